import type { Executor } from '../../db/client';
import { formatMoney } from '../../../shared/domain/money';
import { escrowErrors } from './escrow.errors';
import {
  PAYOUTS_JOB,
  REFUNDS_JOB,
  platformFee,
  splitPayable,
  type EscrowContext,
  type EscrowMovement,
} from './escrow-context';

/** Escrow out: release (platform fee + expert payables, one payout per expert) and refunds to the client. */
export function createEscrowMovements(deps: EscrowContext) {
  const { ledger, settings, notifications, jobs, projects, agencies, payments, logger, repository } = deps;

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
    // The fee split the same way, so each payout statement shows its own share of it.
    const feeParts = new Map(splitPayable(fee, shares).map((part) => [part.userId, part.amount]));
    const shareOf = new Map(shares.map((share) => [share.userId, share.sharePercent]));
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
          feeAmount: feeParts.get(part.userId) ?? 0,
          sharePercent: shareOf.get(part.userId) ?? 100,
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
        provider: input.paymentReference === null ? 'bank_transfer' : deps.paymentProvider.name,
        paymentReference: input.paymentReference ?? null,
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
        // The payment it returns, when it returns one in particular (the provider's refund reference comes later).
        providerReference: input.paymentReference ?? null,
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
    // A bank transfer goes back by a person's transfer: it stays pending (queued) for them.
    if (!row || row.status !== 'pending' || row.provider === 'bank_transfer') return 'skipped';
    const reference = row.paymentReference ?? (await payments.paymentReferenceFor(row.projectId, row.milestoneId));
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
    await repository.settleRefund(refundId, {
      status: 'succeeded',
      reference: result.reference,
      paymentReference: reference,
    });
    return 'succeeded';
  }

  return { release, refund, executeRefund };
}
