import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TLedgerAccount, TLedgerCause } from '../../../shared/domain/ledger';
import { user } from './auth';
import { projects } from './projects';

/**
 * One balanced money movement. `kind` + `cause_id` is unique so the same movement can never be booked twice,
 * whatever retries or races happen above it.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    cause: text('cause').$type<TLedgerCause>().notNull(),
    causeId: uuid('cause_id').notNull(),
    providerReference: text('provider_reference'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [unique('ledger_transactions_kind_cause_unique').on(t.kind, t.causeId)],
);

/** A leg of a ledger transaction: signed minor units on one account (escrow accounts are per project). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account').$type<TLedgerAccount>().notNull(),
    /** The project an escrow / payable leg belongs to; null for platform-wide accounts. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    /** The person a client-funding / payable leg belongs to. */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_project_idx').on(t.account, t.projectId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
