import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import { formatMoney } from '../../../shared/domain/money';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { DocumentsService } from '../documents/documents.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import { createMilestonePaymentsRepository, type MilestonePaymentRow } from './milestone-payments.repository';

/** Why a captured payment goes straight back: its project was cancelled, or its milestone was already funded. */
export type RefundedPaymentCause = 'cancellation' | 'duplicate_payment';

export type MilestoneBookingDeps = {
  db: Database;
  projects: Pick<ProjectsService, 'milestones'>;
  ledger: LedgerService;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'listAdminIds'>;
  logger: Logger;
  analytics?: Pick<AnalyticsService, 'record' | 'recordSafely'>;
  /** Every funded milestone gets its VAT invoice and receipt, in the payment's transaction. */
  documents: Pick<DocumentsService, 'issueForPayment'>;
  /**
   * The escrow refund of a payment that is not kept (bound in app.ts: escrow is built on payments): its ledger
   * movement and credit note in this transaction, the provider's refund of `paymentReference` after commit (none for a
   * bank transfer: a person sends it back).
   */
  refundPayment: (
    input: {
      projectId: string;
      milestoneId: string;
      amount: number;
      causeId: string;
      description: string;
      cause: RefundedPaymentCause;
      paymentReference: string | null;
    },
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
  alsoInTransaction?: (tx: Executor, outcome: 'funded' | 'refunded') => Promise<void>;
};

/** What booking did with the money: funded the milestone, refunded it, or nothing (it was booked before). */
export type BookingOutcome = 'funded' | 'refunded' | 'already_booked';

/**
 * Books a captured milestone payment exactly once, whichever way the money came and whatever state its milestone is
 * in. Under the project's row lock (taken first, as cancellation and approval take it): the payment turns paid and
 * funds its milestone; or, when the milestone is already funded (a second checkout paid, a late webhook, a transfer
 * after a card payment) or the project was cancelled, it turns refunded — booked into escrow with its invoice and
 * receipt, refunded through escrow with its credit note, the client and admins told. Never left pending.
 */
export function createMilestoneBooking({
  db,
  projects,
  ledger,
  notifications,
  profiles,
  logger,
  analytics,
  documents,
  refundPayment,
}: MilestoneBookingDeps) {
  const payments = createMilestonePaymentsRepository(db);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, { alwaysShowMinor: true });

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

  /** A payment that is not kept: booked as received, refunded in full, and everyone who must act is told. */
  async function refundAtOnce(
    paid: MilestonePaymentRow,
    about: { projectTitle: string; milestoneLabel: string; cause: RefundedPaymentCause },
    source: BookingSource,
    tx: Executor,
  ) {
    const amount = money(paid.amount, paid.currency);
    const description =
      about.cause === 'cancellation'
        ? `Payment for ${about.milestoneLabel} of "${about.projectTitle}", received after the project was cancelled`
        : `Second payment for ${about.milestoneLabel} of "${about.projectTitle}", which was already funded`;
    await bookIntoEscrow(paid, { ledgerCauseId: paid.id, ledger: description, document: description }, source, tx);
    await refundPayment(
      {
        projectId: paid.projectId,
        milestoneId: paid.milestoneId,
        amount: paid.amount,
        causeId: paid.id,
        description: `${description}: refunded`,
        cause: about.cause,
        // A transfer has no provider payment to refund through: a person sends it back (the refund waits for them).
        paymentReference: source.method === 'card' ? source.paymentReference : null,
      },
      tx,
    );
    if (about.cause === 'duplicate_payment')
      await projects.milestones.recordDuplicateRefund(paid.milestoneId, paid.amount, tx);
    const how = source.method === 'card' ? 'to your card' : 'by bank transfer to the account it came from';
    await notifications.notify(
      {
        userId: paid.userId,
        type: about.cause === 'cancellation' ? 'project_cancelled' : 'payment_refunded',
        title: about.cause === 'cancellation' ? 'Payment refunded' : 'Paid twice — refunded',
        message:
          about.cause === 'cancellation'
            ? `Your payment of ${amount} for "${about.projectTitle}" arrived after the project was cancelled, so it is being refunded in full ${how}.`
            : `${about.milestoneLabel} of "${about.projectTitle}" was already funded when another payment of ${amount} arrived. It is being refunded in full ${how}; its credit note is in your documents.`,
        relatedId: paid.projectId,
        email: { link: `/project/${paid.projectId}?tab=milestones` },
      },
      tx,
    );
    for (const adminId of await profiles.listAdminIds(tx))
      await notifications.notify(
        {
          userId: adminId,
          type: 'payment_refunded',
          title: source.method === 'card' ? 'Payment refunded automatically' : 'Bank transfer to refund',
          message:
            source.method === 'card'
              ? `${description} (${amount}, ${source.paymentReference}): refunded through the payment provider.`
              : `${description} (${amount}, transfer ${source.paymentReference}): send it back to the client by bank transfer and mark the refund done.`,
          relatedId: paid.projectId,
          email: { link: '/admin/money' },
        },
        tx,
      );
    logger.warn(
      { paymentId: paid.id, projectId: paid.projectId, cause: about.cause, method: source.method },
      'payment not kept: booked and refunded',
    );
  }

  async function fund(paid: MilestonePaymentRow, source: BookingSource, tx: Executor) {
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
    await source.alsoInTransaction?.(tx, 'funded');
    const amount = money(paid.amount, paid.currency);
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
  }

  return async function book(payment: MilestonePaymentRow, source: BookingSource): Promise<BookingOutcome> {
    return db.transaction(async (tx) => {
      // Every funder takes the project's lock first, so whether the milestone is funded cannot change under us.
      const project = await projects.milestones.lockProject(payment.projectId, tx);
      const milestone = await projects.milestones.find(payment.projectId, payment.milestoneId, tx);
      const keep = project?.status !== 'cancelled' && milestone !== null && milestone.fundedAt === null;
      const captured = await payments.markCaptured(
        payment.id,
        keep ? 'paid' : 'refunded',
        { sessionId: source.sessionId, paymentReference: source.paymentReference },
        tx,
      );
      if (!captured) return 'already_booked';
      if (keep) {
        await fund(captured, source, tx);
        return 'funded';
      }
      await refundAtOnce(
        captured,
        {
          projectTitle: project?.title ?? '',
          milestoneLabel: milestone ? `milestone ${milestone.milestoneNumber} "${milestone.title}"` : 'a milestone',
          cause: project?.status === 'cancelled' ? 'cancellation' : 'duplicate_payment',
        },
        source,
        tx,
      );
      await source.alsoInTransaction?.(tx, 'refunded');
      return 'refunded';
    });
  };
}

export type MilestoneBooking = ReturnType<typeof createMilestoneBooking>;
