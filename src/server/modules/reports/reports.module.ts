import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { reportsRoutes } from './reports.routes';
import { createReportsService, type ReportsService } from './reports.service';

/** The admin's reports and their CSV exports. */
export function createReportsModule({
  db,
  jobs,
}: Pick<ModuleContext, 'db'> & Pick<AppServices, 'jobs'>): ServerModule<ReportsService> {
  const reports = createReportsService({ db, jobs });
  return { service: reports, routes: [reportsRoutes({ reports })] };
}
