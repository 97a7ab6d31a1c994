import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { TEnv } from '../config/env';
import { trustProxyHops } from '../lib/trusted-proxies';
import { RequestLogController } from '../logger';
import { routeLabelOf } from './page-routes';
import { serializerCompiler } from './serializer';

/** An id a proxy in front of us assigned (nginx's $request_id): kept so both logs name the same request. */
const FORWARDED_REQUEST_ID = /^[\w.-]{8,64}$/;

/** The Fastify instance: body limit, trusted proxies, request ids, the request log, zod validation and serialization. */
export function createServerInstance(env: TEnv, logger: Logger) {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 256 * 1024,
    // Only the configured number of proxy hops is trusted (default none); rate limits and the request log use it.
    trustProxy: trustProxyHops(env.TRUST_PROXY_HOPS),
    genReqId: (request) => {
      const forwarded = env.TRUST_PROXY_HOPS > 0 ? request.headers['x-request-id'] : undefined;
      return typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : crypto.randomUUID();
    },
    // While draining, requests on connections already open are still answered (with `connection: close`): a load
    // balancer's kept-alive connection must not get a 503 for a request it cannot safely retry.
    return503OnClosing: false,
    logController: new RequestLogController(logger),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Every answer names its request id, closes its connection once the drain has begun, and is counted in the metrics. */
export function registerRequestHooks(
  app: FastifyInstance,
  {
    lifecycle,
    observe,
  }: {
    lifecycle: { readonly draining: boolean };
    observe: (route: string, method: string, status: number, seconds: number) => void;
  },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // A response sent once the drain has begun closes its connection, so nothing new arrives on it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    observe(routeLabelOf(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
