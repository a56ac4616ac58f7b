import { type FormEvent, useEffect, useState } from 'react';
import { alertsCopy as copy, MIN_DISCOUNT_CHOICES } from '../../config/alerts-copy';
import { CHILD_STAGES } from '../../rules/child-stages';
import { ALERT_FREQUENCIES, type AlertPreferencesView } from '../../schemas/alerts';
import { type AlertsAnswer, loadAlerts, resetAlerts, saveAlerts } from './api';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; view: AlertPreferencesView; busy: boolean; notice?: { ok: boolean; text: string } };

/** The signed token of the mail's link (read in the browser only). */
const linkToken = () => new URLSearchParams(location.search).get('token') ?? '';

const box = 'rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100';
const legend = 'text-lg font-bold';
const choice = 'flex items-start gap-2 rounded-lg p-2 hover:bg-brand-50';

/** The form of the alerts page: the subscriber's rules, read and saved with the link's signed token. */
export default function AlertPreferencesForm() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    void loadAlerts(linkToken()).then((answer) =>
      setState(
        answer.ok ? { kind: 'ready', view: answer.view, busy: false } : { kind: 'invalid', message: answer.message },
      ),
    );
  }, []);

  if (state.kind === 'loading') return <p className="text-center text-muted">{copy.loading}</p>;
  if (state.kind === 'invalid') {
    return (
      <div className={`${box} text-center`} role="alert">
        <h2 className="text-xl font-extrabold">{copy.invalidTitle}</h2>
        <p className="mt-2 text-sm text-muted">{state.message}</p>
        <p className="mt-4 flex flex-wrap justify-center gap-3">
          <a className="btn-primary" href="/">
            {copy.browse}
          </a>
          <a className="btn-secondary" href="/newsletter">
            {copy.subscribe}
          </a>
        </p>
      </div>
    );
  }

  const { view, busy, notice } = state;
  const prefs = view.preferences;
  const settle = (answer: AlertsAnswer) =>
    setState((s) =>
      s.kind !== 'ready'
        ? s
        : answer.ok
          ? { kind: 'ready', view: answer.view, busy: false, notice: { ok: true, text: answer.message ?? '' } }
          : { ...s, busy: false, notice: { ok: false, text: answer.message } },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setState({ ...state, busy: true, notice: undefined });
    void saveAlerts(linkToken(), {
      categories: form.getAll('categories').map(String),
      stages: form.getAll('stages').map(String) as never,
      keywords: field('keywords').split(','),
      maxPrice: field('maxPrice'),
      minDiscount: field('minDiscount'),
      frequency: field('frequency') as never,
    }).then(settle);
  };
  const reset = () => {
    setState({ ...state, busy: true, notice: undefined });
    void resetAlerts(linkToken()).then(settle);
  };

  // Keyed by the saved rules, so the fields show them again after a save or reset.
  return (
    <form key={JSON.stringify(prefs)} onSubmit={submit} className="grid gap-5 text-left" noValidate>
      <p className="text-center text-sm text-muted">
        Alerts for <strong className="text-ink">{view.email ?? copy.thisPhone}</strong>
      </p>
      <fieldset className={box}>
        <legend className={legend}>{copy.stagesLegend}</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {CHILD_STAGES.map((stage) => (
            <label key={stage.id} className={choice}>
              <input
                type="checkbox"
                name="stages"
                value={stage.id}
                defaultChecked={prefs?.stages.includes(stage.id)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="font-semibold">
                {stage.label}
                <small className="block text-xs font-normal text-muted">{stage.hint}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>{copy.categoriesLegend}</legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {view.categories.map((c) => (
            <label key={c.id} className={choice}>
              <input
                type="checkbox"
                name="categories"
                value={c.id}
                defaultChecked={prefs?.categories.includes(c.id)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={`${box} grid gap-4 sm:grid-cols-2`}>
        <label className="grid gap-1 sm:col-span-2">
          <span className="font-bold">{copy.keywordsLabel}</span>
          <input
            name="keywords"
            className="input"
            defaultValue={prefs?.keywords.join(', ')}
            aria-describedby="keywords-hint"
          />
          <span id="keywords-hint" className="text-xs text-muted">
            {copy.keywordsHint}
          </span>
        </label>
        <label className="grid gap-1">
          <span className="font-bold">{copy.maxPriceLabel}</span>
          <input
            name="maxPrice"
            className="input"
            inputMode="decimal"
            defaultValue={prefs?.maxPrice ?? ''}
            aria-describedby="price-hint"
          />
          <span id="price-hint" className="text-xs text-muted">
            {copy.maxPriceHint}
          </span>
        </label>
        <label className="grid gap-1">
          <span className="font-bold">{copy.minDiscountLabel}</span>
          <select name="minDiscount" className="input" defaultValue={String(prefs?.minDiscount ?? 0)}>
            <option value="0">{copy.anyDiscount}</option>
            {MIN_DISCOUNT_CHOICES.map((n) => (
              <option key={n} value={n}>{`${n}% off or more`}</option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={box}>
        <legend className={legend}>{copy.frequencyLegend}</legend>
        <div className="mt-2 grid gap-1">
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className={choice}>
              <input
                type="radio"
                name="frequency"
                value={f}
                defaultChecked={(prefs?.frequency ?? 'refresh') === f}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>{copy.frequencies[f]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`rounded-lg p-3 text-sm font-semibold ${notice.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {notice.text}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </button>
        {prefs && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={reset}>
            {copy.reset}
          </button>
        )}
      </div>
    </form>
  );
}
