import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { TEnv } from './config/env';

/** Paths that may carry secrets; pino replaces them before a line is written. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.apiKey',
  '*.secret',
];

/**
 * Path segments that follow these carry a secret (better-auth's reset link is `/reset-password/<token>`, first-admin
 * setup's `/setup/<token>` and `/api/setup/<token>`).
 */
const TOKEN_SEGMENT = /(\/(?:reset-password|token|tokens|verify-email|magic-link|setup)\/)[^/?#]+/gi;

/** A URL or path fit for a log line: no query string or fragment (links carry tokens) and no token path segment. */
export function loggablePath(url: string): string {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).replace(TOKEN_SEGMENT, '$1[redacted]');
}

/** Fields on which database errors carry the failing statement's values (drizzle `params`, pg `detail` and `where`). */
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where']);

/**
 * drizzle wraps a failed statement in `Failed query: <sql>\nparams: <values>` (message and stack), and pg's
 * `detail` quotes the offending row (`Key (email)=(a@b.c) already exists.`): values such as e-mails or brief text.
 * The statement stays (it names the table and columns); the values do not. Applied to causes too.
 */
function withoutQueryValues(serialized: unknown, depth = 0): unknown {
  if (!serialized || typeof serialized !== 'object' || depth > 5) return serialized;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (QUERY_VALUE_FIELDS.has(key)) out[key] = '[redacted]';
    else if (key === 'message' && typeof value === 'string')
      out[key] = value.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
    else if (key === 'stack' && typeof value === 'string')
      out[key] = value.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
    else if (value && typeof value === 'object') out[key] = withoutQueryValues(value, depth + 1);
    else out[key] = value;
  }
  return out;
}

/** Causes are written as objects (a failed query's pg error keeps its code and constraint), each cleaned the same. */
const errorSerializer = (error: Error) => withoutQueryValues(pino.stdSerializers.errWithCause(error));

/** JSON logs (pretty on a development terminal); `destination` lets tests read what would be written. */
export function createLogger(env: Pick<TEnv, 'NODE_ENV' | 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      err: errorSerializer,
      error: errorSerializer,
      path: (path: unknown) => (typeof path === 'string' ? loggablePath(path) : path),
    },
  };
  if (destination) return pino(options, destination);
  if (env.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  // Each line is written to stdout when it is logged (as node itself writes to a pipe on Linux). pino's default,
  // asynchronous, sends every line through libuv's thread pool on its own: under load that hand-over cost more CPU
  // than the rest of a cached read. Written at once, no line waits in memory for a crash to lose it.
  return pino(options, pino.destination({ dest: 1, sync: true }));
}

/**
 * What a log line says about a request: no headers, the path without its query or token segments, and the client's
 * address as TRUST_PROXY_HOPS picks it (behind nginx, the client's, not nginx's; nor nginx's port, hence no port).
 */
function requestSummary(request: FastifyRequest) {
  return { method: request.method, url: loggablePath(request.url), host: request.host, remoteAddress: request.ip };
}

/**
 * One access line per request: `request completed` (or `request errored`) at info, with the request's id, method,
 * path, route pattern, host and address, the status and the time. Fastify's default writes a second line, `incoming request`, for every
 * request; that one is written at debug only.
 */
export class RequestLogController extends LogController {
  readonly #access: Logger;

  constructor(logger: Logger) {
    super();
    // pino runs its redaction over every key of every line. The access line carries only the fields above, none of
    // them secret, so it is written without that pass; everything else logged for a request keeps it.
    this.#access = logger.child({}, { redact: [] });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !this.#access.isLevelEnabled('debug')) return;
    request.log.debug({ req: requestSummary(request) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: requestSummary(request),
      // The route's pattern (`/api/projects/:id`), for grouping lines without the ids in the path.
      route: request.routeOptions.url ?? null,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else this.#access.info({ [this.requestIdLogLabel]: request.id, ...line }, 'request completed');
  }
}
