import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TPayoutAccountStatus, TPayoutStatus, TRefundStatus } from '../../../shared/domain/escrow';
import type { TMilestonePaymentRail, TPaymentProvider } from '../../../shared/domain/orders';
import { user } from './auth';

/** Where an expert is paid: a Stripe Connect Express account, or a sandbox account when Stripe is not configured. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<TPaymentProvider>().notNull(),
  accountRef: text('account_ref').notNull(),
  status: text('status').$type<TPayoutAccountStatus>().notNull().default('onboarding'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});

/**
 * Money owed to one expert from one release. source_key (release transaction + expert) is unique, so a release
 * creates each expert's payout once; it waits for a payout account, then the provider's transfer pays it.
 * project_id has no foreign key because projects belong to another module.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKey: text('source_key').notNull().unique('payouts_source_key_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    milestoneId: uuid('milestone_id'),
    /** What is paid out: the expert's share of the release after the platform fee. */
    amount: integer('amount').notNull(),
    /** The platform fee withheld from this share (the payout statement shows share = amount + fee). */
    feeAmount: integer('fee_amount').notNull().default(0),
    /** This expert's share of the release in percent (an agency's split; 100 for a single expert). */
    sharePercent: doublePrecision('share_percent').notNull().default(100),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').$type<TPayoutStatus>().notNull().default('waiting_account'),
    provider: text('provider').$type<TPaymentProvider>(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payouts_status_idx').on(t.status),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A refund of escrow to the client through the provider (dispute resolutions). source_key makes it happen once. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKey: text('source_key').notNull().unique('refunds_source_key_unique'),
    projectId: uuid('project_id').notNull(),
    milestoneId: uuid('milestone_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').$type<TRefundStatus>().notNull().default('pending'),
    /** How the money goes back: through the card provider, or by a person's bank transfer (`bank_transfer`). */
    provider: text('provider').$type<TMilestonePaymentRail>().notNull(),
    providerReference: text('provider_reference'),
    /**
     * The provider payment this refund returns (Stripe: its payment intent). Set when the refund is booked for one
     * payment (a payment that arrived twice), else when the provider refund is made; reconciliation reads it.
     */
    paymentReference: text('payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [check('refunds_amount_positive', sql`${t.amount} > 0`)],
);
