/**
 * What a service refuses, in the domain's words; the routes turn each kind into an HTTP answer
 * in one place (routes/route-errors.ts). The message is safe to show the user as it is.
 */
export class DomainError extends Error {}

/** The input breaks a rule of the domain (an unknown category, a duplicate, an unreadable file). */
export class InvalidInputError extends DomainError {}

/** The thing asked for does not exist (any more). */
export class NotFoundError extends DomainError {}

/** The request clashes with the current state (an unsubscribed address, a deal without a category). */
export class ConflictError extends DomainError {}

/** The service cannot take more work right now; trying again shortly may succeed. */
export class UnavailableError extends DomainError {}
