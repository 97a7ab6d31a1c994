import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { BANK_TRANSFER_DUE_DAYS } from '../../../shared/domain/documents';
import type { TAdminActor } from '../../../shared/domain/admin-activity';
import { formatMoney } from '../../../shared/domain/money';
import type {
  TAwaitingTransferList,
  TBankTransfer,
  TTransferReceivedInput,
} from '../../../shared/schemas/bank-transfers';
import type { Database, Executor } from '../../db/client';
import { appError } from '../../errors';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { DocumentsService } from '../documents/documents.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService, Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { MilestoneBooking } from './milestone-booking';
import type { MilestoneFunding } from './milestone-funding';
import { paymentsErrors } from './payments.errors';
import { createMilestonePaymentsRepository, type MilestonePaymentRow } from './milestone-payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BankTransferDeps = {
  db: Database;
  projects: Pick<ProjectsService, 'milestones'>;
  profiles: Pick<ProfilesService, 'billingDetailsOf' | 'contactsOf' | 'listAdminIds'>;
  documents: Pick<DocumentsService, 'issueTransferInvoice'>;
  notifications: Pick<NotificationsService, 'notify'>;
  activity: Pick<AdminActivityService, 'record'>;
  book: MilestoneBooking;
  /** Card and transfer exclude each other: choosing transfer closes the milestone's open card checkouts first. */
  cardCheckouts: Pick<MilestoneFunding, 'closeCardCheckouts' | 'closeCardRows' | 'expireAtProvider'>;
  logger: Logger;
};

const errors = {
  notEnabled: () =>
    appError('payments.bank_transfer_not_enabled', 403, 'Bank transfer is not enabled for your account.'),
  notFound: () => appError('payments.transfer_not_found', 404, 'Bank transfer not found'),
  alreadyReceived: () => appError('payments.transfer_already_received', 409, 'This transfer was already received.'),
  amountDiffers: (expected: string) =>
    appError(
      'payments.transfer_amount_differs',
      400,
      `The amount received must equal the invoice total (${expected}). Record a part payment with the client before marking it received.`,
    ),
};

