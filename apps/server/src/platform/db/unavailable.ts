/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, failing
 * over, out of connections) rather than that the request was wrong: such a request is answered 503
 * with the envelope (the caller may retry), not 500, and the process keeps running; the pool opens
 * new connections once the database is back. Drizzle wraps the driver's error: the cause chain is read.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot
// connect now), 53300 (too many connections) — https://www.postgresql.org/docs/15/errcodes-appendix.html
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (MESSAGES.test(String((e as { message?: unknown }).message ?? ''))) return true;
  }
  return false;
}
