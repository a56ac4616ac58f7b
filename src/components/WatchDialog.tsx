import { useId, useState, type FormEvent } from 'react';
import { watchCopy as copy } from '../config/watch-copy';
import { ApiRequestError } from '../lib/http';
import { pushSupport } from '../lib/push-device';
import { watchProduct } from '../lib/watches';
import { WATCH_RULE_LABELS, WATCH_RULES, type WatchRule } from '../rules/watch-rules';
import { CloseButton, Modal } from './Modal';

interface FormProps {
  asin: string;
  title: string;
  initialRule: WatchRule;
  titleId: string;
  onClose: () => void;
}

/** The Watch button's dialog (WatchButton.tsx), loaded when it first opens. */
export function WatchDialog({ open, ...form }: FormProps & { open: boolean }) {
  return (
    <Modal open={open} onClose={form.onClose} labelledBy={form.titleId} className="max-w-md">
      <WatchForm {...form} />
    </Modal>
  );
}

function WatchForm({ asin, title, initialRule, titleId, onClose }: FormProps) {
  const id = useId();
  const phoneOk = pushSupport() === 'available';
  const [rule, setRule] = useState<WatchRule>(initialRule);
  const [target, setTarget] = useState('');
  const [delivery, setDelivery] = useState<'phone' | 'email'>(phoneOk ? 'phone' : 'email');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const targetPrice = target.trim() === '' ? null : Number(target.replace(/^\$\s*/, ''));
      const message = await watchProduct({ asin, rule, targetPrice, delivery, email });
      if (message === null) setError(copy.phoneRefused);
      else setDone(message);
    } catch (err) {
      setError((err instanceof ApiRequestError && err.serverMessage) || copy.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="relative flex flex-col gap-4 p-6" noValidate data-testid="watch-dialog">
      <CloseButton onClick={onClose} />
      <h2 id={titleId} className="pr-10 text-lg font-bold">
        {copy.title}
      </h2>
      <p className="line-clamp-2 text-sm text-muted">{title}</p>
      {done !== null ? (
        <p role="status" className="font-semibold text-leaf-700">
          {done}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{copy.ruleLegend}</legend>
            {WATCH_RULES.map((r, i) => (
              <label key={r} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-rule`}
                  value={r}
                  checked={rule === r}
                  onChange={() => setRule(r)}
                  data-autofocus={i === 0 ? true : undefined}
                />
                {WATCH_RULE_LABELS[r]}
              </label>
            ))}
          </fieldset>
          {rule === 'below' && (
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {copy.targetLabel}
              <input
                className="input"
                inputMode="decimal"
                autoComplete="off"
                value={target}
                onChange={(e) => setTarget(e.target.value)}
              />
            </label>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{copy.deliveryLegend}</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-delivery`}
                checked={delivery === 'phone'}
                disabled={!phoneOk}
                onChange={() => setDelivery('phone')}
              />
              {copy.phone}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-delivery`}
                checked={delivery === 'email'}
                onChange={() => setDelivery('email')}
              />
              {copy.email}
            </label>
            {delivery === 'email' && (
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {copy.emailLabel}
                <input
                  className="input"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </label>
            )}
          </fieldset>
          <p className="text-xs text-muted">{copy.noPrice}</p>
          {error && (
            <p role="alert" className="text-sm font-medium text-brand-800">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? copy.saving : copy.submit}
          </button>
        </>
      )}
    </form>
  );
}
