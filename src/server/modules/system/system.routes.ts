import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicConfigSchema, type TPublicConfig } from '../../../shared/schemas/config';
import { RATE_LIMITS } from '../../config/limits';
import type { Database } from '../../db/client';
import { ping } from '../../db/raw-sql';

/** Health, public configuration and the client's not-found reports. */
export function systemRoutes({
  db,
  publicConfig,
}: {
  db: Database;
  publicConfig: TPublicConfig;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          operationId: 'getHealth',
          summary: 'Check that the server and its database answer',
          security: [],
          tags: ['system'],
          response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
        },
      },
      async () => {
        await ping(db);
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );

    app.get(
      '/api/config',
      {
        schema: {
          operationId: 'getPublicConfig',
          summary: "Read the web app's public configuration",
          security: [],
          tags: ['system'],
          response: { 200: ZPublicConfigSchema },
        },
      },
      async () => publicConfig,
    );

    app.post(
      '/api/telemetry/not-found',
      {
        config: { rateLimit: RATE_LIMITS.notFoundTelemetry },
        schema: {
          operationId: 'reportPageNotFound',
          summary: 'Report a page path the web app could not find',
          security: [],
          tags: ['system'],
          body: z.object({ path: z.string().max(2048) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        request.log.warn({ path: request.body.path }, 'page not found');
        return reply.status(204).send(null);
      },
    );
  };
}
