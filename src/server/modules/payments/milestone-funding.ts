import type { Executor } from '../../db/client';
import { clock } from '../../lib/clock';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/payment-provider';
import {
  SANDBOX_MILESTONE_KEY_PREFIX,
  sandboxPaymentReference,
} from '../../providers/payments/sandbox/sandbox-payment-provider';
import type { TVerifyMilestonePaymentResponse } from '../../../shared/schemas/milestones';
import type { Viewer } from '../profiles/profiles.service';
import type { BookingOutcome, MilestoneBooking, MilestoneBookingDeps } from './milestone-booking';
import { createMilestonePaymentsRepository, type MilestonePaymentRow } from './milestone-payments.repository';
import { paymentsErrors } from './payments.errors';

/** A card payment whose session was never attached this long after it was started was abandoned mid-creation. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;

export type MilestoneFundingDeps = Pick<MilestoneBookingDeps, 'db' | 'projects' | 'logger' | 'analytics'> & {
  provider: PaymentProvider;
  publicUrl: string;
  book: MilestoneBooking;
};

/**
 * Funding a custom project's milestone through the same checkout and webhook as pack orders. The session's metadata
 * says `purpose: milestone`; the payment row is keyed by its session, and the milestone is funded exactly once
 * (milestone-booking.ts).
 * Any unfunded milestone may be funded, in any order (the client may pay ahead; work starts on what is funded).
 */
