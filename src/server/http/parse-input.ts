import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors';

/** Turns the first zod issue into a message that names the field. */
function describeZodError(error: z.ZodError, where: string): string {
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

/** Parses an HTML form's body (application/x-www-form-urlencoded) with a schema. */
export async function parseFormBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await c.req.parseBody());
  if (!result.success) throw badRequest(describeZodError(result.error, 'body'));
  return result.data;
}
