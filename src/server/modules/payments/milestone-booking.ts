import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import { formatMoney } from '../../../shared/domain/money';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { DocumentsService } from '../documents/documents.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProjectsService } from '../projects/projects.service';
import { createMilestonePaymentsRepository, type MilestonePaymentRow } from './milestone-payments.repository';

export type MilestoneBookingDeps = {
  db: Database;
  projects: Pick<ProjectsService, 'milestones'>;
  ledger: LedgerService;
  notifications: Pick<NotificationsService, 'notify'>;
  logger: Logger;
  analytics?: Pick<AnalyticsService, 'record' | 'recordSafely'>;
  /** Every funded milestone gets its VAT invoice and receipt, in the payment's transaction. */
  documents: Pick<DocumentsService, 'issueForPayment'>;
  /**
   * The escrow refund (cause `cancellation`) of a payment that arrives for a cancelled project; bound in app.ts (escrow
   * is built on payments).
   */
  refundCancelled: (
    input: { projectId: string; milestoneId: string; amount: number; causeId: string; description: string },
    tx: Executor,
  ) => Promise<unknown>;
};

/** How the money arrived: a card checkout's session and reference, or a bank transfer an admin marked received. */
export type BookingSource = {
  method: 'card' | 'bank_transfer';
  sessionId: string | null;
  paymentReference: string;
  paidAt: Date;
  /** More writes that belong to the same transaction (e.g. the admin's activity entry for a transfer). */
  alsoInTransaction?: (tx: Executor) => Promise<void>;
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause)
    if ((current as Error & { code?: string }).code === '23505') return true;
  return false;
};

/**
 * Books a milestone payment into escrow, exactly once whichever way the money came: the conditional `markPaid` (row
 * lock), the conditional milestone update, and the ledger's (kind, cause) uniqueness. In one transaction with it:
 * the ledger's escrow funding, the VAT invoice and receipt, the expert's notification and the checkout event.
 */
export function createMilestoneBooking({
  db,
  projects,
  ledger,
  notifications,
  logger,
  analytics,
  documents,
  refundCancelled,
}: MilestoneBookingDeps) {
  const payments = createMilestonePaymentsRepository(db);

  /**
   * The money into the project's escrow (ledger) with its VAT invoice and receipt. `ledgerCauseId` is the milestone
   * for a funding (the ledger's uniqueness then refuses a second one) or the payment for one refunded at once.
   */
  async function bookIntoEscrow(
    paid: MilestonePaymentRow,
    text: { ledgerCauseId: string; ledger: string; document: string },
    source: BookingSource,
    tx: Executor,
  ) {
    await ledger.record(
      {
        kind: 'escrow_funding',
        cause: 'milestone',
        causeId: text.ledgerCauseId,
        providerReference: source.paymentReference,
        description: text.ledger,
        currency: paid.currency,
        legs: [
          { account: 'client_funding', amount: -paid.amount, userId: paid.userId },
          { account: 'project_escrow', amount: paid.amount, projectId: paid.projectId },
        ],
      },
      tx,
    );
    await documents.issueForPayment(
      {
        cause: 'milestone',
        causeId: paid.id,
        buyerId: paid.userId,
        projectId: paid.projectId,
        orderId: null,
        milestoneId: paid.milestoneId,
        description: text.document,
        amount: paid.amount,
        currency: paid.currency,
        paymentMethod: source.method,
        providerReference: source.paymentReference,
        paidAt: source.paidAt,
      },
      tx,
    );
  }

  /**
   * A payment that arrives after its project was cancelled (a checkout completed late): the money is booked into the
   * project's escrow with its invoice, as any payment is, and refunded at once in the same transaction through escrow
   * (ledger, credit note, the provider's refund after commit). The milestone stays unfunded; markPaid keeps it once.
   */
  async function refundLatePayment(paid: MilestonePaymentRow, title: string, source: BookingSource, tx: Executor) {
    const description = `Payment for a milestone of "${title}", received after the project was cancelled`;
    await bookIntoEscrow(paid, { ledgerCauseId: paid.id, ledger: description, document: description }, source, tx);
    await refundCancelled(
      {
        projectId: paid.projectId,
        milestoneId: paid.milestoneId,
        amount: paid.amount,
        causeId: paid.id,
        description: `${description}: refunded`,
      },
      tx,
    );
    await notifications.notify(
      {
        userId: paid.userId,
        type: 'project_cancelled',
        title: 'Payment refunded',
        message: `Your payment of ${formatMoney(paid.amount, paid.currency, { alwaysShowMinor: true })} for "${title}" arrived after the project was cancelled, so it is being refunded in full.`,
        relatedId: paid.projectId,
        email: { link: `/project/${paid.projectId}` },
      },
      tx,
    );
    logger.warn({ paymentId: paid.id, projectId: paid.projectId }, 'payment for a cancelled project refunded');
  }

  return async function book(payment: MilestonePaymentRow, source: BookingSource): Promise<{ fundedNow: boolean }> {
    try {
      return await db.transaction(async (tx) => {
        const paid = await payments.markPaid(payment.id, source.sessionId, source.paymentReference, tx);
        if (!paid) return { fundedNow: false };
        // Waits for a cancellation under way on the project; a cancelled one is never funded (decision 032).
        const locked = await projects.milestones.lockProject(paid.projectId, tx);
        if (locked?.status === 'cancelled') {
          await refundLatePayment(paid, locked.title, source, tx);
          return { fundedNow: false };
        }
        const milestone = await projects.milestones.markFunded(paid.milestoneId, tx);
        if (!milestone) throw new Error(`milestone ${paid.milestoneId} was funded by another payment`);
        const project = await projects.milestones.projectOf(paid.projectId, tx);
        await bookIntoEscrow(
          paid,
          {
            ledgerCauseId: milestone.id,
            ledger: `Milestone ${milestone.milestoneNumber} "${milestone.title}" of "${project!.title}" funded into escrow`,
            document: `Milestone ${milestone.milestoneNumber}: ${milestone.title} — ${project!.title}`,
          },
          source,
          tx,
        );
        await source.alsoInTransaction?.(tx);
        const amount = formatMoney(paid.amount, paid.currency, { alwaysShowMinor: true });
        for (const participant of await projects.milestones.participantsOf(paid.projectId, tx)) {
          if (participant.role !== 'freelancer') continue;
          await notifications.notify(
            {
              userId: participant.userId,
              type: 'milestone_funded',
              title: 'Milestone funded',
              message: `Milestone ${milestone.milestoneNumber} "${milestone.title}" of "${project!.title}" is funded (${amount} in escrow). You can start work on it.`,
              relatedId: paid.projectId,
              email: { link: `/project/${paid.projectId}` },
            },
            tx,
          );
        }
        await analytics?.record(
          {
            name: 'checkout_completed',
            userId: paid.userId,
            properties: { kind: 'milestone', project_id: paid.projectId, amount: paid.amount, currency: paid.currency },
          },
          tx,
        );
        return { fundedNow: true };
      });
    } catch (error) {
      // A second payment for a milestone already funded: nothing is booked; a person refunds it.
      if (isUniqueViolation(error) || (error instanceof Error && error.message.includes('funded by another payment'))) {
        logger.error(
          { paymentId: payment.id, milestoneId: payment.milestoneId },
          'milestone already funded by another payment; this one needs a manual refund',
        );
        return { fundedNow: false };
      }
      throw error;
    }
  };
}

export type MilestoneBooking = ReturnType<typeof createMilestoneBooking>;
