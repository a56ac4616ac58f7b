import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Sends the { data, message? } envelope every call answers with. */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(message === undefined ? { data } : { data, message }, status);
}
