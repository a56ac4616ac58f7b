import { z } from './zod';

/** Every JSON response: { data, message? }; errors add a stable code. */
export interface ApiEnvelope<T> {
  data: T;
  message?: string;
  error?: string;
}

/** Stable error codes sent with 4xx/5xx answers. */
export const API_ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'not_signed_in',
  'forbidden',
  'refresh_token_expired',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const intParam = (name: string, def: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .default(def);

/** ?page&limit with the defaults of docs/product.md 10.1. */
export const pageQuery = (defaultLimit: number, maxLimit = 1000) =>
  z.object({ page: intParam('page', 1, 100_000), limit: intParam('limit', defaultLimit, maxLimit) });

export const minDiscountParam = z.coerce
  .number({ message: 'minDiscount must be a number' })
  .min(0, 'minDiscount must be between 0 and 100')
  .max(100, 'minDiscount must be between 0 and 100')
  .default(10);
