import { z } from './zod';

/** Every JSON answer of a call that succeeded: { data, message? }. */
export interface ApiEnvelope<T> {
  data: T;
  message?: string;
}

/** The envelope of a successful answer around its `data`; the server declares it, the browser checks it. */
export const envelopeSchema = <S extends z.ZodType>(data: S) => z.object({ data, message: z.string().optional() });

/** The envelope of every answer as the browser first checks it; the schema its call names checks `data`. */
export const answerEnvelopeSchema = envelopeSchema(z.unknown());

/** The `data` of an answer that carries none. */
export const noDataSchema = z.null();

/** Stable error codes sent with 4xx/5xx answers. */
const API_ERROR_CODES = [
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

/** The answer of a refused call: no data, a message to show and a stable code. */
export const errorBodySchema = z.object({ data: z.null(), message: z.string(), error: z.enum(API_ERROR_CODES) });

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
