import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalisePagePath } from '../../../shared/domain/analytics';
import {
  ZAnalyticsEventRequestSchema,
  ZAnalyticsEventsQuerySchema,
  ZAnalyticsEventsResponseSchema,
  ZAnalyticsSummarySchema,
} from '../../../shared/schemas/analytics';
import { RATE_LIMITS } from '../../config/limits';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import { requireAdmin } from '../../plugins/viewer';
import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Guests record events too (the catalog and the builder are public), so the route is rate-limited per address.
    app.post(
      '/api/analytics/events',
      {
        config: { rateLimit: RATE_LIMITS.analyticsEvents },
        schema: {
          operationId: 'recordAnalyticsEvent',
          summary: 'Record a browser analytics event (page view, builder step, proposal accepted)',
          security: OPTIONAL_SESSION,
          tags: ['analytics'],
          description:
            'Records a browser event (page_view, builder_step, proposal_preview_accepted). Properties are scalars; ' +
            'keys naming personal data (email, name, phone, message, text, token, …) and values that look like an ' +
            'e-mail address or phone number are refused.',
          body: ZAnalyticsEventRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { name, properties } = request.body;
        await analytics.record({
          name,
          userId: viewer?.userId ?? null,
          // A page view's path is normalised here too, whatever the browser sent (no query string, ids as `:id`).
          properties:
            name === 'page_view' && typeof properties.path === 'string'
              ? { ...properties, path: normalisePagePath(properties.path) }
              : properties,
        });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/analytics/events',
      {
        schema: {
          operationId: 'listAnalyticsEvents',
          summary: 'List the newest analytics events (the live monitor)',
          tags: ['analytics'],
          description: 'The newest 50 analytics events, newest first, optionally of one name (the live monitor).',
          querystring: ZAnalyticsEventsQuerySchema,
          response: { 200: ZAnalyticsEventsResponseSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return analytics.listNewest(request.query.name);
      },
    );

    app.get(
      '/api/admin/analytics/summary',
      {
        schema: {
          operationId: 'getAnalyticsSummary',
          summary: 'Count the analytics events stored and recorded in the last 24 hours',
          tags: ['analytics'],
          response: { 200: ZAnalyticsSummarySchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return analytics.summary();
      },
    );
  };
}
