/** Socket errors meaning the database server cannot be reached or went away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATE 57P01-57P03: the server is shutting down, crashed or is starting; class 08: connection exceptions. */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres says these in words, without a code. */
const LOST_CONNECTION = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Did this error (or one it wraps: drizzle wraps the driver's) come from losing the database
 * connection, rather than from the query? Such requests get a 503, and the pool reconnects.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE_STATES.has(code) || code.startsWith('08')))
      return true;
    if (LOST_CONNECTION.some((words) => e instanceof Error && e.message.startsWith(words))) return true;
  }
  return false;
}
