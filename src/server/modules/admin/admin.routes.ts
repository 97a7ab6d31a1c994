import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminStatsSchema } from '../../../shared/schemas/admin-stats';
import { requireAdmin } from '../../plugins/viewer';
import { ZDemoStatusSchema, type TDemoStatus } from '../../../shared/schemas/demo';
import type { AdminStatsService } from './admin-stats.service';

export function adminRoutes({
  adminStats,
  demoStatus,
}: {
  adminStats: AdminStatsService;
  demoStatus: () => Promise<TDemoStatus>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed out 401, signed-in non-admin 403, as the other /api/admin routes.
    app.get(
      '/api/admin/stats',
      {
        schema: {
          operationId: 'getAdminStats',
          summary: "Read the admin dashboard's headline figures",
          tags: ['admin'],
          response: { 200: ZAdminStatsSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return adminStats.stats();
      },
    );

    app.get(
      '/api/admin/demo-status',
      {
        schema: {
          operationId: 'getDemoStatus',
          summary: "Read how far the living demo's history is seeded",
          tags: ['admin'],
          response: { 200: ZDemoStatusSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return demoStatus();
      },
    );
  };
}
