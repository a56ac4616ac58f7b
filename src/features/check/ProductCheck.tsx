import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DealImage } from '../../components/DealImage';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { WatchButton } from '../../components/WatchButton';
import { checkCopy } from '../../config/check-copy';
import { ApiRequestError, http } from '../../lib/http';
import { summarizePriceHistory } from '../../lib/price-history-summary';
import type { ProductCheck as Checked } from '../../schemas/product-check';

type Found = Extract<Checked, { listed: false }>;
type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'listed' }
  | { kind: 'found'; product: Found };

/** What a share or a link brought: the shared address (Android often puts it in `text`), else nothing. */
function sharedInput(): string {
  const params = new URLSearchParams(window.location.search);
  return (params.get('url') || params.get('text') || '').trim();
}

/** /check: a box for an Amazon link or ASIN; our deal page when we list it, else Amazon's answer with our history. */
export default function ProductCheck() {
  const box = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function check(value: string) {
    setState({ kind: 'checking' });
    window.history.replaceState(null, '', `/check?url=${encodeURIComponent(value)}`);
    try {
      const { data } = await http.get('/api/check', 'productCheck', { url: value });
      if (data.listed) {
        setState({ kind: 'listed' });
        window.location.replace(data.path);
      } else {
        setState({ kind: 'found', product: data });
      }
    } catch (err) {
      setState({ kind: 'failed', message: (err instanceof ApiRequestError && err.serverMessage) || checkCopy.failed });
    }
  }

  // A shared or linked address is checked at once, as if typed and sent.
  useEffect(() => {
    const shared = sharedInput();
    if (!shared || !box.current) return;
    box.current.value = shared;
    box.current.form?.requestSubmit();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(box.current?.value ?? '');
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
          {checkCopy.label}
          <input
            type="text"
            inputMode="url"
            autoComplete="off"
            name="url"
            ref={box}
            placeholder={checkCopy.placeholder}
            className="input text-base font-normal"
            aria-describedby={state.kind === 'failed' ? 'check-problem' : undefined}
            aria-invalid={state.kind === 'failed'}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={state.kind === 'checking'}>
          {checkCopy.submit}
        </button>
      </form>
      <div aria-live="polite">
        {state.kind === 'checking' && <p className="text-muted">{checkCopy.checking}</p>}
        {state.kind === 'listed' && <p className="text-muted">{checkCopy.goingToDeal}</p>}
        {state.kind === 'failed' && (
          <p id="check-problem" role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
        )}
        {state.kind === 'found' && <CheckedProduct product={state.product} />}
      </div>
    </div>
  );
}

function CheckedProduct({ product }: { product: Found }) {
  const history = summarizePriceHistory(
    product.history.map((p) => ({ priceCents: p.priceCents, observedAt: new Date(p.observedAt) })),
  );
  const outOfStock = product.availability === 'OUT_OF_STOCK';
  return (
    <article className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-brand-100" data-testid="checked-product">
      <p className="text-sm text-muted">{checkCopy.notListed}</p>
      <div className="mt-3 flex gap-4">
        <DealImage src={product.imageUrl} alt={product.title} size={112} className="h-28 w-28 shrink-0" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="line-clamp-3 font-semibold">{product.title}</h2>
          {outOfStock ? (
            <p className="font-semibold text-red-800">{checkCopy.outOfStock}</p>
          ) : (
            <PriceTag price={product.price} originalPrice={product.originalPrice ?? product.price} />
          )}
          <PriceAsOf fetchedAt={product.priceFetchedAt} />
        </div>
      </div>
      <p className="mt-3 text-sm text-ink/80">{history ? history.sentence : checkCopy.noHistory}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={product.detailPageUrl}
          target="_blank"
          rel="sponsored noopener"
          className="btn-primary flex-1 text-sm"
          aria-label={`${checkCopy.viewAtAmazon}: ${product.title} (opens Amazon in a new tab)`}
        >
          {checkCopy.viewAtAmazon}
        </a>
        <WatchButton
          asin={product.asin}
          title={product.title}
          variant="button"
          rule={outOfStock ? 'in-stock' : 'drop'}
        />
      </div>
    </article>
  );
}
