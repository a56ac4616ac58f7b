import { useState } from 'react';
import { pushCopy as copy } from '../../config/push-copy';
import { ApiRequestError } from '../../lib/http';
import { useInBrowser, useStoreFromServer } from '../../lib/island-stores';
import {
  $phoneAlerts,
  pushSupport,
  sendTestNotification,
  turnOffPhoneAlerts,
  turnOnPhoneAlerts,
} from '../../lib/push-device';

type Notice = { ok: boolean; text: string } | null;

const messageOf = (err: unknown) => (err instanceof ApiRequestError && err.serverMessage) || copy.failed;

/**
 * "On this phone": deal alerts as notifications, beside e-mail (docs/product.md, 8.7). Permission is
 * asked only after the tap; where push cannot work it says why and what to do instead.
 */
export default function PhoneAlerts() {
  const inBrowser = useInBrowser();
  const alerts = useStoreFromServer($phoneAlerts, null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const support = inBrowser ? pushSupport() : 'available';

  const run = (action: () => Promise<Notice>) => {
    setBusy(true);
    setNotice(null);
    void action()
      .catch((err: unknown) => ({ ok: false, text: messageOf(err) }))
      .then((result) => {
        setBusy(false);
        setNotice(result);
      });
  };

  const turnOn = () =>
    run(async () =>
      (await turnOnPhoneAlerts()) ? null : { ok: false, text: pushSupport() === 'denied' ? copy.denied : copy.failed },
    );

  return (
    <section
      aria-labelledby="phone-alerts"
      className="rounded-2xl bg-white p-5 text-left shadow-card ring-1 ring-brand-100"
    >
      <h2 id="phone-alerts" className="text-lg font-bold">
        {copy.heading}
      </h2>
      {alerts ? (
        <>
          <p className="mt-1 text-sm text-ink/80">{copy.on}</p>
          <p className="mt-3 flex flex-wrap gap-2">
            <a className="btn-secondary" href={`/alerts?token=${encodeURIComponent(alerts.token)}`}>
              {copy.choose}
            </a>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() =>
                run(async () => ({ ok: true, text: (await sendTestNotification(alerts)) ?? copy.testSent }))
              }
            >
              {copy.test}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => run(async () => (await turnOffPhoneAlerts(alerts), { ok: true, text: copy.off }))}
            >
              {copy.turnOff}
            </button>
          </p>
        </>
      ) : support === 'available' ? (
        <>
          <p className="mt-1 text-sm text-ink/80">{copy.intro}</p>
          <button type="button" className="btn-primary mt-3" disabled={busy} onClick={turnOn}>
            {busy ? copy.turningOn : copy.turnOn}
          </button>
        </>
      ) : (
        <p className="mt-1 text-sm text-ink/80">{support === 'denied' ? copy.denied : copy.unsupported}</p>
      )}
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mt-3 text-sm ${notice.ok ? 'text-ink' : 'text-brand-800'}`}
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
