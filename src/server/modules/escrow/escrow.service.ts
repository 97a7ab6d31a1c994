import type { Logger } from 'pino';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { DocumentsService } from '../documents/documents.service';
import type { Database, Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { formatMoney } from '../../../shared/domain/money';
import type { TLedgerCause } from '../../../shared/domain/ledger';
import type { TEarnings, TPayoutAccountSetup, TReconciliation } from '../../../shared/schemas/escrow';
import type { AgenciesService } from '../agencies/agencies.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import { escrowErrors } from './escrow.errors';
import { createEscrowRepository, type PayoutRow } from './escrow.repository';

export const PAYOUTS_JOB = 'escrow_payouts';
export const REFUNDS_JOB = 'escrow_refunds';
export const ESCROW_SWEEP_JOB = 'escrow_sweep';
const CURRENCY = 'gbp';

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
  jobs: Pick<Jobs, 'define' | 'send'>;
  projects: Pick<ProjectsService, 'listForExpert'> & {
    milestones: Pick<ProjectsService['milestones'], 'participantsOf' | 'projectOf'>;
  };
  agencies: Pick<AgenciesService, 'sharesForProject'>;
  payments: {
    /** The provider's reference of the payment that funded the project (or milestone): refunds go through it. */
    paymentReferenceFor: (projectId: string, milestoneId: string | null) => Promise<string | null>;
    /** The provider's records: paid pack orders and paid milestone payments. */
    paidTotals: (currency: string) => Promise<{ orders: number; milestones: number }>;
  };
  paymentProvider: Pick<PaymentProvider, 'name' | 'refund'>;
  payoutProvider: PayoutProvider;
  publicUrl: string;
  logger: Logger;
  /** Payouts are recorded as product events inside their transaction. */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** Every refund gets its credit note, in the refund's transaction. */
  documents: Pick<DocumentsService, 'issueCreditNote'>;
};

/**
 * Escrow: release (escrow → platform fee + expert payable, one payout per expert), refund (escrow → client, then the
 * provider's refund after commit), payouts (expert payable → paid out, once an expert has a payout account), the
 * expert's earnings and the admin reconciliation. Every movement is one balanced ledger transaction.
 */
