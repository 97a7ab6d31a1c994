import type { AppServices, ServerModule } from '../../app-services';
import type { TDemoStatus } from '../../../shared/schemas/demo';
import { adminRoutes } from './admin.routes';
import { createAdminStatsService, type AdminStatsService } from './admin-stats.service';

/** The admin dashboard's headline figures and the living demo's seeding progress. */
export function createAdminModule({
  projects,
  quotes,
  ledger,
  demo,
}: Pick<AppServices, 'projects' | 'quotes' | 'ledger'> & {
  /** The living demo's seeder, where it is on. */
  demo: { status: () => Promise<TDemoStatus> } | null;
}): ServerModule<AdminStatsService> {
  const adminStats = createAdminStatsService({ projects, quotes, ledger });
  // Until the seeding's first step, a history that is on but not started reads as seeding at 0 %.
  const demoStatus = async (): Promise<TDemoStatus> => {
    const status = demo ? await demo.status() : null;
    return !status ? { state: 'off', percent: 0 } : status.state === 'off' ? { state: 'seeding', percent: 0 } : status;
  };
  return { service: adminStats, routes: [adminRoutes({ adminStats, demoStatus })] };
}
