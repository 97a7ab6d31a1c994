import type { Logger } from 'pino';
import type { TProviderReconciliation } from '../../../shared/schemas/escrow';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { DocumentsService } from '../documents/documents.service';
import type { Database } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import type { TLedgerCause } from '../../../shared/domain/ledger';
import type { AgenciesService } from '../agencies/agencies.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import { createEscrowRepository } from './escrow.repository';

export const PAYOUTS_JOB = 'escrow_payouts';
export const REFUNDS_JOB = 'escrow_refunds';
export const CURRENCY = 'gbp';

/** What H3 (disputes), milestones and pack completion pass to move escrow. Idempotent on causeId. */
export type EscrowMovement = {
  projectId: string;
  milestoneId: string | null;
  /** Minor units, > 0. */
  amount: number;
  /** Identifies the movement: the same causeId releases (or refunds) once, whatever retries happen. */
  causeId: string;
  description: string;
  /** The ledger's cause; default 'milestone' with a milestone, else 'order'. Disputes pass 'dispute'. */
  cause?: TLedgerCause;
  /**
   * A refund of one particular payment: its provider reference (the refund goes through it), or null for money that
   * came by bank transfer (a person sends it back). Unset: the payment that funded the milestone or pack.
   */
  paymentReference?: string | null;
};

/**
 * Platform fee of a release: `platform_fee_percent` of the amount, rounded half up to a whole minor unit
 * (Math.round); the expert payable is the rest, so fee + payable always equals the amount released.
 */
export function platformFee(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * Splits the payable by whole-percent shares: each share rounded down, the pennies left over go to the largest share
 * (the first listed on a tie), so the parts always add up to the payable.
 */
export function splitPayable(payable: number, shares: { userId: string; sharePercent: number }[]) {
  const totalPercent = shares.reduce((total, share) => total + share.sharePercent, 0);
  const parts = shares.map((share) => ({
    userId: share.userId,
    amount: Math.floor((payable * share.sharePercent) / totalPercent),
  }));
  const left = payable - parts.reduce((total, part) => total + part.amount, 0);
  const largest = shares.reduce(
    (best, share, index) => (share.sharePercent > shares[best]!.sharePercent ? index : best),
    0,
  );
  parts[largest]!.amount += left;
  return parts.filter((part) => part.amount > 0);
}

export type EscrowDeps = {
  db: Database;
  ledger: LedgerService;
  settings: Pick<SettingsService, 'get'>;
  notifications: Pick<NotificationsService, 'notify'>;
  jobs: Pick<Jobs, 'send'>;
  projects: Pick<ProjectsService, 'listForExpert'> & {
    milestones: Pick<ProjectsService['milestones'], 'participantsOf' | 'projectOf'>;
  };
  agencies: Pick<AgenciesService, 'sharesForProject' | 'agencyOf'>;
  /** Payout accounts are for vetted experts (and agency owners) only. */
  experts: { isVetted: (userId: string) => Promise<boolean> };
  payments: {
    /** The provider's reference of the payment that funded the project (or milestone): refunds go through it. */
    paymentReferenceFor: (projectId: string, milestoneId: string | null) => Promise<string | null>;
    /** The provider's records beside the ledger: the latest provider reconciliation run. */
    latestReconciliation: () => Promise<TProviderReconciliation | null>;
  };
  paymentProvider: Pick<PaymentProvider, 'name' | 'refund'>;
  payoutProvider: PayoutProvider;
  publicUrl: string;
  logger: Logger;
  /** Payouts are recorded as product events inside their transaction. */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** Every refund gets its credit note, in the refund's transaction. */
  documents: Pick<DocumentsService, 'issueCreditNote' | 'issuePayoutStatement' | 'issueFeeInvoice' | 'totals'>;
};

/** What every part of escrow shares: its deps and its repository. */
export function createEscrowContext(deps: EscrowDeps) {
  return { ...deps, repository: createEscrowRepository(deps.db) };
}

export type EscrowContext = ReturnType<typeof createEscrowContext>;
