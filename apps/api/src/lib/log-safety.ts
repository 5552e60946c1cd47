/**
 * What an error may say in a log line (issue 13, finding 5). A failed database call throws
 * Drizzle's DrizzleQueryError, whose message and `params` hold the query parameters (an e-mail,
 * an argon2id hash), around the driver's error, whose `detail` repeats key values
 * ("Key (email)=(…) already exists"). Logged as they were, a failing write during registration put
 * the hash in the log. Here an error keeps its type, the query text (placeholders only), the
 * database's code, message, table, column and constraint, and its stack frames; never the
 * parameters or the detail. Whatever text remains is scrubbed of anything shaped like an e-mail
 * address, a password hash or a token.
 */

const SCRUBBERS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s,;'")\]}]+/g, '[hash]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  // One-time link tokens: `{issued-at base36}-{HMAC base64url}`.
  [/\b[0-9a-z]{5,9}-[A-Za-z0-9_-]{43}\b/g, '[token]'],
  [/[^\s<>"'(),;:[\]{}=/]+@[^\s<>"'(),;:[\]{}=/@]+\.[A-Za-z]{2,}/g, '[email]'],
];

export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SCRUBBERS) out = out.replace(pattern, replacement);
  return out;
}

type ErrorLike = Error & Record<string, unknown>;

const isQueryError = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;

/** The message without parameters: Drizzle's "Failed query: …\nparams: …" loses its second part. */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return scrubSecrets(String(error));
  const e = error as ErrorLike;
  const message =
    isQueryError(e) && e.message.startsWith('Failed query: ') ? `Failed query: ${String(e.query)}` : e.message;
  return scrubSecrets(message.replace(/\nparams: [\s\S]*$/, ''));
}

/** Driver fields that name things, never values. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'table',
  'column',
  'constraint',
  'schema',
  'dataType',
  'routine',
  'statusCode',
];

/** The pino serializer for `err` (and Errors logged on their own). */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return scrubSecrets(String(error));
  const e = error as ErrorLike;
  const out: Record<string, unknown> = { type: e.name || e.constructor?.name, message: safeErrorMessage(e) };
  if (isQueryError(e)) out.query = scrubSecrets(String(e.query));
  for (const field of SAFE_FIELDS)
    if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  if (typeof e.stack === 'string') {
    // The stack starts with the message: keep only the frames, after the safe message.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = scrubSecrets([`${String(out.type)}: ${String(out.message)}`, ...frames].join('\n'));
  }
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** The shape pino and Fastify expect of an `err` serializer. */
export function errSerializer(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const out = serializeError(error);
  if (typeof out === 'string') return { type: 'Error', message: out, stack: '' };
  return { ...out, type: String(out.type), message: String(out.message), stack: String(out.stack ?? '') };
}
