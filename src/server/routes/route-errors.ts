import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../http/errors';
import {
  ConflictError,
  DomainError,
  InvalidInputError,
  NotFoundError,
  UnavailableError,
} from '../services/domain-errors';

/** Hono's validator throws this when a JSON body does not parse (routes/router.ts feeds it the body). */
const MALFORMED_JSON = 'Malformed JSON in request body';

/**
 * The one mapping from what the services and the validators refuse to the API's error answers:
 * domain errors keep their message and get a status and a stable code; anything else passes as is.
 */
export function toHttpError(err: unknown): unknown {
  if (err instanceof DomainError) {
    if (err instanceof InvalidInputError) return new ApiError(400, 'validation_failed', err.message);
    if (err instanceof NotFoundError) return new ApiError(404, 'not_found', err.message);
    if (err instanceof ConflictError) return new ApiError(409, 'conflict', err.message);
    if (err instanceof UnavailableError) return new ApiError(503, 'unavailable', err.message);
    return new ApiError(400, 'validation_failed', err.message);
  }
  if (err instanceof HTTPException && err.status === 400 && err.message === MALFORMED_JSON) {
    return new ApiError(400, 'invalid_json', 'Request body is not valid JSON');
  }
  // The JSON validator refuses a body sent with another Content-Type.
  if (err instanceof HTTPException && err.status === 415) {
    return new ApiError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json)',
    );
  }
  return err;
}
