import { useStore } from '@nanostores/react';
import { $exporting, exportDeals } from '../export/export.store';
import { openRefreshDialog } from '../refresh/refresh.store';

/** Back to home, Export CSV and Refresh Data. */
export function AdminHeader() {
  const exporting = useStore($exporting);
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-3 px-4 py-3">
        <a href="/" className="text-sm font-semibold text-brand-700 hover:underline">
          ← Back to Home
        </a>
        <h1 className="mr-auto text-lg font-bold text-ink sm:text-xl">Admin Dashboard</h1>
        <button
          type="button"
          className="btn-secondary px-4 py-2 text-sm"
          onClick={() => void exportDeals()}
          disabled={exporting}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
        <button type="button" className="btn-primary px-4 py-2 text-sm" onClick={openRefreshDialog}>
          Refresh Data
        </button>
      </div>
    </header>
  );
}
