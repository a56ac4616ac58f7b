import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '../../schemas/api';
import { isDatabaseUnavailable } from '../db/unavailable';

/** An error with a status, a stable code and a message safe to show the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, 'validation_failed', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);

const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Please try again in a moment.';

/** nginx's "client closed request": the client hung up before its request was read. */
const CLIENT_CLOSED_REQUEST = 499;

/** Did reading the request fail because the client went away (not because of us)? */
function isClientAbort(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as NodeJS.ErrnoException).code;
  return err.message === 'aborted' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/**
 * The JSON error answer: ApiError as is, Hono's own errors mapped, a client that hung up a bodiless
 * 499 (nobody reads it; the request log records it), a lost database connection a 503 (the pool
 * reconnects by itself), anything else a 500 (logged).
 */
export function toErrorResponse(c: Context, err: unknown, log: (err: unknown) => void) {
  if (isClientAbort(err)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  if (err instanceof ApiError) {
    return c.json({ data: null, message: err.message, error: err.code }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code: ApiErrorCode =
      status === 413 ? 'payload_too_large' : status === 401 ? 'not_signed_in' : 'validation_failed';
    const message = status === 413 ? 'Request body is larger than 1 MB' : err.message || 'Bad request';
    return c.json({ data: null, message, error: code }, status);
  }
  if (isDatabaseUnavailable(err)) {
    c.header('Retry-After', '5');
    return c.json({ data: null, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'unavailable' }, 503);
  }
  log(err);
  return c.json({ data: null, message: 'Something went wrong on our side. Please try again.', error: 'internal' }, 500);
}
