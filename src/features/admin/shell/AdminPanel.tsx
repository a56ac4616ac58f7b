import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { AsinImportTab } from '../asin-import/AsinImportTab';
import { loadCategories, loadDeals } from '../deals-manager/deals.store';
import { DealsManager } from '../deals-manager/DealsManager';
import { RecentlyUpdated } from '../deals-manager/RecentlyUpdated';
import { ManualUploadsTab } from '../manual-uploads/ManualUploadsTab';
import { MetricsDashboard } from '../metrics/MetricsDashboard';
import { PriceReportsPanel } from '../price-reports/PriceReportsPanel';
import { RefreshDialog, RefreshOverlay } from '../refresh/RefreshDialog';
import { RetailerSearchTab } from '../retailer-search/RetailerSearchTab';
import { AdminHeader } from './AdminHeader';
import { AdminTabs } from './AdminTabs';
import { $adminTab, type AdminTab } from './panel.store';

// Drag and drop, the image renderer and the charts load only when their tab opens.
const OrderTab = lazy(() => import('../order/OrderTab').then((m) => ({ default: m.OrderTab })));
const SocialTab = lazy(() => import('../social/SocialTab').then((m) => ({ default: m.SocialTab })));
// Chart.js comes with the Analytics tab only.
const AnalyticsTab = lazy(() => import('../analytics/AnalyticsTab').then((m) => ({ default: m.AnalyticsTab })));

const PANELS: Record<AdminTab, ComponentType> = {
  deals: DealsManager,
  amazon: RetailerSearchTab,
  manual: ManualUploadsTab,
  asin: AsinImportTab,
  order: OrderTab,
  social: SocialTab,
  analytics: AnalyticsTab,
};

/** The signed-in panel: header, dashboard, tabs and the open tab. */
export function AdminPanel() {
  const tab = useStore($adminTab);
  const Panel = PANELS[tab];

  useEffect(() => {
    void loadDeals();
    void loadCategories();
  }, []);

  return (
    <div className="min-h-dvh pb-24">
      <AdminHeader />
      <main className="mx-auto flex max-w-[1600px] flex-col gap-4 px-4 py-5">
        <MetricsDashboard manual={tab === 'manual'} />
        {tab !== 'manual' && tab !== 'analytics' && <RecentlyUpdated />}
        <PriceReportsPanel />
        <AdminTabs />
        <div id="admin-tabpanel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
          <Suspense fallback={<p className="py-10 text-center text-muted">Loading...</p>}>
            <Panel />
          </Suspense>
        </div>
      </main>
      <RefreshDialog />
      <RefreshOverlay />
    </div>
  );
}
