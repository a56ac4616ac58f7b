import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { envelopeSchema, errorBodySchema, type ApiErrorCode } from '../../schemas/api';
import { badRequest } from '../http/errors';

// The one home of route input checking: every route module builds its sub-app with createRouter()
// and declares its input and answers with createRoute() (@hono/zod-openapi); the same declarations
// make the OpenAPI document (routes/openapi.ts).

const WHERE = { json: 'body', form: 'body', query: 'query', param: 'path', header: 'header', cookie: 'cookie' };

/** Turns the first zod issue into a message that names the field. */
function describeZodError(error: z.core.$ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = issue.path.length ? issue.path.join('.') : where;
  if (issue.message.toLowerCase().includes(String(issue.path[issue.path.length - 1] ?? '\u0000').toLowerCase())) {
    return issue.message;
  }
  return `${field}: ${issue.message}`;
}

/** Answers invalid input 400 with the first problem, in the API's error body. */
export const validationHook = (
  result: { success: true } | { success: false; error: z.core.$ZodError; target: keyof typeof WHERE },
) => {
  if (!result.success) throw badRequest(describeZodError(result.error, WHERE[result.target]));
};

/** A sub-app whose routes check their input with validationHook. */
export function createRouter() {
  return new OpenAPIHono({ defaultHook: validationHook });
}

/**
 * Hands the JSON validator the body as this API has always read it: an empty body is {}, and
 * text that is not JSON is refused as such (routes/route-errors.ts). Use it as a route's middleware.
 */
export const readJsonBody: MiddlewareHandler = async (c, next) => {
  const text = await c.req.text();
  const parsed = (async () => (text.trim() === '' ? {} : (JSON.parse(text) as unknown)))();
  // Awaited by the validator, which answers its failure; refused input elsewhere may leave it unread.
  parsed.catch(() => undefined);
  // Hono keeps the promise of each body reading here (its type says otherwise).
  (c.req.bodyCache as { json?: Promise<unknown> }).json = parsed;
  await next();
};

/** A required JSON request body of this schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const ERROR_DESCRIPTIONS = {
  400: 'The input is invalid; the message names the field and the problem.',
  401: 'Admin sign-in required (or the sign-in was refused).',
  403: 'Refused: a cross-site request, or a session that has expired for good.',
  404: 'Nothing of that name.',
  409: 'The request clashes with the current state (for example a job already running).',
  413: 'The request body is larger than 1 MB.',
  415: 'The body was sent with a Content-Type other than application/json (error `unsupported_media_type`).',
  429: 'Too many attempts; try again later.',
  500: 'Something went wrong on our side.',
  502: 'The retailer refused or failed the call.',
  503: 'The database (or the click store, or the retailer) cannot take the request right now; try again later.',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Every call may answer these. */
const ALWAYS = [500, 503] as const satisfies ErrorStatus[];

const jsonContent = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });
type ErrorAnswer = { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } };

/** The error answers of a route: the given statuses and those every call may give. */
export function errorAnswers<E extends ErrorStatus>(statuses: readonly E[]) {
  const all: (E | (typeof ALWAYS)[number])[] = [...new Set([...statuses, ...ALWAYS])].sort();
  const out: Partial<Record<ErrorStatus, ErrorAnswer>> = {};
  for (const s of all) out[s] = { description: ERROR_DESCRIPTIONS[s], content: jsonContent(errorBodySchema) };
  return out as Record<E | (typeof ALWAYS)[number], ErrorAnswer>;
}

/** A JSON success answer (the envelope around `data`) with status 200, plus error answers. */
export function answers<S extends z.ZodType, E extends ErrorStatus = never>(
  description: string,
  data: S,
  errors: readonly E[] = [],
) {
  return { 200: { description, content: jsonContent(envelopeSchema(data)) }, ...errorAnswers(errors) };
}

/** The same with another success status (202 Accepted for work that goes on after the answer). */
export function answersWith<C extends 200 | 201 | 202, S extends z.ZodType, E extends ErrorStatus = never>(
  status: C,
  description: string,
  data: S,
  errors: readonly E[] = [],
) {
  const success = { description, content: jsonContent(envelopeSchema(data)) };
  return { ...({ [status]: success } as Record<C, typeof success>), ...errorAnswers(errors) };
}

/** Sends the { data, message? } envelope every call answers with. */
export const ok = <T>(c: Context, data: T, message?: string) => c.json({ data, message }, 200);

/** The same with another success status. */
export const okWith = <T, C extends 200 | 201 | 202>(c: Context, status: C, data: T, message?: string) =>
  c.json({ data, message }, status);

/** An error answer sent rather than thrown (when the handler has set cookies to keep with it). */
export const fail = <C extends ErrorStatus>(c: Context, status: C, error: ApiErrorCode, message: string) =>
  c.json({ data: null, message, error }, status);

/** The errors of an admin call: it needs a signed-in operator. */
export const ADMIN = [401] as const;
/** The errors of a call with a JSON body. */
export const WITH_BODY = [400, 413, 415] as const;
