import type { ApiEnvelope } from '../schemas/api';
import { ApiRequestError } from './http';

/** A public read: never throws; on failure it carries the fallback data and the message of docs/product.md 11.2. */
export interface PublicRead<T> {
  data: T;
  message?: string;
  failed: boolean;
  /** HTTP status of a failure (0 when the server was unreachable). */
  status?: number;
}

/**
 * Runs a call and falls back to `fallback` with `message` when it fails (an answer of the wrong
 * shape fails in lib/http.ts). Errors are only logged.
 */
export async function readOr<T>(
  call: () => Promise<ApiEnvelope<T>>,
  fallback: T,
  message: string,
  failureStatus?: number,
): Promise<PublicRead<T>> {
  try {
    const body = await call();
    return { data: body.data, message: body.message, failed: false };
  } catch (err) {
    console.warn('[api]', message, err instanceof Error ? err.message : err);
    return {
      data: fallback,
      message,
      failed: true,
      status: failureStatus ?? (err instanceof ApiRequestError ? err.status : 0),
    };
  }
}
