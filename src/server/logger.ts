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

/** JSON logs (pretty on a development terminal); `destination` lets tests read what would be written. */
export function createLogger(env: Pick<TEnv, 'NODE_ENV' | 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = { level: env.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } };
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

/** What a log line says about a request: no headers, and the path without its query (links carry tokens). */
function requestSummary(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One access line per request: `request completed` (or `request errored`) at info, with the request's method, path,
 * host and address, the status and the time. Fastify's default writes a second line, `incoming request`, for every
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
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else this.#access.info({ [this.requestIdLogLabel]: request.id, ...line }, 'request completed');
  }
}
