import type { Logger } from 'pino';
import type { Env } from '../env';
import { AmazonCreatorsClient } from './amazon-creators-client';
import { createDemoCatalogClient } from './demo-catalog-client';
import type { RetailerClient } from './retailer-client';

/** The real Creators API client when credentials are set; the demo catalog otherwise. */
export function createRetailerClient(env: Env, logger: Logger): RetailerClient {
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
      logger,
    });
  }
  logger.info('retailer: demo catalog (set CREATORS_CREDENTIAL_ID and CREATORS_CREDENTIAL_SECRET for real deals)');
  return createDemoCatalogClient(env.CREATORS_PARTNER_TAG);
}
