import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  TMilestonePaymentRail,
  TOrderStatus,
  TPaymentProvider,
  TSandboxSessionStatus,
} from '../../../shared/domain/orders';
import { user } from './auth';
import { products } from './catalog';

/** A pack purchase: pending with a checkout session until the provider reports it paid (or failed / canceled). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** What was bought, as it was at purchase: the project is built from this even if the pack changes later. */
    productTitle: text('product_title').notNull(),
    productDeliverables: text('product_deliverables').array().notNull().default([]),
    productTimeline: text('product_timeline'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').$type<TOrderStatus>().notNull().default('pending'),
    provider: text('provider').$type<TPaymentProvider>().notNull(),
    /** Set once the checkout session exists; fulfilment is keyed by it. */
    providerSessionId: text('provider_session_id').unique('orders_provider_session_unique'),
    /** Stripe's payment intent; refunds go through it. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A client's payment funding one milestone of a custom project into escrow, through the same checkout and webhook as
 * pack orders. At most one paid payment per milestone (partial unique index), so a milestone is funded exactly once.
 * milestone_id and project_id have no foreign keys because milestones belong to the projects module.
 */
export const milestonePayments = pgTable(
  'milestone_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id').notNull(),
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').$type<TOrderStatus>().notNull().default('pending'),
    /** The card provider, or `bank_transfer`: paid against its invoice, marked received by an admin. */
    provider: text('provider').$type<TMilestonePaymentRail>().notNull(),
    providerSessionId: text('provider_session_id').unique('milestone_payments_provider_session_unique'),
    /** A bank transfer's payment reference, which the client quotes on the transfer. */
    transferReference: text('transfer_reference').unique('milestone_payments_transfer_reference_unique'),
    /** When the client and admins were reminded of an overdue transfer (once). */
    transferRemindedAt: timestamp('transfer_reminded_at', { withTimezone: true }),
    /** Stripe's payment intent (the reports' stripe_payment_intent_id); refunds go through it. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('milestone_payments_milestone_idx').on(t.milestoneId, t.createdAt.desc()),
    uniqueIndex('milestone_payments_paid_unique')
      .on(t.milestoneId)
      .where(sql`${t.status} = 'paid'`),
    // One awaiting bank transfer per milestone, however often the client asks.
    uniqueIndex('milestone_payments_awaiting_transfer_unique')
      .on(t.milestoneId)
      .where(sql`${t.provider} = 'bank_transfer' AND ${t.status} = 'pending'`),
    check('milestone_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Checkout sessions of the built-in sandbox provider (the stand-in for Stripe's hosted checkout). Kept in the
 * database so any instance can serve the page; idempotency_key makes a retried create return the same session.
 */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique('sandbox_checkout_sessions_idempotency_unique'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  productName: text('product_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').$type<TSandboxSessionStatus>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Refunds the sandbox provider made, as Stripe keeps its refunds: the provider side the reconciliation reads.
 * idempotency_key makes a retried refund return the same one.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique('sandbox_refunds_idempotency_unique'),
    paymentReference: text('payment_reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('sandbox_refunds_payment_idx').on(t.paymentReference),
    check('sandbox_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * One run of the provider reconciliation: what the provider captured and refunded beside what the ledger booked,
 * per capture. `unmatched` lists the captures that did not match when the run found them, with what the run did.
 */
export const paymentReconciliationRuns = pgTable(
  'payment_reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<TPaymentProvider>().notNull(),
    trigger: text('trigger').$type<'schedule' | 'admin'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    capturedCount: integer('captured_count').notNull(),
    capturedAmount: integer('captured_amount').notNull(),
    /** Booked into the ledger, or refunded whole at the provider when nothing here paid through it. */
    bookedAmount: integer('booked_amount').notNull(),
    /** Refunded at the provider of the captures the ledger booked (beside ledger_refunded_amount). */
    refundedAmount: integer('refunded_amount').notNull(),
    ledgerRefundedAmount: integer('ledger_refunded_amount').notNull(),
    /** Captures still unmatched after the run (0 when it booked or refunded every one it found). */
    unreconciledCount: integer('unreconciled_count').notNull(),
    unreconciledAmount: integer('unreconciled_amount').notNull(),
    rows: jsonb('rows').notNull(),
  },
  (t) => [index('payment_reconciliation_runs_finished_idx').on(t.finishedAt.desc())],
);
