import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { agenciesAdminRoutes } from './agencies-admin.routes';
import { agenciesRoutes } from './agencies.routes';
import { createAgenciesService, type AgenciesService } from './agencies.service';

/** Agencies: their roster, payout splits and the admin's directory. */
export function createAgenciesModule({
  db,
  publicUrl,
  mailer,
  notifications,
  profiles,
  accounts,
  projects,
  experts,
  ledger,
}: Pick<ModuleContext, 'db' | 'publicUrl'> &
  Pick<
    AppServices,
    'mailer' | 'notifications' | 'profiles' | 'accounts' | 'projects' | 'experts' | 'ledger'
  >): ServerModule<AgenciesService> {
  const agencies = createAgenciesService({
    db,
    mailer,
    notifications,
    profiles,
    accounts,
    projects: { listDeliveredBy: async (userId) => (await projects.listForExpert(userId)).projects },
    experts: { isVetted: (userId) => experts.isVetted(userId) },
    ledger,
    publicUrl,
  });
  return { service: agencies, routes: [agenciesRoutes({ agencies }), agenciesAdminRoutes({ agencies })] };
}
