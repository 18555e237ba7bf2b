/**
 * What the logs never carry (issue 20 §4): cookies, bearer tokens, API keys and request bodies by
 * path; and the parameters of a failed SQL statement, which drizzle writes into its error (a login's
 * e-mail and password hash, a card's digits): the statement stays, its values go.
 */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-action-log-key"]',
  'req.headers["x-api-key"]',
  'req.body',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.paymentPassword',
  '*.cardNumber',
  '*.token',
  // an SFTP destination's password or private key (developer/notify)
  '*.secret',
];

type ErrLike = Error & { params?: unknown; cause?: unknown };
type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };

const PARAMS_IN_TEXT = /\nparams: [^\n]*/g;

/**
 * An error as a log line's `err` (type, message, stack, its own fields such as `code`, its cause),
 * with the values of a failed query left out: drizzle's message is "Failed query: <sql>\nparams: <values>".
 */
export function safeErr(e: ErrLike, depth = 0): Serialized {
  const out: Serialized = {
    type: e?.constructor?.name ?? 'Error',
    message: String(e?.message ?? e).replace(PARAMS_IN_TEXT, '\nparams: [redacted]'),
    stack: String(e?.stack ?? '').replace(PARAMS_IN_TEXT, '\nparams: [redacted]'),
  };
  for (const [k, v] of Object.entries(e ?? {})) {
    if (k === 'cause' || k === 'message' || k === 'stack') continue;
    out[k] = k === 'params' ? '[redacted]' : v;
  }
  if (e?.cause instanceof Error && depth < 5) out.cause = safeErr(e.cause as ErrLike, depth + 1);
  return out;
}