export function createMilestoneFunding({
  db,
  provider,
  projects,
  publicUrl,
  logger,
  analytics,
  book,
}: MilestoneFundingDeps) {
  const payments = createMilestonePaymentsRepository(db);

  const fund = (payment: MilestonePaymentRow, sessionId: string, paymentReference: string | null) =>
    book(payment, { method: 'card', sessionId, paymentReference: paymentReference ?? sessionId, paidAt: clock.now() });

  async function closeCardRows(milestoneId: string, tx: Executor) {
    const pending = await payments.pendingForMilestone(milestoneId, tx);
    return payments.closePending(
      pending.filter((row) => row.provider !== 'bank_transfer').map((row) => row.id),
      tx,
    );
  }

  /**
   * Closes checkouts at the provider so they can no longer be paid. One the customer paid first is booked as its
   * webhook would book it (funding the milestone, or refunded when it was funded already); a provider error is
   * logged and left to the webhook and the reconciliation, which book or refund whatever is captured.
   */
  async function expireAtProvider(rows: MilestonePaymentRow[]): Promise<'funded' | 'closed'> {
    let outcome: 'funded' | 'closed' = 'closed';
    for (const row of rows) {
      if (!row.providerSessionId) continue;
      try {
        const state = await provider.expireSession(row.providerSessionId);
        if (state.paid && !differs(row, state)) {
          const booked = await fund(row, row.providerSessionId, state.paymentReference);
          if (booked === 'funded') outcome = 'funded';
        }
      } catch (error) {
        logger.error({ err: error, paymentId: row.id }, 'closing a replaced milestone checkout failed');
      }
    }
    return outcome;
  }

  async function markUnpaid(payment: MilestonePaymentRow, status: 'failed' | 'canceled') {
    if (await payments.markUnpaid(payment.id, status))
      await projects.milestones.setPaymentStatus(payment.milestoneId, status);
  }

  /** Stripe's payment intent as stored; the sandbox's is derived from its session (older rows did not store it). */
  const referenceOf = (row: { providerPaymentId: string | null; providerSessionId: string | null }) =>
    row.providerPaymentId ??
    (row.providerSessionId && provider.name === 'sandbox' ? sandboxPaymentReference(row.providerSessionId) : null);

  const differs = (payment: MilestonePaymentRow, reported: { amount: number | null; currency: string | null }) =>
    (reported.amount !== null && reported.amount !== payment.amount) ||
    (reported.currency !== null && reported.currency.toLowerCase() !== payment.currency);

  return {
    /**
     * The client's checkout for one unfunded milestone; returns the provider's url. One live checkout per milestone:
     * under the project's lock, an earlier checkout still open is closed here (canceled) and at the provider
     * (expired) before the new one opens, a funded milestone or an awaited bank transfer refuses (409). A session
     * opened while a newer checkout replaced its row is expired by its own request, which answers 409.
     */
    async createCheckout(buyer: Pick<Viewer, 'userId' | 'email' | 'isAdmin'>, projectId: string, milestoneId: string) {
      const { project, milestone } = await projects.milestones.forFunding(buyer, projectId, milestoneId);
      const { payment, replaced } = await db.transaction(async (tx) => {
        await projects.milestones.lockProject(project.id, tx);
        const current = await projects.milestones.find(project.id, milestone.id, tx);
        if (!current || current.fundedAt) throw paymentsErrors.alreadyFunded();
        const pending = await payments.pendingForMilestone(milestone.id, tx);
        if (pending.some((row) => row.provider === 'bank_transfer')) throw paymentsErrors.awaitingTransfer();
        const closed = await payments.closePending(
          pending.map((row) => row.id),
          tx,
        );
        const inserted = await payments.insert(
          {
            milestoneId: milestone.id,
            projectId: project.id,
            userId: buyer.userId,
            amount: milestone.amount,
            currency: project.currency,
            provider: provider.name,
          },
          tx,
        );
        await projects.milestones.setPaymentStatus(milestone.id, 'pending', tx);
        return { payment: inserted, replaced: closed };
      });
      // A replaced checkout paid before it could be closed funds the milestone: then there is nothing left to pay.
      if ((await expireAtProvider(replaced)) === 'funded') {
        await payments.markUnpaid(payment.id, 'canceled');
        throw paymentsErrors.alreadyFunded();
      }
      let session: { sessionId: string; url: string };
      try {
        session = await provider.createCheckoutSession({
          orderId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          productName: `${project.title}: milestone ${milestone.milestoneNumber} "${milestone.title}"`,
          customerEmail: buyer.email,
          successUrl: `${publicUrl}/project/${project.id}?tab=milestones&milestone_session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/project/${project.id}?tab=milestones&milestone_checkout=canceled`,
          idempotencyKey: `${SANDBOX_MILESTONE_KEY_PREFIX}${payment.id}`,
          purpose: 'milestone',
        });
      } catch (error) {
        logger.error({ err: error, paymentId: payment.id }, 'creating the milestone checkout session failed');
        await payments.markUnpaid(payment.id, 'failed');
        throw paymentsErrors.checkoutFailed();
      }
      if (!(await payments.attachLiveSession(payment.id, session.sessionId))) {
        // A newer checkout (another tab, a double click) replaced this one while its session was being opened.
        await expireAtProvider([{ ...payment, status: 'canceled', providerSessionId: session.sessionId }]);
        throw paymentsErrors.replacedCheckout();
      }
      await analytics?.recordSafely({
        name: 'checkout_started',
        userId: buyer.userId,
        properties: { kind: 'milestone', project_id: project.id, amount: payment.amount, currency: payment.currency },
      });
      return { url: session.url };
    },

    /**
     * Closes the milestone's open card checkouts because the client chose bank transfer: 'funded' when one of them
     * was paid first (the transfer is then not needed).
     */
    async closeCardCheckouts(projectId: string, milestoneId: string): Promise<'funded' | 'closed'> {
      const closed = await db.transaction(async (tx) => {
        await projects.milestones.lockProject(projectId, tx);
        return closeCardRows(milestoneId, tx);
      });
      return expireAtProvider(closed);
    },
    /** In the caller's transaction (holding the project's lock): the open card checkouts closed; expire them after. */
    closeCardRows: (milestoneId: string, tx: Executor) => closeCardRows(milestoneId, tx),
    expireAtProvider,

    /** The return page's check (the webhook may not have arrived yet); only the payer gets an answer. */
    async verify(viewer: Pick<Viewer, 'userId'>, sessionId: string): Promise<TVerifyMilestonePaymentResponse> {
      const payment = await payments.findBySession(sessionId);
      if (!payment || payment.userId !== viewer.userId) throw paymentsErrors.orderNotFound();
      const answer = { project_id: payment.projectId, milestone_id: payment.milestoneId };
      if (payment.status === 'paid') return answer;
      const state = await provider.retrieveSession(sessionId);
      if (state.paid) {
        if (differs(payment, state)) throw paymentsErrors.amountMismatch();
        await fund(payment, sessionId, state.paymentReference);
        return answer;
      }
      if (state.failed) {
        await markUnpaid(payment, 'failed');
        throw paymentsErrors.declined();
      }
      if (state.status === 'expired') {
        await markUnpaid(payment, 'canceled');
        throw paymentsErrors.canceled();
      }
      throw paymentsErrors.notCompleted();
    },

    /** The payment a webhook event is about, when it is a milestone payment (by session, else by the metadata id). */
    async paymentForEvent(event: PaymentEvent): Promise<MilestonePaymentRow | null> {
      if (!event.sessionId || event.purpose === 'order') return null;
      return (
        (await payments.findBySession(event.sessionId)) ??
        (event.purpose === 'milestone' && event.orderId ? await payments.findUnattached(event.orderId) : null)
      );
    },

    /**
     * A webhook (or the reconciliation) about a milestone payment, applied idempotently; a paid one returns what
     * booking did. A mismatch is logged, never funded.
     */
    async handleEvent(
      payment: MilestonePaymentRow,
      event: PaymentEvent & { sessionId: string },
    ): Promise<BookingOutcome | 'mismatch' | null> {
      if (event.type === 'checkout.paid') {
        if (differs(payment, event)) {
          logger.error({ paymentId: payment.id, event: event.id }, 'milestone payment amount differs; not funded');
          return 'mismatch';
        }
        return fund(payment, event.sessionId, event.paymentReference);
      }
      await payments.attachSession(payment.id, event.sessionId);
      await markUnpaid(payment, event.type === 'checkout.failed' ? 'failed' : 'canceled');
      return null;
    },

    /** A payment under way on the project: an awaited bank transfer (first), an open checkout, or none. */
    async paymentInProgress(projectId: string, executor?: Executor): Promise<'transfer' | 'checkout' | null> {
      const pending = await payments.pendingForProject(projectId, executor);
      if (pending.some((payment) => payment.provider === 'bank_transfer')) return 'transfer';
      return pending.length > 0 ? 'checkout' : null;
    },

    /**
     * Closes the project's open checkouts at the provider (a project being cancelled): each ends as the provider says
     * it did — expired (canceled here), declined (failed) or paid (funded exactly once, as its webhook would). A row
     * whose session was never created is failed once it is older than ORPHAN_AFTER_MS. A provider error leaves the
     * row open; the caller refuses while one is.
     */
    async closeOpenCheckouts(projectId: string): Promise<void> {
      const open = (await payments.pendingForProject(projectId)).filter((row) => row.provider !== 'bank_transfer');
      for (const payment of open) {
        const sessionId = payment.providerSessionId;
        if (sessionId === null) {
          if (clock.now().getTime() - payment.createdAt.getTime() > ORPHAN_AFTER_MS)
            await markUnpaid(payment, 'failed');
          continue;
        }
        try {
          const state = await provider.expireSession(sessionId);
          if (state.paid && !differs(payment, state)) await fund(payment, sessionId, state.paymentReference);
          else if (state.failed) await markUnpaid(payment, 'failed');
          else if (state.status === 'expired') await markUnpaid(payment, 'canceled');
        } catch (error) {
          logger.error({ err: error, paymentId: payment.id }, 'closing an open milestone checkout failed');
        }
      }
    },

    /** The provider reference refunds go through: the milestone's paid payment, or the pack order's. */
    async paymentReferenceFor(orderId: string | null, milestoneId: string | null): Promise<string | null> {
      if (milestoneId) {
        const paid = await payments.findPaidForMilestone(milestoneId);
        // Money that came by bank transfer goes back the same way, by a person: no provider can refund it.
        return paid && paid.provider !== 'bank_transfer' ? referenceOf(paid) : null;
      }
      if (!orderId) return null;
      const order = await payments.findPaidOrder(orderId);
      return order ? referenceOf(order) : null;
    },
    setOrderPaymentReference: (sessionId: string, reference: string) =>
      payments.setOrderPaymentReference(sessionId, reference),
  };
}

export type MilestoneFunding = ReturnType<typeof createMilestoneFunding>;
