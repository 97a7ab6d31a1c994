import type { ModuleContext, ServerModule } from '../../app-services';
import { createLedgerService, type LedgerService } from './ledger.service';

/** The double-entry ledger every money movement is booked in; it has no routes of its own. */
export function createLedgerModule({ db }: Pick<ModuleContext, 'db'>): ServerModule<LedgerService> {
  return { service: createLedgerService({ db }), routes: [] };
}
