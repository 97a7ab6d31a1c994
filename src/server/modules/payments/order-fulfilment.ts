import { clock } from '../../lib/clock';
import type { Database } from '../../db/client';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { DocumentsService } from '../documents/documents.service';
import { matchingInputsFromPack } from '../../../shared/domain/matching/request-inputs';
import { formatMoney } from '../../../shared/domain/money';
import { labelledReference } from '../../../shared/domain/reference';
import { statusText } from '../../../shared/domain/status-map';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProjectsService } from '../projects/projects.service';
import type { RequestsService } from '../requests/requests.service';
import type { OrderRow, OrdersRepository } from './orders.repository';

/** What checkout and fulfilment need from the catalog (the catalog service provides it). */
export type PackLookup = {
  findActiveProduct: (id: string) => Promise<{
    id: string;
    title: string;
    basePrice: number;
    currency: string;
    timeline: string;
    deliverables: string[];
    tags: string[];
    category: { name: string };
    subcategory: { name: string } | null;
  } | null>;
};

export type FulfilmentDeps = {
  db: Database;
  catalog: PackLookup;
  orders: OrdersRepository;
  projects: ProjectsService;
  ledger: LedgerService;
  requests: Pick<RequestsService, 'openFromOrder'>;
  notifications: NotificationsService;
  /** Checkout completions are recorded as product events inside the fulfilment's transaction. */
  analytics?: Pick<AnalyticsService, 'record' | 'recordSafely'>;
  /**
   * Every successful payment gets its VAT invoice and receipt, in the payment's transaction; a bank transfer's
   * invoice comes first, when the client chooses to pay that way.
   */
  documents: Pick<DocumentsService, 'issueForPayment' | 'issueTransferInvoice'>;
};

export type Fulfilment = { projectId: string; fulfilledNow: boolean };

/**
 * Fulfils a paid pack order exactly once, however often and in whatever order the webhook, its retries and
 * verify-payment ask: the order turns paid, its project and deliverables are created, the price is booked into the
 * project's escrow, a request is opened so an admin can assign an expert, and the client is told. All of it in one
 * transaction behind the conditional `markPaid`, so either everything happens once or nothing does.
 */
export function createOrderFulfilment({
  db,
  catalog,
  orders,
  projects,
  ledger,
  requests,
  notifications,
  analytics,
  documents,
}: FulfilmentDeps) {
  return async function fulfilOrder(order: Pick<OrderRow, 'id' | 'productId'>, sessionId: string): Promise<Fulfilment> {
    // What matching reads of the pack (tags, category), looked up before the transaction takes its locks. A pack
    // withdrawn since checkout has none: its request is matched on what the order kept.
    const pack = await catalog.findActiveProduct(order.productId);
    return db.transaction(async (tx) => {
      const paid = await orders.markPaid(order.id, sessionId, tx);
      if (!paid) {
        const existing = await projects.findByOrderId(order.id, tx);
        if (!existing) throw new Error(`order ${order.id} is paid but has no project`);
        return { projectId: existing.id, fulfilledNow: false };
      }

      const project = await projects.createPackProject(
        {
          clientId: paid.userId,
          orderId: paid.id,
          productId: paid.productId,
          title: paid.productTitle,
          totalPrice: paid.amount,
          currency: paid.currency,
          deliverables: paid.productDeliverables,
        },
        tx,
      );
      await ledger.record(
        {
          kind: 'escrow_funding',
          cause: 'order',
          causeId: paid.id,
          providerReference: sessionId,
          description: `Payment for "${paid.productTitle}" held in escrow`,
          currency: paid.currency,
          legs: [
            { account: 'client_funding', amount: -paid.amount, userId: paid.userId },
            { account: 'project_escrow', amount: paid.amount, projectId: project.id },
          ],
        },
        tx,
      );
      await documents.issueForPayment(
        {
          cause: 'order',
          causeId: paid.id,
          buyerId: paid.userId,
          projectId: project.id,
          orderId: paid.id,
          milestoneId: null,
          description: `Outcome pack: ${paid.productTitle}`,
          amount: paid.amount,
          currency: paid.currency,
          paymentMethod: 'card',
          providerReference: sessionId,
          paidAt: clock.now(),
        },
        tx,
      );
      await requests.openFromOrder(
        {
          userId: paid.userId,
          orderId: paid.id,
          productId: paid.productId,
          projectId: project.id,
          projectTitle: paid.productTitle,
          baseTemplate: paid.productTitle,
          customRequirements: packRequirements(paid),
          budgetRange: formatMoney(paid.amount, paid.currency),
          timelinePreference: paid.productTimeline,
          matching: matchingInputsFromPack({
            tags: pack?.tags ?? [],
            categoryName: pack?.category.name ?? null,
            subcategoryName: pack?.subcategory?.name ?? null,
            price: paid.amount,
            currency: paid.currency,
            timeline: paid.productTimeline,
          }),
        },
        tx,
      );
      await notifications.notify(
        {
          userId: paid.userId,
          type: 'payment_confirmed',
          title: 'Payment Confirmed',
          message: `Your payment of ${formatMoney(paid.amount, paid.currency, { alwaysShowMinor: true })} for "${paid.productTitle}" was received. ${labelledReference('project', project.id)} is set up; its status is ${statusText('project', 'draft')} until we assign your expert.`,
          relatedId: project.id,
          email: { link: `/project/${project.id}` },
        },
        tx,
      );
      await analytics?.record(
        {
          name: 'checkout_completed',
          userId: paid.userId,
          properties: {
            kind: 'pack',
            order_id: paid.id,
            project_id: project.id,
            amount: paid.amount,
            currency: paid.currency,
          },
        },
        tx,
      );
      return { projectId: project.id, fulfilledNow: true };
    });
  };
}

function packRequirements(order: OrderRow): string {
  const deliverables = order.productDeliverables.length
    ? ` Deliverables: ${order.productDeliverables.join('; ')}.`
    : '';
  return `Outcome pack order: ${order.productTitle}.${deliverables}`;
}
