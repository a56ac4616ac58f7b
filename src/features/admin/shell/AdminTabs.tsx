import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import { $adminTab, ADMIN_TABS, openTab } from './panel.store';

/** The tabs; arrow keys move between them. */
export function AdminTabs() {
  const active = useStore($adminTab);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = ADMIN_TABS.findIndex((t) => t.id === active);
    const next = ADMIN_TABS[(index + (event.key === 'ArrowRight' ? 1 : ADMIN_TABS.length - 1)) % ADMIN_TABS.length];
    openTab(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <div role="tablist" aria-label="Admin sections" className="flex gap-1 overflow-x-auto border-b border-brand-100">
      {ADMIN_TABS.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={`admin-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="admin-tabpanel"
            tabIndex={selected ? 0 : -1}
            onClick={() => openTab(tab.id)}
            onKeyDown={onKeyDown}
            className={`shrink-0 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition ${
              selected
                ? 'border-brand-700 bg-white text-brand-800'
                : 'border-transparent text-muted hover:bg-white/60 hover:text-ink'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
