import type { Logger } from 'pino';
import { clock } from '../../lib/clock';
import type {
  PaymentEvent,
  PaymentProvider,
  ProviderCapture,
  SessionState,
} from '../../providers/payments/payment-provider';
import type { TAdminActor } from '../../../shared/domain/admin-activity';
import type { TProviderReconciliation } from '../../../shared/schemas/escrow';
import type { TOrderList } from '../../../shared/schemas/payments';
import type { Viewer } from '../profiles/profiles.service';
import { createMilestoneBankTransfer, type BankTransferDeps } from './milestone-bank-transfer';
import { createMilestoneBooking, type MilestoneBookingDeps } from './milestone-booking';
import { createMilestoneFunding } from './milestone-funding';
import { createOrderFulfilment, type FulfilmentDeps } from './order-fulfilment';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import {
  createProviderReconciliation,
  type ProviderReconciliationDeps,
  type SettleOutcome,
} from './provider-reconciliation';
import { paymentsErrors } from './payments.errors';

export type { PackLookup } from './order-fulfilment';

export type PaymentsDeps = Omit<FulfilmentDeps, 'orders'> & {
  provider: PaymentProvider;
  publicUrl: string;
  logger: Logger;
  /** Bank transfer: who may use it (billing), the admin's entry when one is received. */
  profiles: BankTransferDeps['profiles'];
  activity: BankTransferDeps['activity'];
  /**
   * A payment not kept (its milestone was funded already, or its project cancelled) is booked and refunded at once
   * (milestone-booking.ts).
   */
  refundPayment: MilestoneBookingDeps['refundPayment'];
  /** Refunds made through the provider per payment, for the reconciliation (escrow records them). */
  refundedByPayment: ProviderReconciliationDeps['refundedByPayment'];
};

/** A pending pack order this recent is the buyer's checkout still: Buy again gets it instead of a second order. */
const REUSE_PENDING_ORDER_MS = 60 * 60 * 1000;

type Buyer = Pick<Viewer, 'userId' | 'email'>;

