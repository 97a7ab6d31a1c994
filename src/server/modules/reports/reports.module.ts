import type { ModuleContext, ServerModule } from '../../app-services';
import { kpiCompactionJob } from './report-kpis-compaction';
import { reportsRoutes } from './reports.routes';
import { createReportsService, type ReportsService } from './reports.service';

/** The admin's reports and their CSV exports; the maintained KPI deltas are compacted every five minutes. */
export function createReportsModule({ db }: Pick<ModuleContext, 'db'>): ServerModule<ReportsService> {
  const reports = createReportsService({ db });
  return { service: reports, routes: [reportsRoutes({ reports })], jobs: [kpiCompactionJob(reports.compactKpis)] };
}
