import type { AppDeps } from '../app-deps';
import type { ClickBuffer } from '../services/click-buffer';
import { adminAssociatesRoutes } from './admin-associates';
import { adminCsvImportRoutes } from './admin-csv-import';
import { adminProductsRoutes } from './admin-products';
import { adminPushRoutes } from './admin-push';
import { adminRetailerRoutes } from './admin-retailer';
import { alertsRoutes } from './alerts';
import { apiDocsRoutes } from './api-docs';
import { authRoutes } from './auth';
import { dealClicksRoutes } from './deal-clicks';
import { essentialsRoutes } from './essentials';
import { priceHistoryRoutes } from './price-history';
import { priceReportsRoutes } from './price-reports';
import { productChecksRoutes } from './product-checks';
import { productsRoutes } from './products';
import { pushRoutes } from './push';
import { createRouter } from './router';
import { savedRoutes } from './saved';
import { tokensRoutes } from './tokens';
import { watchesRoutes } from './watches';

/** The version of the API the document describes; changes when a call changes in a way clients see. */
const API_VERSION = '1.0.0';

/**
 * Every JSON call of the API, each declared with its input and answers (routes/router.ts), and the
 * OpenAPI 3.1 document made from those declarations at GET /api/openapi.json, read as a page at /api/docs.
 */
export function apiRoutes(deps: AppDeps, clicks: ClickBuffer) {
  const api = createRouter();
  api.route('/', productsRoutes(deps));
  api.route('/', essentialsRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', tokensRoutes(deps));
  api.route('/', alertsRoutes(deps));
  api.route('/', pushRoutes(deps));
  api.route('/', watchesRoutes(deps));
  api.route('/', savedRoutes(deps));
  api.route('/', dealClicksRoutes(deps, clicks));
  api.route('/', priceReportsRoutes(deps));
  api.route('/', productChecksRoutes(deps));
  api.route('/', adminProductsRoutes(deps));
  api.route('/', adminAssociatesRoutes(deps));
  api.route('/', adminPushRoutes(deps));
  api.route('/', priceHistoryRoutes(deps));
  api.route('/', adminRetailerRoutes(deps));
  api.route('/', adminCsvImportRoutes(deps));

  api.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Savvy Mom Deals API',
      version: API_VERSION,
      description:
        'Every answer is JSON: `{ data, message? }` on success, `{ data: null, message, error }` on failure, ' +
        'where `error` is a stable code and `message` a sentence to show the user. Admin calls need the ' +
        'session cookies set by POST /api/auth/login.',
    },
  });
  api.route('/', apiDocsRoutes());
  return api;
}
