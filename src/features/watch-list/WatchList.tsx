import { useEffect, useState } from 'react';
import { PriceAsOf } from '../../components/PriceAsOf';
import { watchListCopy } from '../../config/watch-copy';
import { formatUsd } from '../../lib/format';
import { useInBrowser } from '../../lib/island-stores';
import { fetchWatches, stopWatch } from '../../lib/watches';
import { dealPath } from '../../rules/deal-path';
import { WATCH_RULE_LABELS } from '../../rules/watch-rules';
import type { WatchView } from '../../schemas/watches';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: WatchView[] };

/** The signed token of the mail's link (read in the browser only). */
const linkToken = () => new URLSearchParams(location.search).get('token') ?? '';

/** /watches: every watch of the address whose mail linked here, each with its price now and Stop watching. */
export default function WatchList() {
  const token = useInBrowser() ? linkToken() : null;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!token) return;
    fetchWatches(token).then(
      (list) => setLoaded({ kind: 'ready', list }),
      // A refused link or a failed read: one plain sentence (the server's message names API fields).
      () => setLoaded({ kind: 'failed' }),
    );
  }, [token]);

  if (token === '') return <p className="text-center text-ink/80">{watchListCopy.noToken}</p>;
  if (token === null || loaded.kind === 'loading')
    return <p className="text-center text-muted">{watchListCopy.loading}</p>;
  if (loaded.kind === 'failed') return <p role="alert">{watchListCopy.failed}</p>;
  if (loaded.list.length === 0) return <p className="text-center text-ink/80">{watchListCopy.empty}</p>;

  const stop = async (watch: WatchView) => {
    setProblem('');
    try {
      await stopWatch(watch.id, token);
      setLoaded({ kind: 'ready', list: loaded.list.filter((w) => w.id !== watch.id) });
    } catch {
      setProblem(watchListCopy.removeFailed);
    }
  };

  return (
    <>
      {problem && (
        <p role="alert" className="mb-3 font-semibold text-brand-800">
          {problem}
        </p>
      )}
      <ul className="flex flex-col gap-3" aria-label={watchListCopy.title}>
        {loaded.list.map((watch) => (
          <li
            key={watch.id}
            className="flex items-start gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-brand-100"
            data-testid="watch-row"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <a
                href={dealPath(watch.asin, watch.title)}
                className="line-clamp-2 text-sm font-semibold hover:text-brand-800 hover:underline"
              >
                {watch.title}
              </a>
              <p className="text-sm">
                {WATCH_RULE_LABELS[watch.rule]}
                {watch.targetPrice !== null && `: ${formatUsd(watch.targetPrice)}`}
              </p>
              {watch.price !== null && watch.priceFetchedAt ? (
                <div className="text-sm">
                  {formatUsd(watch.price)} <PriceAsOf fetchedAt={watch.priceFetchedAt} />
                </div>
              ) : (
                <p className="text-sm text-muted">{watchListCopy.noPriceYet}</p>
              )}
              {!watch.active && <p className="text-sm font-semibold text-brand-800">{watchListCopy.inactive}</p>}
            </div>
            <button
              type="button"
              className="btn-secondary min-h-11 px-3 py-1.5 text-sm"
              onClick={() => void stop(watch)}
              aria-label={`${watchListCopy.remove}: ${watch.title}`}
            >
              {watchListCopy.remove}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
