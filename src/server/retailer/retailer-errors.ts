/**
 * Why a retailer call failed; the message is safe to show the operator. `config`: one of our
 * settings is wrong (partner tag, API URL).
 */
export type RetailerErrorKind =
  'rate_limited' | 'not_eligible' | 'auth' | 'config' | 'bad_request' | 'unavailable' | 'timeout';

export const NOT_ELIGIBLE_MESSAGE = 'Retailer account not eligible (it needs 10 qualifying sales in 30 days)';

export class RetailerError extends Error {
  constructor(
    readonly kind: RetailerErrorKind,
    message: string,
    /** For rate_limited: when the retailer will accept requests again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RetailerError';
  }
}

/** An error every further call would meet too (sign-in refused, account not eligible, wrong settings): stop asking. */
export const failsEveryCall = (err: unknown): err is RetailerError =>
  err instanceof RetailerError && (err.kind === 'auth' || err.kind === 'not_eligible' || err.kind === 'config');

export const rateLimitedError = (seconds: number) =>
  new RetailerError('rate_limited', `Retailer rate limited, retry in ${seconds} s`, seconds);
