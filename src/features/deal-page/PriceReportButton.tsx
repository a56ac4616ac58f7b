import { useState } from 'react';
import { useInBrowser } from '../../lib/island-stores';
import { sendPriceReport, type ReportShown } from './price-report';

/**
 * 'Price changed?': the visitor says the retailer's price or stock differs; our server asks the
 * retailer at once (or shares a check of the last 10 minutes) and the answer shows here. An island:
 * the button is enabled once its script runs; the page reads fine without it.
 */
export function PriceReportButton({ asin }: { asin: string }) {
  // False in the server's HTML and while hydrating, true once the island runs: the button works only then.
  const hydrated = useInBrowser();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ReportShown | null>(null);

  async function report() {
    setBusy(true);
    setShown({ message: 'Checking with the retailer…', reload: false });
    setShown(await sendPriceReport(asin));
  }

  return (
    <div className="mt-1">
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline underline-offset-2 hover:no-underline disabled:opacity-60"
        disabled={!hydrated || busy}
        onClick={() => void report()}
      >
        Price changed?
      </button>
      <p role="status" className="mt-1 text-sm" data-testid="price-report-result">
        {shown?.message}
        {shown?.reload && (
          <>
            {' '}
            <button type="button" className="font-semibold text-brand-800 underline" onClick={() => location.reload()}>
              See the updated page
            </button>
          </>
        )}
      </p>
    </div>
  );
}
