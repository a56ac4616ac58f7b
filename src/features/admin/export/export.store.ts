import { atom } from 'nanostores';
import { $shownDeals } from '../deals-manager/deal-view.store';
import { $dealsRemaining } from '../deals-manager/deals.store';
import { showToast } from '../../../stores/toast.store';
import { dealsToCsv, exportFileName } from './csv';

/** Export CSV of the currently filtered list, built in the browser. */
export const $exporting = atom(false);

/** Said instead of exporting a file with no deals in it. */
const NOTHING_TO_EXPORT = 'No deals to export: the list is empty. Clear the search or filter first.';
const STILL_LOADING = 'The list is still loading: export once every deal has arrived.';

export async function exportDeals(): Promise<void> {
  if ($exporting.get()) return;
  if ($dealsRemaining.get() > 0) {
    showToast(STILL_LOADING, 'error');
    return;
  }
  const deals = $shownDeals.get();
  if (deals.length === 0) {
    showToast(NOTHING_TO_EXPORT, 'error');
    return;
  }
  $exporting.set(true);
  try {
    // Let the 'Exporting...' state paint before the work.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const blob = new Blob([dealsToCsv(deals)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    showToast('Deals exported successfully');
  } catch (err) {
    console.warn('export failed', err);
    showToast('Failed to export deals', 'error');
  } finally {
    $exporting.set(false);
  }
}
