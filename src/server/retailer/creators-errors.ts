import { NOT_ELIGIBLE_MESSAGE, RetailerError } from './retailer-errors';

/** An error body of the Creators API: the fields of the SDK's `*ExceptionResponseContent` models. */
interface CreatorsErrorBody {
  type?: unknown;
  message?: unknown;
  reason?: unknown;
  fieldList?: unknown;
  resourceType?: unknown;
}

/** What a non-2xx answer means for the call that got it. */
type FailedCall =
  /** ResourceNotFound: the search found nothing. */
  | { outcome: 'no_results' }
  /** 401 TokenExpired: worth one retry with a new token, else `error`. */
  | { outcome: 'token_expired'; error: RetailerError }
  /** 429: wait `retryAfterMs` (the Retry-After header) when given, else back off. */
  | { outcome: 'throttled'; retryAfterMs: number | null }
  /** 5xx: worth a bounded retry. */
  | { outcome: 'server_error' }
  | { outcome: 'refused'; error: RetailerError };

interface FailureContext {
  /** The URL asked, named when it answered a 404 that is not the API's. */
  url: string;
  partnerTag: string;
}

/** The JSON object of a body, or null (HTML, empty, not JSON). */
function parseBody(text: string): CreatorsErrorBody | null {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object' && !Array.isArray(json) ? json : null;
  } catch {
    return null;
  }
}

/** Retry-After as delay-seconds or an HTTP date, in ms; null when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The field names of a FieldValidationFailed answer's fieldList. */
function fieldNames(fieldList: unknown): string[] {
  if (!Array.isArray(fieldList)) return [];
  return fieldList
    .map((field) => (field as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === 'string');
}

/** A 400 ValidationException in the operator's terms: a wrong partner tag or account names the setting. */
function validationError(body: CreatorsErrorBody | null, message: string, partnerTag: string): RetailerError {
  switch (body?.reason) {
    case 'InvalidPartnerTag':
      return new RetailerError(
        'config',
        `Retailer refused the partner tag "${partnerTag}" (check CREATORS_PARTNER_TAG): ${message}`,
      );
    case 'InvalidAssociate':
      return new RetailerError(
        'config',
        `Retailer does not know an Associates account for the partner tag "${partnerTag}" (check CREATORS_PARTNER_TAG and the credentials): ${message}`,
      );
    case 'FieldValidationFailed': {
      const fields = fieldNames(body.fieldList);
      const named = fields.length ? ` (fields: ${fields.join(', ')})` : '';
      return new RetailerError('bad_request', `Retailer refused the request: ${message}${named}`);
    }
    default:
      return new RetailerError('bad_request', `Retailer refused the request: ${message}`);
  }
}

/** Reads a non-2xx Creators API answer (its body and Retry-After header) and says what it means. */
export async function classifyFailure(res: Response, context: FailureContext): Promise<FailedCall> {
  const body = parseBody(await res.text().catch(() => ''));
  const message = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${res.status}`;
  switch (res.status) {
    case 400:
      return { outcome: 'refused', error: validationError(body, message, context.partnerTag) };
    case 401: {
      const error = new RetailerError('auth', `Retailer rejected our credentials: ${message}`);
      return body?.reason === 'TokenExpired' ? { outcome: 'token_expired', error } : { outcome: 'refused', error };
    }
    case 403:
      return {
        outcome: 'refused',
        error:
          body?.reason === 'AssociateNotEligible'
            ? new RetailerError('not_eligible', NOT_ELIGIBLE_MESSAGE)
            : new RetailerError('auth', `Retailer access denied: ${message}`),
      };
    case 404:
      // Only the API's own ResourceNotFound means "nothing found"; the SDK model requires resourceType.
      if (body?.type === 'ResourceNotFoundException' || typeof body?.resourceType === 'string')
        return { outcome: 'no_results' };
      return {
        outcome: 'refused',
        error: new RetailerError(
          'config',
          `Retailer API not found at ${context.url} (HTTP 404): CREATORS_API_URL may be wrong`,
        ),
      };
    case 429:
      return { outcome: 'throttled', retryAfterMs: retryAfterMs(res.headers.get('retry-after'), Date.now()) };
  }
  if (res.status >= 500) return { outcome: 'server_error' };
  return { outcome: 'refused', error: new RetailerError('bad_request', `Retailer refused the request: ${message}`) };
}
