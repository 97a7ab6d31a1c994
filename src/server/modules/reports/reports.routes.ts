import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_KINDS,
  REPORT_ROW_COUNT_HEADER,
  REPORT_SCHEMAS,
  REPORTS_API,
  reportFileName,
  reportPageSchema,
  ZReportsOverviewSchema,
  type TReportKind,
  type TReportQueryOf,
} from '../../../shared/schemas/reports';
import { requireAdmin } from '../../plugins/viewer';
import type { ReportsService } from './reports.service';

/**
 * /admin/reports: the Overview's KPIs, six paged reports and their CSV exports. Admin only — signed out 401,
 * signed-in non-admin 403, as the other /api/admin routes — checked before the query is validated.
 */
export function reportsRoutes({ reports }: { reports: ReportsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const adminOnly = async (request: Parameters<typeof requireAdmin>[0]) => void (await requireAdmin(request));

    app.get(
      REPORTS_API.overview,
      { preValidation: adminOnly, schema: { tags, response: { 200: ZReportsOverviewSchema } } },
      async () => reports.overview(),
    );

    for (const kind of REPORT_KINDS) register(kind);

    function register<K extends TReportKind>(kind: K) {
      const { query, row } = REPORT_SCHEMAS[kind];
      app.get(
        REPORTS_API.list(kind),
        { preValidation: adminOnly, schema: { tags, querystring: query, response: { 200: reportPageSchema(row) } } },
        async (request) => reports.list(kind, request.query as TReportQueryOf[K]),
      );

      app.get(
        REPORTS_API.export(kind),
        { preValidation: adminOnly, schema: { tags, querystring: query } },
        async (request, reply) => {
          const { rowCount, body } = await reports.exportCsv(kind, request.query as TReportQueryOf[K]);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${reportFileName(kind)}"`)
            .header(REPORT_ROW_COUNT_HEADER, String(rowCount))
            .header('access-control-expose-headers', REPORT_ROW_COUNT_HEADER)
            .header('cache-control', 'no-store')
            .send(body);
        },
      );
    }
  };
}
