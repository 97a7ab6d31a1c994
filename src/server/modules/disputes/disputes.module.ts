import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { disputeEvidenceRoutes, disputesRoutes } from './disputes.routes';
import { createDisputesService, type DisputesService } from './disputes.service';

/** Disputes, their evidence, and the admin's resolution. */
export function createDisputesModule({
  db,
  projects,
  ledger,
  notifications,
  profiles,
  escrow,
  storage,
  activity,
}: Pick<ModuleContext, 'db'> &
  Pick<
    AppServices,
    'projects' | 'ledger' | 'notifications' | 'profiles' | 'escrow' | 'storage' | 'activity'
  >): ServerModule<DisputesService> {
  const disputes = createDisputesService({
    db,
    projects,
    ledger,
    notifications,
    profiles,
    // A resolution releases and/or refunds through escrow, inside the resolution transaction, with the dispute as
    // its cause.
    escrow: {
      release: (input, tx) => escrow.release({ ...input, cause: 'dispute' }, tx),
      refund: (input, tx) => escrow.refund({ ...input, cause: 'dispute' }, tx),
    },
    storage,
    activity,
  });
  return { service: disputes, routes: [disputesRoutes({ disputes }), disputeEvidenceRoutes({ disputes })] };
}
