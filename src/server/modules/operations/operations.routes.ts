import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../errors';
import { METRICS_SCHEME, rawResponse } from '../../plugins/openapi';
import { metricsAccess } from './metrics-access';
import type { OperationsService } from './operations.service';

/** Readiness for load balancers and orchestrators, and the Prometheus metrics. */
export function operationsRoutes({
  operations,
  metricsToken,
}: {
  operations: OperationsService;
  metricsToken: string | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ready',
      {
        schema: {
          operationId: 'getReadiness',
          summary: 'Whether this instance should receive traffic',
          description: 'Ready when the database answers, the migrations are applied and the instance is not draining.',
          tags: ['system'],
          security: [],
          response: {
            200: z.object({ status: z.literal('ready') }),
            503: z.object({ status: z.literal('not_ready'), reason: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        const readiness = await operations.readiness();
        if (readiness.ready) return { status: 'ready' as const };
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ status: 'not_ready', reason: readiness.reason });
      },
    );

    app.get(
      '/metrics',
      {
        schema: {
          operationId: 'getMetrics',
          summary: 'Prometheus metrics of this instance (loopback only, or with the metrics bearer token).',
          tags: ['system'],
          security: [{}, { [METRICS_SCHEME]: [] }],
          response: { 200: rawResponse('text/plain', 'The metrics in the Prometheus text exposition format.') },
        },
      },
      async (request, reply) => {
        const access = metricsAccess(request, metricsToken);
        if (access === 'hidden') throw appError('not_found', 404, 'Not found');
        if (access === 'token') {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw appError('metrics.unauthorized', 401, 'A valid metrics token is required.');
        }
        return reply
          .header('content-type', operations.metricsContentType)
          .header('cache-control', 'no-store')
          .send(await operations.metricsText());
      },
    );
  };
}