/** A payment reference a person can read out and type: TS- and ten characters without 0/O or 1/I/L. */
function transferReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `TS-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause)
    if ((current as Error & { code?: string }).code === '23505') return true;
  return false;
};

/**
 * Funding a milestone by bank transfer against an invoice, for clients an admin allowed it: the invoice is issued
 * at once with the bank details and a payment reference, the milestone shows "Awaiting transfer", and an admin who
 * sees the money arrive marks it received — the milestone is then booked into escrow through the same path as a
 * card payment (milestone-booking.ts), exactly once. Transfers still awaited after 14 days are reminded, once.
 */
export function createMilestoneBankTransfer(deps: BankTransferDeps) {
  const { db, projects, profiles, documents, notifications, activity, book, cardCheckouts, logger } = deps;
  const payments = createMilestonePaymentsRepository(db);

  async function describe(payment: MilestonePaymentRow, executor?: Executor) {
    const milestone = await projects.milestones.find(payment.projectId, payment.milestoneId, executor);
    const project = await projects.milestones.projectOf(payment.projectId, executor);
    return {
      milestoneNumber: milestone?.milestoneNumber ?? 0,
      milestoneTitle: milestone?.title ?? '',
      projectTitle: project?.title ?? '',
      line: `Milestone ${milestone?.milestoneNumber ?? ''}: ${milestone?.title ?? ''} — ${project?.title ?? ''}`,
    };
  }

  const dueOf = (payment: MilestonePaymentRow) =>
    new Date(payment.createdAt.getTime() + BANK_TRANSFER_DUE_DAYS * DAY_MS);

  /** The invoice of an awaited transfer, issued in the caller's transaction (asking again returns the same one). */
  async function invoiceFor(payment: MilestonePaymentRow, tx: Executor): Promise<TBankTransfer> {
    const { line } = await describe(payment, tx);
    const dueAt = dueOf(payment);
    const invoice = await documents.issueTransferInvoice(
      {
        cause: 'milestone',
        causeId: payment.id,
        buyerId: payment.userId,
        projectId: payment.projectId,
        orderId: null,
        milestoneId: payment.milestoneId,
        description: line,
        amount: payment.amount,
        currency: payment.currency,
        transferReference: payment.transferReference!,
        dueAt,
      },
      tx,
    );
    return {
      paymentId: payment.id,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      reference: payment.transferReference!,
      amount: payment.amount,
      currency: payment.currency,
      dueAt: dueAt.toISOString(),
    };
  }

  async function notifyAdmins(
    input: { type: 'bank_transfer_expected' | 'bank_transfer_overdue'; title: string; message: string },
    tx: Executor,
  ) {
    for (const adminId of await profiles.listAdminIds(tx))
      await notifications.notify({ userId: adminId, ...input, email: { link: '/admin/money' } }, tx);
  }

  return {
    /**
     * The client chooses bank transfer for an unfunded milestone: its invoice, once however often they ask. An open
     * card checkout is closed first (at the provider too); one paid before it could be closed funds the milestone,
     * and the transfer is refused (409).
     */
    async requestTransfer(
      buyer: Pick<Viewer, 'userId' | 'isAdmin'>,
      projectId: string,
      milestoneId: string,
    ): Promise<TBankTransfer> {
      const { project, milestone } = await projects.milestones.forFunding(buyer, projectId, milestoneId);
      if (!(await profiles.billingDetailsOf(buyer.userId)).bankTransferEnabled) throw errors.notEnabled();
      const existing = await payments.findAwaitingTransfer(milestone.id);
      if (existing) return db.transaction((tx) => invoiceFor(existing, tx));
      if ((await cardCheckouts.closeCardCheckouts(project.id, milestone.id)) === 'funded')
        throw paymentsErrors.alreadyFunded();
      let openedMeanwhile: MilestonePaymentRow[] = [];
      try {
        const transfer = await db.transaction(async (tx) => {
          await projects.milestones.lockProject(project.id, tx);
          const current = await projects.milestones.find(project.id, milestone.id, tx);
          if (!current || current.fundedAt) throw paymentsErrors.alreadyFunded();
          openedMeanwhile = await cardCheckouts.closeCardRows(milestone.id, tx);
          const awaited = await payments.findAwaitingTransfer(milestone.id, tx);
          if (awaited) return invoiceFor(awaited, tx);
          const payment = await payments.insert(
            {
              milestoneId: milestone.id,
              projectId: project.id,
              userId: buyer.userId,
              amount: milestone.amount,
              currency: project.currency,
              provider: 'bank_transfer',
              transferReference: transferReference(),
            },
            tx,
          );
          await projects.milestones.setPaymentStatus(milestone.id, 'awaiting_transfer', tx);
          const issued = await invoiceFor(payment, tx);
          const amount = formatMoney(payment.amount, payment.currency, { alwaysShowMinor: true });
          await notifyAdmins(
            {
              type: 'bank_transfer_expected',
              title: 'Bank transfer expected',
              message: `Invoice ${issued.invoiceNumber} (${amount}, reference ${issued.reference}) for milestone ${milestone.milestoneNumber} of "${project.title}" is to be paid by bank transfer.`,
            },
            tx,
          );
          return issued;
        });
        // A checkout opened in the moment between: closed too (one paid meanwhile is booked, or refunded if the
        // transfer arrives as well).
        await cardCheckouts.expireAtProvider(openedMeanwhile);
        return transfer;
      } catch (error) {
        // The same request twice at once: the partial unique index let one through; answer with that one.
        if (!isUniqueViolation(error)) throw error;
        const winner = await payments.findAwaitingTransfer(milestone.id);
        if (!winner) throw error;
        return db.transaction((tx) => invoiceFor(winner, tx));
      }
    },

    /** Transfers the admins are waiting for, oldest first. */
    async listAwaiting(now = new Date()): Promise<TAwaitingTransferList> {
      const rows = await payments.listAwaitingTransfers();
      const contacts = await profiles.contactsOf(rows.map((row) => row.userId));
      const transfers = [];
      for (const row of rows) {
        const about = await describe(row);
        const transfer = await db.transaction((tx) => invoiceFor(row, tx));
        const contact = contacts.get(row.userId);
        transfers.push({
          ...transfer,
          projectId: row.projectId,
          projectTitle: about.projectTitle,
          milestoneNumber: about.milestoneNumber,
          milestoneTitle: about.milestoneTitle,
          clientName: contact?.fullName ?? contact?.email ?? 'Client',
          clientEmail: contact?.email ?? '',
          requestedAt: row.createdAt.toISOString(),
          overdue: dueOf(row).getTime() < now.getTime(),
        });
      }
      return { transfers };
    },

    /**
     * An admin saw the money arrive: the milestone is funded into escrow (ledger, receipt, notifications) with the
     * activity entry in the same transaction. Exactly once: a second marking gets 409.
     */
    async markReceived(
      actor: TAdminActor,
      paymentId: string,
      input: TTransferReceivedInput,
    ): Promise<'funded' | 'refunded'> {
      const payment = await payments.findById(paymentId);
      if (!payment || payment.provider !== 'bank_transfer') throw errors.notFound();
      if (payment.status === 'paid' || payment.status === 'refunded') throw errors.alreadyReceived();
      if (input.amount !== payment.amount)
        throw errors.amountDiffers(formatMoney(payment.amount, payment.currency, { alwaysShowMinor: true }));
      // Money that arrives for a milestone already funded (by card meanwhile) is recorded and refunded, never refused.
      const outcome = await book(payment, {
        method: 'bank_transfer',
        sessionId: null,
        paymentReference: payment.transferReference!,
        paidAt: new Date(`${input.receivedOn}T12:00:00Z`),
        alsoInTransaction: async (tx, booked) => {
          await activity.record(
            actor,
            {
              action: 'payment.transfer_received',
              targetId: payment.milestoneId,
              summary: `Marked bank transfer ${payment.transferReference} received (${formatMoney(input.amount, payment.currency, { alwaysShowMinor: true })})`,
              after: { amount: input.amount, receivedOn: input.receivedOn, bankReference: input.bankReference },
            },
            tx,
          );
          if (booked === 'refunded') return;
          await notifications.notify(
            {
              userId: payment.userId,
              type: 'payment_confirmed',
              title: 'Bank transfer received',
              message: `We received your transfer ${payment.transferReference}. The milestone is funded and held in escrow.`,
              relatedId: payment.projectId,
              email: { link: `/project/${payment.projectId}?tab=milestones` },
            },
            tx,
          );
        },
      });
      if (outcome === 'already_booked') throw errors.alreadyReceived();
      return outcome;
    },

    /** Daily: transfers still awaited after the due days remind the client and the admins, once each. */
    async remindOverdue(now = new Date()): Promise<number> {
      const overdue = await payments.claimOverdueTransfers(new Date(now.getTime() - BANK_TRANSFER_DUE_DAYS * DAY_MS));
      for (const payment of overdue) {
        await db.transaction(async (tx) => {
          const transfer = await invoiceFor(payment, tx);
          const about = await describe(payment, tx);
          const amount = formatMoney(payment.amount, payment.currency, { alwaysShowMinor: true });
          await notifications.notify(
            {
              userId: payment.userId,
              type: 'bank_transfer_overdue',
              title: 'Bank transfer overdue',
              message: `Invoice ${transfer.invoiceNumber} (${amount}) for milestone ${about.milestoneNumber} of "${about.projectTitle}" was due on ${transfer.dueAt.slice(0, 10)}. Please pay by bank transfer quoting ${transfer.reference}; work starts when it arrives.`,
              relatedId: payment.projectId,
              email: { link: `/documents/${transfer.invoiceId}` },
            },
            tx,
          );
          await notifyAdmins(
            {
              type: 'bank_transfer_overdue',
              title: 'Bank transfer overdue',
              message: `Invoice ${transfer.invoiceNumber} (${amount}, reference ${transfer.reference}) for "${about.projectTitle}" is overdue.`,
            },
            tx,
          );
        });
      }
      if (overdue.length) logger.info({ count: overdue.length }, 'overdue bank transfers reminded');
      return overdue.length;
    },
  };
}

export type MilestoneBankTransfer = ReturnType<typeof createMilestoneBankTransfer>;
