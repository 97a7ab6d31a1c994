import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACTIVITY_API,
  adminActivityFileName,
  ZAdminActivityAdminsSchema,
  ZAdminActivityPageSchema,
  ZAdminActivityQuerySchema,
} from '../../../shared/schemas/admin-activity';
import { REPORT_ROW_COUNT_HEADER } from '../../../shared/schemas/reports';
import { requireAdmin } from '../../plugins/viewer';
import type { AdminActivityService } from './admin-activity.service';

/** The Activity tab: the log, its admins for the filter, and the CSV export. Admin only, checked before validation. */
export function adminActivityRoutes({ activity }: { activity: AdminActivityService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    app.addHook('onRequest', async (request) => void (await requireAdmin(request)));

    app.get(
      ADMIN_ACTIVITY_API.list,
      { schema: { tags, querystring: ZAdminActivityQuerySchema, response: { 200: ZAdminActivityPageSchema } } },
      async (request) => activity.list(request.query),
    );

    app.get(ADMIN_ACTIVITY_API.admins, { schema: { tags, response: { 200: ZAdminActivityAdminsSchema } } }, async () =>
      activity.admins(),
    );

    app.get(
      ADMIN_ACTIVITY_API.export,
      { schema: { tags, querystring: ZAdminActivityQuerySchema } },
      async (request, reply) => {
        const { rowCount, body } = await activity.exportCsv(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${adminActivityFileName()}"`)
          .header(REPORT_ROW_COUNT_HEADER, String(rowCount))
          .header('access-control-expose-headers', REPORT_ROW_COUNT_HEADER)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
