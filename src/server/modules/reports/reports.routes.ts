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
import { rawResponse } from '../../plugins/openapi';
import { requireAdmin } from '../../plugins/viewer';
import type { ReportsService } from './reports.service';

/**
 * /admin/reports: the Overview's KPIs, six paged reports and their CSV exports. Admin only — signed out 401,
 * signed-in non-admin 403, as the other /api/admin routes — checked before the query is validated.
 */
export function reportsRoutes({ reports }: { reports: ReportsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];
    const adminOnly = async (request: Parameters<typeof requireAdmin>[0]) => void (await requireAdmin(request));

    app.get(
      REPORTS_API.overview,
      {
        preValidation: adminOnly,
        schema: {
          operationId: 'getReportsOverview',
          summary: "Read the reports Overview's KPIs",
          tags,
          response: { 200: ZReportsOverviewSchema },
        },
      },
      async () => reports.overview(),
    );

    for (const kind of REPORT_KINDS) register(kind);

    function register<K extends TReportKind>(kind: K) {
      const { query, row } = REPORT_SCHEMAS[kind];
      // In the API document: listProjectsReport, exportProjectsReportCsv…
      const title = `${kind[0]!.toUpperCase()}${kind.slice(1)}`;
      app.get(
        REPORTS_API.list(kind),
        {
          preValidation: adminOnly,
          schema: {
            operationId: `list${title}Report`,
            summary: `Page through the ${kind} report, filtered, searched and sorted`,
            tags,
            querystring: query,
            response: { 200: reportPageSchema(row) },
          },
        },
        async (request) => reports.list(kind, request.query as TReportQueryOf[K]),
      );

      app.get(
        REPORTS_API.export(kind),
        {
          preValidation: adminOnly,
          schema: {
            operationId: `export${title}ReportCsv`,
            summary: `Download the ${kind} report as CSV, filtered, searched and sorted`,
            response: {
              200: rawResponse(
                'text/csv',
                'The report as CSV (attachment), at most 10,000 rows; the row count in the X-Total-Count header.',
              ),
            },
            tags,
            querystring: query,
          },
        },
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
