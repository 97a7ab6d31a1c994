import { clock } from '../../lib/clock';
import { formatMoney } from '../../../shared/domain/money';
import type { TEarnings, TPayoutAccountSetup } from '../../../shared/schemas/escrow';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import { escrowErrors } from './escrow.errors';
import type { PayoutRow } from './escrow.repository';
import { CURRENCY, type EscrowContext } from './escrow-context';

/** Payouts of expert payables once an expert has a payout account, the account itself, and the expert's earnings. */
export function createEscrowPayouts(deps: EscrowContext) {
  const { db, ledger, notifications, projects, payoutProvider, logger, repository } = deps;

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
      const project = await projects.milestones.projectOf(paid.projectId, tx);
      await deps.documents.issuePayoutStatement(
        {
          payoutId: paid.id,
          expertId: paid.userId,
          projectId: paid.projectId,
          milestoneId: paid.milestoneId,
          projectTitle: project?.title ?? 'Project',
          currency: paid.currency,
          grossAmount: paid.amount + paid.feeAmount,
          feeAmount: paid.feeAmount,
          netAmount: paid.amount,
          sharePercent: paid.sharePercent,
          paidAt: paid.paidAt ?? clock.now(),
          providerReference: reference,
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

  return {
    payOutstanding,

    /** Creates (or continues) the expert's payout account; an active one pays the waiting payouts at once. */
    async setupPayoutAccount(viewer: { userId: string; email: string }): Promise<TPayoutAccountSetup> {
      const entitled =
        (await deps.experts.isVetted(viewer.userId)) || (await deps.agencies.agencyOf(viewer.userId)) !== null;
      if (!entitled) throw escrowErrors.payoutNotForRole();
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
    /** The expert's totals and one page of their payout history. */
    async earnings(userId: string, pageQuery: TPageQuery): Promise<TEarnings> {
      let account = await repository.findAccount(userId);
      if (account?.status === 'onboarding' && (await payoutProvider.accountStatus(account.accountRef)) === 'active') {
        account = await repository.upsertAccount({ ...account, status: 'active' });
        await payOutstanding(userId);
      }
      const own = (await projects.listForExpert(userId)).projects;
      let inEscrow = 0;
      for (const project of own) inEscrow += await ledger.escrowBalance(project.id, project.currency);
      const totals = await repository.totalsForUser(userId);
      const rows = await repository.pageForUser(userId, pageWindow(pageQuery));
      const titles = new Map(own.map((project) => [project.id, project.title]));
      return {
        currency: CURRENCY,
        inEscrow,
        released: totals.released,
        paidOut: totals.paidOut,
        payoutAccount: account
          ? { provider: account.provider, status: account.status, createdAt: account.createdAt.toISOString() }
          : null,
        payoutsPage: { total: totals.count, page: pageQuery.page, pageSize: pageQuery.pageSize },
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
  };
}
