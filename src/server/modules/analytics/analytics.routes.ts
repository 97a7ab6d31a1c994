import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalyticsEventRequestSchema } from '../../../shared/schemas/analytics';
import { RATE_LIMITS } from '../../config/limits';
import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Guests record events too (the builder is public), so the route is rate-limited per address.
    app.post(
      '/api/analytics/events',
      {
        config: { rateLimit: RATE_LIMITS.analyticsEvents },
        schema: { tags: ['analytics'], body: ZAnalyticsEventRequestSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        await analytics.record({
          name: request.body.name,
          userId: viewer?.userId ?? null,
          properties: request.body.properties,
        });
        return reply.status(204).send(null);
      },
    );
  };
}
