/**
 * Which failures mean "the database is down, stuck or too slow" (decision 0014): the error
 * handler answers those 503 SERVICE_UNAVAILABLE instead of 500. Drizzle wraps driver errors
 * (`DrizzleQueryError`, the driver's error in `cause`), so the whole cause chain is read.
 */

/**
 * PostgreSQL SQLSTATEs of an unavailable server: 57014 query_canceled (statement_timeout),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08 connection
 * exceptions, 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Errors of an outgoing connection only: a server that cannot be reached. */
const CONNECT_ERRNOS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * Errors of any socket, a client's too (an upload cut by its sender is ECONNRESET): they
 * mean the database only inside a failed query (drizzle's wrapper) or a connect.
 */
const SOCKET_ERRNOS = new Set(['ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** Messages node-postgres and pg-pool throw without a code (connect timeout, dropped connection, closed pool). */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

/** Disk-full errnos (no space, quota exceeded). */
const OUT_OF_SPACE_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);

/** Every error of `err`'s cause chain (at most 6 deep), `err` first. */
function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = err; e && typeof e === 'object' && chain.length < 6; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

function codeOf(e: unknown): string | undefined {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when `err` (or an error in its cause chain) says the database cannot answer now: a
 * refused or dropped connection, an administrator shutdown, a statement or pool-connect
 * timeout (PostgreSQL's, or the PGlite watchdog's 57014), a closed pool.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const chain = causes(err);
  const inQuery = chain.some(
    (e) => (e as { constructor?: { name?: string } }).constructor?.name === 'DrizzleQueryError',
  );
  return chain.some((e) => {
    const code = codeOf(e);
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || CONNECT_ERRNOS.has(code))) return true;
    if (code && SOCKET_ERRNOS.has(code) && (inQuery || (e as { syscall?: unknown }).syscall === 'connect')) return true;
    if (Array.isArray((e as { errors?: unknown }).errors)) {
      // AggregateError of a connect to several addresses (::1 and 127.0.0.1).
      if ((e as { errors: unknown[] }).errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    }
    const message = (e as { message?: unknown }).message;
    return typeof message === 'string' && !code && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
  });
}

/** True when `err` (or an error in its cause chain) is a full disk: ENOSPC or EDQUOT. */
export function isOutOfSpace(err: unknown): boolean {
  return causes(err).some((e) => {
    const code = codeOf(e);
    return code !== undefined && OUT_OF_SPACE_ERRNOS.has(code);
  });
}

/**
 * The error the PGlite watchdog rejects a query with when the embedded database stays busy
 * longer than the statement timeout. Carries PostgreSQL's code for a canceled statement
 * (57014), so it is answered like PostgreSQL's own statement timeout.
 */
export class StatementTimeoutError extends Error {
  override name = 'StatementTimeoutError';
  readonly code = '57014';
  constructor(readonly timeoutMs: number) {
    super(`canceling statement due to statement timeout: the embedded database was busy for more than ${timeoutMs} ms`);
  }
}
