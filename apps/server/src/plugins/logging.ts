import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { createLogRedactor } from './log-redaction.ts';

/** The header carrying a request's id: read from a trusted proxy, always returned to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it looks like one (UUIDs, nginx's $request_id, Heroku/Envoy ids):
 * an arbitrary header would otherwise put attacker-chosen text, of any length, in every log line.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/** Query parameters whose values are secrets: the mailed verification and reset links carry a token. */
const SECRET_QUERY = /([?&](?:token|code|key|api_key|password|secret|signature)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[Redacted]') : url;
}

/** Pino options for Fastify: JSON lines (Pino's default), secrets redacted, request URLs without tokens. */
export function loggerOptions(level: string, extra: { stream?: unknown; file?: string } & Record<string, unknown> = {}): object {
  const { file, ...rest } = extra;
  const redactor = createLogRedactor((err) => serializeError(err));
  return {
    level,
    // Written asynchronously: lines that arrive while a write is in flight go out together in the
    // next one, instead of one blocking write(2) per line on the request path (a tenth of a cached
    // read's CPU). Pino flushes what is pending synchronously when the process exits.
    stream: rest.stream ?? pino.destination({ dest: file ?? 1, sync: false }),
    // Anything that can carry a credential (headers, auth form fields, tokens, query parameters),
    // wherever a line holds it: Fastify's own request serializer logs no headers or bodies; this
    // catches the code that logs more (`log.info({ req: { headers } })`, a body while debugging).
    // Not child loggers' bindings: Pino formats only the root's (the app binds only request ids).
    formatters: { log: redactor },
    serializers: {
      // Fastify's default request serializer, with the URL's secret parameters blanked. Anything else
      // logged under `req` is passed on as it is (and the redaction above still applies).
      req: (req: FastifyRequest | Record<string, unknown>) => (isFastifyRequest(req) ? serializeRequest(req) : req),
      err: serializeError,
    },
    ...rest,
  };
}

const REDACTED = '[Redacted]';

/** Drizzle's query errors end their message with the parameters: `Failed query: …\nparams: …`. */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

/**
 * Pino's error serializer (type, message and stack with those of its causes, own properties),
 * without the values a failed SQL statement was sent with. DrizzleQueryError puts them in `params`
 * and at the end of its message, hence in the stack too; PostgreSQL's `detail` quotes the row of a
 * constraint violation ("Failing row contains (…)", "Key (email)=(…)"). The SQL text stays: it has
 * only placeholders, and it says which statement failed.
 */
export function serializeError(err: unknown): unknown {
  // Already made plain by the redaction pass (log-redaction.ts), which serialises errors with this.
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as unknown;
  if (!out || typeof out !== 'object') return out;
  const o = out as Record<string, unknown>;
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) {
    if (!('params' in e)) continue;
    const clean = e.message.replace(PARAMS_IN_MESSAGE, `\nparams: ${REDACTED}`);
    if (clean === e.message) continue;
    // split/join: a literal replacement, whatever `$` the SQL holds.
    for (const key of ['message', 'stack'] as const) {
      if (typeof o[key] === 'string') o[key] = (o[key] as string).split(e.message).join(clean);
    }
  }
  if ('params' in o) o.params = REDACTED;
  if (typeof o.detail === 'string') o.detail = REDACTED;
  return o;
}

function isFastifyRequest(req: unknown): req is FastifyRequest {
  return typeof req === 'object' && req !== null && 'raw' in req && typeof (req as FastifyRequest).url === 'string';
}

function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * Fastify options for request ids. Behind a proxy (TRUST_PROXY) a sane X-Request-Id from it is kept,
 * so one id follows the request through the proxy's log and ours; otherwise every request gets a UUID.
 */
export function requestIdOptions(trustProxy: boolean) {
  return {
    // Fastify's own header handling would take any value; genReqId decides instead.
    requestIdHeader: false as const,
    genReqId: (req: IncomingMessage): string => {
      const incoming = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
      return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

/** Every response says which id its log lines carry, so a user's report can be matched to the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}

/**
 * One access line per request, written when it is answered (method, URL without secrets, status,
 * time). Fastify's default writes two, each through the request and reply serializers: a third of
 * the CPU of a cached authenticated read (decision 015). The arrival is still logged at `debug`, for
 * hunting a request that never finishes. Routes with their own `logLevel` (the probes) follow it.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // Pino makes a disabled level a no-op: nothing is serialised at info.
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Flat: Pino writes strings and numbers directly, nested objects through a safe stringify.
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
