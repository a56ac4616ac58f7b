import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $orderDirty,
  $orderErrors,
  $orderLists,
  $orderLoaded,
  $orderLoading,
  $orderSavedMessage,
  $orderSaving,
  loadOrderLists,
  saveOrder,
} from './order.store';
import { ORDER_LISTS } from './reorder';
import { SortableDealList } from './SortableDealList';

/** Reorder Deals: the public lists, dragged into order within each list, saved together. */
export function OrderTab() {
  const lists = useStore($orderLists);
  const errors = useStore($orderErrors);
  const loading = useStore($orderLoading);
  const loaded = useStore($orderLoaded);
  const dirty = useStore($orderDirty);
  const saving = useStore($orderSaving);
  const saved = useStore($orderSavedMessage);

  useEffect(() => {
    void loadOrderLists();
  }, []);

  // Unsaved moves are not lost to a closed tab by accident.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-card">
        <div className="mr-auto">
          <h2 id="order-title" className="text-lg font-bold">
            Reorder Deals
          </h2>
          <p className="text-sm text-muted">
            Drag deals, or focus one and use Space and the arrow keys. Changes take effect after saving.
          </p>
        </div>
        {dirty && (
          <span className="rounded-full bg-sun-100 px-3 py-1 text-sm font-semibold text-ink" role="status">
            Unsaved Changes
          </span>
        )}
        {saved && (
          <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-leaf-700" role="status">
            {saved}
          </span>
        )}
        <button
          type="button"
          className="btn-secondary px-4 py-2 text-sm"
          onClick={() => void loadOrderLists(true)}
          disabled={loading || saving}
        >
          {dirty ? 'Discard changes' : 'Reload'}
        </button>
        <button
          type="button"
          className="btn-primary px-4 py-2 text-sm"
          onClick={() => void saveOrder()}
          disabled={saving || !dirty}
        >
          {saving ? 'Saving...' : 'Save Order'}
        </button>
      </div>
      {loading && !loaded ? (
        <p role="status" className="py-10 text-center text-muted">
          Loading deals...
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {ORDER_LISTS.map((key) => (
            <SortableDealList key={key} list={key} items={lists[key]} error={errors[key]} />
          ))}
        </div>
      )}
    </section>
  );
}
