/**
 * Secrets out of log lines, at any depth, for the price of a walk over the line's own keys.
 *
 * Pino's `redact` (pino 10: @pinojs/redact) clones every value it is asked about, and a path that
 * starts with a wildcard (`*.password`) makes it ask about every key of every line: that was 4–6 µs
 * of each request's access line, a tenth of a cached authenticated read (decision 015). This walk
 * allocates nothing unless it finds a secret, and then copies only the objects on the way to it.
 */

const CENSOR = '[Redacted]';

/**
 * Keys whose values are credentials or carry personal data: request and response headers that hold
 * credentials, the fields of the auth forms, API keys, and `params` (drizzle's query errors carry
 * the statement's bound values: e-mails, chat text, hashes).
 */
const SECRET_KEYS = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'password',
  'currentpassword',
  'newpassword',
  'token',
  'apikey',
  'params',
]);

/** Deep enough for `{ req: { headers: { cookie } } }` and a body inside an error's cause. */
const MAX_DEPTH = 6;

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase());
}

/** Plain data a line may carry (object literals, Node's null-prototype header objects, arrays). */
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `value` with every secret-named property censored, or `value` itself when there is none. Class
 * instances other than errors (a Fastify request, a Date, a Buffer) are left to their serializers.
 * Errors are walked too: JSON of an error logged under another key than `err` shows its own
 * enumerable properties (a query error's `params`).
 */
function clean(value: unknown, depth: number, toPlainError: (err: Error) => Record<string, unknown>): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  const isError = value instanceof Error;
  if (!isError && !isPlainContainer(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const next = clean(value[i], depth + 1, toPlainError);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const source = isError ? toPlainError(value) : (value as Record<string, unknown>);
  let copy: Record<string, unknown> | null = isError ? source : null;
  for (const key of Object.keys(source)) {
    const v = source[key];
    const next = isSecretKey(key) && v !== undefined ? CENSOR : clean(v, depth + 1, toPlainError);
    if (next !== v) (copy ??= { ...source })[key] = next;
  }
  return copy ?? value;
}

/**
 * Pino's `formatters.log`: runs on each line's own object before the serializers (`req`, `err`),
 * which make Fastify's requests and errors safe themselves.
 */
export function createLogRedactor(serializeError: (err: Error) => unknown) {
  const toPlainError = (err: Error) => {
    const out = serializeError(err);
    return out && typeof out === 'object' ? { ...(out as Record<string, unknown>) } : { message: String(out) };
  };
  return (line: Record<string, unknown>): Record<string, unknown> => {
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(line)) {
      const v = line[key];
      // An error under `err` is walked as the err serializer makes it (query parameters cleaned out
      // of message and stack), so a credential the error carries is censored too.
      const next = isSecretKey(key) && v !== undefined ? CENSOR : clean(v, 1, toPlainError);
      if (next !== v) (copy ??= { ...line })[key] = next;
    }
    return copy ?? line;
  };
}
