import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { AmazonCreatorsClient } from './amazon-creators-client';
import { createDemoCatalogClient } from './demo-catalog-client';
import { createRequestBudget } from './request-budget';
import type { RetailerClient } from './retailer-client';

/**
 * The real Creators API client when credentials are set, its requests spaced and counted in the
 * database for every process together; the demo catalog otherwise.
 */
export function createRetailerClient(env: Env, logger: Logger, db: Db): RetailerClient {
  if (env.CREATORS_CREDENTIAL_ID && env.CREATORS_CREDENTIAL_SECRET) {
    logger.info(
      { version: env.CREATORS_CREDENTIAL_VERSION, marketplace: env.CREATORS_MARKETPLACE },
      'retailer: Amazon Creators API',
    );
    return new AmazonCreatorsClient({
      credentialId: env.CREATORS_CREDENTIAL_ID,
      credentialSecret: env.CREATORS_CREDENTIAL_SECRET,
      credentialVersion: env.CREATORS_CREDENTIAL_VERSION,
      partnerTag: env.CREATORS_PARTNER_TAG,
      marketplace: env.CREATORS_MARKETPLACE,
      apiUrl: env.CREATORS_API_URL,
      tokenUrl: env.CREATORS_TOKEN_URL,
      requestSpacingMs: env.CREATORS_REQUEST_SPACING_MS,
      spacer: createRequestBudget(db, {
        account: env.CREATORS_CREDENTIAL_ID,
        intervalMs: env.CREATORS_REQUEST_SPACING_MS,
        dailyQuota: env.CREATORS_DAILY_REQUEST_QUOTA,
      }),
      logger,
    });
  }
  logger.info('retailer: demo catalog (set CREATORS_CREDENTIAL_ID and CREATORS_CREDENTIAL_SECRET for real deals)');
  return createDemoCatalogClient(env.CREATORS_PARTNER_TAG);
}
