import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorCode } from '../../schemas/api';

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

/** Turns the first zod issue into a message that names the field. */
export function describeZodError(error: z.ZodError, where = 'body'): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = issue.path.length ? issue.path.join('.') : where;
  if (issue.message.toLowerCase().includes(String(issue.path[issue.path.length - 1] ?? '\u0000').toLowerCase())) {
    return issue.message;
  }
  return `${field}: ${issue.message}`;
}

/** Parses the JSON body with a schema; malformed JSON and invalid fields become 400s. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  const text = await c.req.text();
  if (text.trim() === '') raw = {};
  else {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'invalid_json', 'Request body is not valid JSON');
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(describeZodError(result.error, 'body'));
  return result.data;
}

/** Parses the query string with a schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw badRequest(describeZodError(result.error, 'query'));
  return result.data;
}

/** Parses one path parameter with a schema. */
export function parseParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw badRequest(describeZodError(result.error, name));
  return result.data;
}

export function toErrorResponse(c: Context, err: unknown, log: (err: unknown) => void) {
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
  log(err);
  return c.json({ data: null, message: 'Something went wrong on our side. Please try again.', error: 'internal' }, 500);
}