export function createEscrowService(deps: EscrowDeps) {
  const { db, ledger, settings, notifications, jobs, projects, agencies, payments, payoutProvider, logger } = deps;
  const repository = createEscrowRepository(db);

  async function release(
    input: EscrowMovement,
    tx: Executor,
  ): Promise<{ released: boolean; fee: number; payouts: { userId: string; amount: number }[] }> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw escrowErrors.invalidAmount();
    const project = await projects.milestones.projectOf(input.projectId, tx);
    if (!project) throw escrowErrors.projectNotFound();
    const participants = await projects.milestones.participantsOf(input.projectId, tx);
    const split = await agencies.sharesForProject(input.projectId, tx);
    const freelancers = participants.filter((p) => p.role === 'freelancer').map((p) => p.userId);
    const shares = split?.shares.length
      ? split.shares
      : freelancers.map((userId) => ({ userId, sharePercent: 100 / Math.max(freelancers.length, 1) }));
    if (!shares.length) throw escrowErrors.noExpert();

    const percent = (await settings.get('platform_fee_percent', tx)).value;
    const fee = platformFee(input.amount, percent);
    const parts = splitPayable(input.amount - fee, shares);
    const booked = await ledger.record(
      {
        kind: 'escrow_release',
        cause: input.cause ?? (input.milestoneId ? 'milestone' : 'order'),
        causeId: input.causeId,
        providerReference: null,
        description: input.description,
        currency: project.currency,
        legs: [
          { account: 'project_escrow', amount: -input.amount, projectId: input.projectId },
          ...(fee > 0 ? [{ account: 'platform_fees' as const, amount: fee, projectId: input.projectId }] : []),
          ...parts.map((part) => ({
            account: 'expert_payable' as const,
            amount: part.amount,
            projectId: input.projectId,
            userId: part.userId,
          })),
        ],
      },
      tx,
    );
    if (!booked) return { released: false, fee, payouts: parts };

    for (const part of parts) {
      const account = await repository.findAccount(part.userId, tx);
      await repository.insertPayoutOnce(
        {
          sourceKey: `release:${input.causeId}:${part.userId}`,
          userId: part.userId,
          projectId: input.projectId,
          milestoneId: input.milestoneId,
          amount: part.amount,
          currency: project.currency,
          status: account?.status === 'active' ? 'pending' : 'waiting_account',
        },
        tx,
      );
    }
    const amountText = formatMoney(input.amount, project.currency, { alwaysShowMinor: true });
    for (const participant of participants) {
      const mine = parts.find((part) => part.userId === participant.userId);
      await notifications.notify(
        {
          userId: participant.userId,
          type: 'escrow_released',
          title: 'Escrow released',
          message: mine
            ? `${amountText} was released from escrow on "${project.title}". Your share after the platform fee: ${formatMoney(mine.amount, project.currency, { alwaysShowMinor: true })}.`
            : `${amountText} was released from escrow to the expert on "${project.title}".`,
          relatedId: input.projectId,
          email: { link: `/project/${input.projectId}` },
        },
        tx,
      );
    }
    // Paid after commit by the worker (the caller may also pay at once through payOutstanding).
    await jobs.send(PAYOUTS_JOB, {}, tx);
    return { released: true, fee, payouts: parts };
  }

  async function refund(input: EscrowMovement, tx: Executor): Promise<{ refunded: boolean; refundId: string }> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw escrowErrors.invalidAmount();
    const project = await projects.milestones.projectOf(input.projectId, tx);
    if (!project) throw escrowErrors.projectNotFound();
    const sourceKey = `refund:${input.causeId}`;
    const row = await repository.insertRefundOnce(
      {
        sourceKey,
        projectId: input.projectId,
        milestoneId: input.milestoneId,
        userId: project.clientId,
        amount: input.amount,
        currency: project.currency,
        provider: deps.paymentProvider.name,
      },
      tx,
    );
    if (!row) return { refunded: false, refundId: (await repository.findRefundBySource(sourceKey, tx))!.id };
    if ((await ledger.escrowBalance(input.projectId, project.currency, tx)) < input.amount)
      throw escrowErrors.insufficientEscrow();
    await ledger.record(
      {
        kind: 'escrow_refund',
        cause: input.cause ?? 'refund',
        causeId: row.id,
        providerReference: null,
        description: input.description,
        currency: project.currency,
        legs: [
          { account: 'project_escrow', amount: -input.amount, projectId: input.projectId },
          { account: 'client_funding', amount: input.amount, userId: project.clientId },
        ],
      },
      tx,
    );
    await deps.documents.issueCreditNote(
      {
        refundId: row.id,
        buyerId: project.clientId,
        projectId: input.projectId,
        milestoneId: input.milestoneId,
        amount: input.amount,
        currency: project.currency,
        reason: input.description,
      },
      tx,
    );
    await jobs.send(REFUNDS_JOB, { refundId: row.id }, tx);
    return { refunded: true, refundId: row.id };
  }

  /** The provider's refund for a booked refund: idempotency key per refund, settled by a conditional update. */
  async function executeRefund(refundId: string): Promise<'succeeded' | 'failed' | 'skipped'> {
    const row = await repository.findRefund(refundId);
    if (!row || row.status !== 'pending') return 'skipped';
    const reference = await payments.paymentReferenceFor(row.projectId, row.milestoneId);
    if (!reference) {
      logger.error({ refundId }, 'no provider payment to refund; marked failed for a person to settle');
      await repository.settleRefund(refundId, { status: 'failed' });
      return 'failed';
    }
    const result = await deps.paymentProvider.refund({
      paymentReference: reference,
      amount: row.amount,
      currency: row.currency,
      idempotencyKey: `refund-${row.id}`,
    });
    await repository.settleRefund(refundId, { status: 'succeeded', reference: result.reference });
    return 'succeeded';
  }

  /** Pays one payout if its expert has an active account: transfer (idempotent), then paid + ledger, once. */
  async function payOne(payout: PayoutRow): Promise<boolean> {
    const account = await repository.findAccount(payout.userId);
    if (!account || account.status !== 'active') return false;
    const claimed = await repository.claim(payout.id, payoutProvider.name);
    if (!claimed) return false;
    let reference: string;
    try {
      reference = (
        await payoutProvider.transfer({
          accountRef: account.accountRef,
          amount: claimed.amount,
          currency: claimed.currency,
          idempotencyKey: `payout-${claimed.id}`,
          description: `Payout ${claimed.id}`,
        })
      ).reference;
    } catch (error) {
      // Left pending: the sweep retries with the same idempotency key.
      logger.error({ err: error, payoutId: claimed.id }, 'payout transfer failed; will retry');
      return false;
    }
    return db.transaction(async (tx) => {
      const paid = await repository.markPaid(claimed.id, reference, tx);
      if (!paid) return false;
      await ledger.record(
        {
          kind: 'payout',
          cause: 'payout',
          causeId: paid.id,
          providerReference: reference,
          description: `Payout to the expert (${payoutProvider.name})`,
          currency: paid.currency,
          legs: [
            { account: 'expert_payable', amount: -paid.amount, projectId: paid.projectId, userId: paid.userId },
            { account: 'payouts', amount: paid.amount, userId: paid.userId },
          ],
        },
        tx,
      );
      await notifications.notify(
        {
          userId: paid.userId,
          type: 'payout_sent',
          title: 'Payout sent',
          message: `${formatMoney(paid.amount, paid.currency, { alwaysShowMinor: true })} was paid out to your payout account.`,
          relatedId: paid.projectId,
          email: { link: '/expert?tab=earnings' },
        },
        tx,
      );
      await deps.analytics?.record(
        {
          name: 'payout_sent',
          userId: paid.userId,
          properties: { amount: paid.amount, currency: paid.currency, provider: payoutProvider.name },
        },
        tx,
      );
      return true;
    });
  }

  /** Pays every unpaid payout whose expert can be paid (one expert's, or everyone's); returns how many were paid. */
  async function payOutstanding(userId: string | null = null): Promise<number> {
    let paid = 0;
    for (const payout of await repository.listUnpaid(userId)) if (await payOne(payout)) paid += 1;
    return paid;
  }

  jobs.define(PAYOUTS_JOB, async () => void (await payOutstanding()), { retryLimit: 3 });
  jobs.define(REFUNDS_JOB, async (data: { refundId: string }) => void (await executeRefund(data.refundId)), {
    retryLimit: 5,
  });
  // Anything a crash left behind (a claimed payout, a pending refund) is retried with the same idempotency keys.
  jobs.define(
    ESCROW_SWEEP_JOB,
    async () => {
      await payOutstanding();
      for (const pending of await repository.listPendingRefunds()) await executeRefund(pending.id);
    },
    { cron: '*/15 * * * *', retryLimit: 0 },
  );

  return {
    release,
    refund,
    executeRefund,
    payOutstanding,
    balanceOf: (projectId: string, currency: string, tx: Executor) => ledger.escrowBalance(projectId, currency, tx),

    /** Creates (or continues) the expert's payout account; an active one pays the waiting payouts at once. */
    async setupPayoutAccount(viewer: { userId: string; email: string }): Promise<TPayoutAccountSetup> {
      const existing = await repository.findAccount(viewer.userId);
      let setup;
      try {
        setup = await payoutProvider.setupAccount({
          email: viewer.email,
          existingRef: existing?.accountRef ?? null,
          returnUrl: `${deps.publicUrl}/expert?tab=earnings`,
        });
      } catch (error) {
        logger.error({ err: error, userId: viewer.userId }, 'payout account setup failed');
        throw escrowErrors.payoutSetupFailed();
      }
      const account = await repository.upsertAccount({
        userId: viewer.userId,
        provider: payoutProvider.name,
        accountRef: setup.accountRef,
        status: setup.status,
      });
      const paid = account.status === 'active' ? await payOutstanding(viewer.userId) : 0;
      return { status: account.status, onboardingUrl: setup.onboardingUrl, paid };
    },

    /** The expert's Earnings tab: in escrow on their projects, released to them, paid out, and the payout history. */
    async earnings(userId: string): Promise<TEarnings> {
      let account = await repository.findAccount(userId);
      if (account?.status === 'onboarding' && (await payoutProvider.accountStatus(account.accountRef)) === 'active') {
        account = await repository.upsertAccount({ ...account, status: 'active' });
        await payOutstanding(userId);
      }
      const own = (await projects.listForExpert(userId)).projects;
      let inEscrow = 0;
      for (const project of own) inEscrow += await ledger.escrowBalance(project.id, project.currency);
      const rows = await repository.listForUser(userId);
      const titles = new Map(own.map((project) => [project.id, project.title]));
      return {
        currency: CURRENCY,
        inEscrow,
        released: rows.reduce((total, row) => total + row.amount, 0),
        paidOut: rows.filter((row) => row.status === 'paid').reduce((total, row) => total + row.amount, 0),
        payoutAccount: account
          ? { provider: account.provider, status: account.status, createdAt: account.createdAt.toISOString() }
          : null,
        payouts: rows.map((row) => ({
          id: row.id,
          projectId: row.projectId,
          projectTitle: titles.get(row.projectId) ?? null,
          milestoneId: row.milestoneId,
          amount: row.amount,
          currency: row.currency,
          status: row.status,
          providerReference: row.providerReference,
          createdAt: row.createdAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
        })),
      };
    },

    /** The admin's reconciliation: ledger totals beside the provider's records, and the invariants. */
    async reconciliation(): Promise<TReconciliation> {
      const byKind = await ledger.totalsByKind(CURRENCY);
      const ledgerSum = (kind: string, account: string, cause?: string) =>
        byKind
          .filter((row) => row.kind === kind && row.account === account && (!cause || row.cause === cause))
          .reduce((total, row) => total + row.total, 0);
      const paid = await payments.paidTotals(CURRENCY);
      const records = await repository.totals(CURRENCY);
      const rows = [
        {
          label: 'Pack payments into escrow',
          ledger: ledgerSum('escrow_funding', 'project_escrow', 'order'),
          provider: paid.orders,
        },
        {
          label: 'Milestone payments into escrow',
          ledger: ledgerSum('escrow_funding', 'project_escrow', 'milestone'),
          provider: paid.milestones,
        },
        {
          label: 'Refunds to clients',
          ledger: -ledgerSum('escrow_refund', 'project_escrow'),
          provider: records.refunded,
        },
        { label: 'Payouts to experts', ledger: ledgerSum('payout', 'payouts'), provider: records.paidOut },
      ].map((row) => ({ ...row, matches: row.ledger === row.provider }));
      return {
        currency: CURRENCY,
        provider: deps.paymentProvider.name,
        rows,
        escrowHeld: await ledger.accountTotal('project_escrow', CURRENCY),
        platformFees: await ledger.accountTotal('platform_fees', CURRENCY),
        expertPayable: await ledger.accountTotal('expert_payable', CURRENCY),
        invariants: await repository.invariantViolations(),
      };
    },
  };
}

export type EscrowService = ReturnType<typeof createEscrowService>;
