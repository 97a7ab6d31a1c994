import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACTIVITY_API,
  adminActivityFileName,
  ZAdminActivityAdminsSchema,
  ZAdminActivityPageSchema,
  ZAdminActivityQuerySchema,
} from '../../../shared/schemas/admin-activity';
import { REPORT_ROW_COUNT_HEADER } from '../../../shared/schemas/reports';
import { rawResponse } from '../../plugins/openapi';
import { requireAdmin } from '../../plugins/viewer';
import type { AdminActivityService } from './admin-activity.service';

/** The Activity tab: the log, its admins for the filter, and the CSV export. Admin only, checked before validation. */
export function adminActivityRoutes({ activity }: { activity: AdminActivityService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin-activity'];
    app.addHook('onRequest', async (request) => void (await requireAdmin(request)));

    app.get(
      ADMIN_ACTIVITY_API.list,
      {
        schema: {
          operationId: 'listAdminActivity',
          summary: 'Page through the admin activity log, filtered',
          tags,
          querystring: ZAdminActivityQuerySchema,
          response: { 200: ZAdminActivityPageSchema },
        },
      },
      async (request) => activity.list(request.query),
    );

    app.get(
      ADMIN_ACTIVITY_API.admins,
      {
        schema: {
          operationId: 'listActivityAdmins',
          summary: 'List the admins who appear in the activity log (for its filter)',
          tags,
          response: { 200: ZAdminActivityAdminsSchema },
        },
      },
      async () => activity.admins(),
    );

    app.get(
      ADMIN_ACTIVITY_API.export,
      {
        schema: {
          operationId: 'exportAdminActivityCsv',
          summary: 'Download the filtered admin activity log as CSV',
          response: {
            200: rawResponse('text/csv', 'The log as CSV (attachment); the row count in the X-Total-Count header.'),
          },
          tags,
          querystring: ZAdminActivityQuerySchema,
        },
      },
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
