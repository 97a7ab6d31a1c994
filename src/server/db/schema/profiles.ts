import { sqlNow } from '../sql-now';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  email: text('email').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** E-mail about quotes, projects and payments (in-app notifications always appear; security e-mails always go). */
  emailActivity: boolean('email_activity').notNull().default(true),
  /** E-mail about marketing and tips: opt-in. */
  emailMarketing: boolean('email_marketing').notNull().default(false),
  /** Billing details a client adds on /account, printed on their invoices from then on. */
  billingCompanyName: text('billing_company_name'),
  billingAddress: text('billing_address'),
  billingVatNumber: text('billing_vat_number'),
  /** ISO 3166-1 alpha-2: with a company and a VAT number outside the seller's country, invoices are reverse-charged. */
  billingCountry: text('billing_country'),
  /** The client asked for each e-invoice's UBL XML with its invoice or credit note e-mail. */
  billingUblByEmail: boolean('billing_ubl_by_email').notNull().default(false),
  /** An admin lets this client fund milestones by bank transfer against an invoice. */
  bankTransferEnabled: boolean('bank_transfer_enabled').notNull().default(false),
  /** Set when the person deleted their account: the profile is anonymised and kept for the other parties' records. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});