/** True when what the provider reports was charged differs from the order (null: the provider did not say). */
function chargedDiffers(order: OrderRow, reported: { amount: number | null; currency: string | null }): boolean {
  return (
    (reported.amount !== null && reported.amount !== order.amount) ||
    (reported.currency !== null && reported.currency.toLowerCase() !== order.currency)
  );
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider, catalog, projects, publicUrl, logger } = deps;
  const orders = createOrdersRepository(db);
  const fulfilOrder = createOrderFulfilment({ ...deps, orders });
  const book = createMilestoneBooking({
    db,
    projects,
    ledger: deps.ledger,
    notifications: deps.notifications,
    logger,
    analytics: deps.analytics,
    documents: deps.documents,
    profiles: deps.profiles,
    refundPayment: deps.refundPayment,
  });
  const milestoneFunding = createMilestoneFunding({
    db,
    provider,
    projects,
    publicUrl,
    logger,
    analytics: deps.analytics,
    book,
  });
  const bankTransfer = createMilestoneBankTransfer({
    db,
    projects,
    profiles: deps.profiles,
    documents: deps.documents,
    notifications: deps.notifications,
    activity: deps.activity,
    book,
    cardCheckouts: milestoneFunding,
    logger,
  });

  /** Fulfils when what was charged matches the order; a mismatch is logged for a person to look at, never fulfilled. */
  async function fulfilIfMatching(
    order: OrderRow,
    sessionId: string,
    reported: Pick<SessionState, 'amount' | 'currency'>,
  ) {
    if (chargedDiffers(order, reported)) {
      logger.error({ orderId: order.id, sessionId, reported }, 'payment amount differs from the order; not fulfilled');
      return null;
    }
    return fulfilOrder(order, sessionId);
  }

  /**
   * A capture the ledger has not booked (the reconciliation found it): booked as its webhook would book it — funding
   * or refunding a milestone, fulfilling an order — or, when nothing here pays through its session, refunded through
   * the provider at once (once: the refund's key is the session).
   */
  async function settleCapture(capture: ProviderCapture): Promise<SettleOutcome> {
    const event: PaymentEvent & { sessionId: string } = {
      id: `reconciliation:${capture.sessionId}`,
      type: 'checkout.paid',
      sessionId: capture.sessionId,
      orderId: capture.payableId,
      paid: true,
      amount: capture.amount,
      currency: capture.currency,
      purpose: capture.purpose,
      paymentReference: capture.paymentReference,
    };
    const milestonePayment = await milestoneFunding.paymentForEvent(event);
    if (milestonePayment) {
      const outcome = await milestoneFunding.handleEvent(milestonePayment, event);
      return outcome === 'funded' ? 'booked' : outcome === 'refunded' ? 'refunded' : 'not_settled';
    }
    const order = await orderForEvent(event);
    if (order) {
      if (!(await fulfilIfMatching(order, capture.sessionId, event))) return 'not_settled';
      await milestoneFunding.setOrderPaymentReference(capture.sessionId, capture.paymentReference);
      return 'booked';
    }
    logger.error({ sessionId: capture.sessionId }, 'a capture pays for nothing known here; refunding it');
    await provider.refund({
      paymentReference: capture.paymentReference,
      amount: capture.amount - capture.refunded,
      currency: capture.currency,
      idempotencyKey: `reconcile-${capture.sessionId}`,
    });
    return 'refunded';
  }

  const reconciliation = createProviderReconciliation({
    db,
    provider,
    ledger: deps.ledger,
    refundedByPayment: deps.refundedByPayment,
    settle: settleCapture,
    logger,
  });

  async function orderForEvent(event: PaymentEvent): Promise<OrderRow | null> {
    if (!event.sessionId) return null;
    return (
      (await orders.findBySession(event.sessionId)) ??
      (event.orderId ? await orders.findUnattached(event.orderId) : null)
    );
  }

  return {
    /**
     * A pending order for an active pack and a checkout session for it; returns the checkout url. A second click
     * within REUSE_PENDING_ORDER_MS gets the same order and, through the same idempotency key, the same session while
     * it is open, so a double click or a second tab never opens two orders.
     */
    async createPayment(buyer: Buyer, productId: string): Promise<{ url: string }> {
      const product = await catalog.findActiveProduct(productId);
      if (!product) throw paymentsErrors.productNotFound();
      const values = {
        userId: buyer.userId,
        productId: product.id,
        productTitle: product.title,
        productDeliverables: product.deliverables,
        productTimeline: product.timeline,
        amount: product.basePrice,
        currency: product.currency,
        provider: provider.name,
      };
      let { order, reused } = await orders.pendingOrInsert(
        values,
        new Date(clock.now().getTime() - REUSE_PENDING_ORDER_MS),
      );
      if (reused && order.providerSessionId) {
        const state = await provider.retrieveSession(order.providerSessionId).catch(() => null);
        if (state?.status === 'open' && state.url) return { url: state.url };
        // Closed meanwhile (expired, or its webhook is on the way): that order ends as its session did; a new one.
        if (state && !state.paid) await orders.markUnpaid(order.id, state.failed ? 'failed' : 'canceled');
        order = await orders.insert(values);
        reused = false;
      }
      try {
        const session = await provider.createCheckoutSession({
          orderId: order.id,
          amount: order.amount,
          currency: order.currency,
          productName: order.productTitle,
          customerEmail: buyer.email,
          successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/payment-canceled`,
          idempotencyKey: `checkout-order-${order.id}`,
        });
        await orders.attachSession(order.id, session.sessionId);
        if (!reused)
          await deps.analytics?.recordSafely({
            name: 'checkout_started',
            userId: buyer.userId,
            properties: { kind: 'pack', product_id: product.id, amount: order.amount, currency: order.currency },
          });
        return { url: session.url };
      } catch (error) {
        logger.error({ err: error, orderId: order.id }, 'creating the checkout session failed');
        await orders.markUnpaid(order.id, 'failed');
        throw paymentsErrors.checkoutFailed();
      }
    },

    /**
     * The success page's check: asks the provider and fulfils if paid (the webhook may not have arrived yet).
     * Only the order's owner gets an answer; anyone else gets 404.
     */
    async verifyPayment(viewer: Pick<Viewer, 'userId'>, sessionId: string): Promise<{ project_id: string }> {
      const order = await orders.findBySession(sessionId);
      if (!order || order.userId !== viewer.userId) throw paymentsErrors.orderNotFound();
      if (order.status === 'paid') return { project_id: (await fulfilOrder(order, sessionId)).projectId };

      const state = await provider.retrieveSession(sessionId);
      if (state.paid) {
        const fulfilment = await fulfilIfMatching(order, sessionId, state);
        if (!fulfilment) throw paymentsErrors.amountMismatch();
        return { project_id: fulfilment.projectId };
      }
      if (state.failed) {
        await orders.markUnpaid(order.id, 'failed');
        throw paymentsErrors.declined();
      }
      if (state.status === 'expired') {
        await orders.markUnpaid(order.id, 'canceled');
        throw paymentsErrors.canceled();
      }
      throw paymentsErrors.notCompleted();
    },

    /** A provider webhook: verified on its raw body (400 otherwise), then applied idempotently. */
    async handleWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void> {
      const event = provider.verifyWebhook(rawBody, headers);
      if (event.type === 'ignored') return;
      // Milestone payments share this path; the session's metadata (and its stored session) tell them apart.
      const milestonePayment = await milestoneFunding.paymentForEvent(event);
      if (milestonePayment && event.sessionId) {
        await milestoneFunding.handleEvent(milestonePayment, { ...event, sessionId: event.sessionId });
        return;
      }
      const order = await orderForEvent(event);
      if (!order || !event.sessionId) {
        logger.warn({ eventId: event.id, type: event.type }, 'payment event for an unknown checkout session; ignored');
        return;
      }
      // A mismatch is acknowledged (a retry would not change it) and left to the log.
      if (event.type === 'checkout.paid') {
        await fulfilIfMatching(order, event.sessionId, event);
        // Refunds of the pack's escrow go through the payment intent.
        if (event.paymentReference)
          await milestoneFunding.setOrderPaymentReference(event.sessionId, event.paymentReference);
        return;
      }
      await orders.attachSession(order.id, event.sessionId);
      await orders.markUnpaid(order.id, event.type === 'checkout.failed' ? 'failed' : 'canceled');
    },

    /** Funding a milestone by bank transfer against its invoice (milestone-bank-transfer.ts). */
    bankTransfers: bankTransfer,
    /** A checkout for one unfunded milestone of the client's custom project. */
    createMilestoneCheckout: milestoneFunding.createCheckout,
    /** The milestone return page's check: funds if paid (exactly once with the webhook). */
    verifyMilestonePayment: milestoneFunding.verify,

    /** The provider's reference of what funded a project's escrow (its milestone's payment, or its pack order). */
    async paymentReferenceFor(projectId: string, milestoneId: string | null): Promise<string | null> {
      if (milestoneId) return milestoneFunding.paymentReferenceFor(null, milestoneId);
      const project = await projects.milestones.projectOf(projectId);
      return milestoneFunding.paymentReferenceFor(project?.orderId ?? null, null);
    },
    /** An awaited bank transfer (cancelling waits for it) or an open checkout (cancelling closes it); decision 032. */
    paymentInProgress: milestoneFunding.paymentInProgress,
    closeOpenCheckouts: milestoneFunding.closeOpenCheckouts,
    /** The provider reconciliation run now at an admin's request (recorded in the activity log), and its latest run. */
    async reconcileWithProvider(actor: TAdminActor): Promise<TProviderReconciliation> {
      const { id, ...run } = await reconciliation.run('admin');
      await db.transaction((tx) =>
        deps.activity.record(
          actor,
          {
            action: 'payment.reconciliation_run',
            targetId: id,
            summary: `Reconciled ${run.capturedCount} provider captures: ${run.unreconciledCount} unmatched`,
            after: { unreconciledCount: run.unreconciledCount, unreconciledAmount: run.unreconciledAmount },
          },
          tx,
        ),
      );
      return run;
    },
    /** The hourly provider reconciliation (recorded as scheduled). */
    reconcileOnSchedule: () => reconciliation.run('schedule'),
    async latestReconciliation(): Promise<TProviderReconciliation | null> {
      const latest = await reconciliation.latest();
      if (!latest) return null;
      const { id: _id, ...run } = latest;
      return run;
    },

    /** The user's paid orders, newest first, with the project each one created. */
    async listOrders(userId: string): Promise<TOrderList> {
      const rows = await orders.listPaidForUser(userId);
      const projectIds = await projects.projectIdsByOrder(rows.map((order) => order.id));
      return {
        orders: rows.map((order) => ({
          id: order.id,
          productId: order.productId,
          productTitle: order.productTitle,
          amount: order.amount,
          currency: order.currency,
          status: order.status,
          projectId: projectIds.get(order.id) ?? null,
          createdAt: order.createdAt.toISOString(),
          paidAt: order.paidAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
