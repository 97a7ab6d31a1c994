import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The last number given in each series and year. A document's number is taken by incrementing this row inside the
 * transaction that books the payment, so numbers are gap-free: a rolled-back payment gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * Receipts, VAT invoices and credit notes. Issued once and never changed (a trigger refuses UPDATE and DELETE):
 * corrections are credit notes. Seller and buyer details are snapshots taken at issue. No foreign keys: the record
 * must outlive the accounts, projects and orders it names.
 */
export const businessDocuments = pgTable(
  'business_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    /** What issued it, e.g. `order:{id}:invoice`: one document per cause and kind, however often it is asked. */
    sourceKey: text('source_key').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    supplyDate: timestamp('supply_date', { withTimezone: true }).notNull(),
    buyerId: uuid('buyer_id').notNull(),
    projectId: uuid('project_id').notNull(),
    orderId: uuid('order_id'),
    milestoneId: uuid('milestone_id'),
    /** A receipt's and a credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    paymentMethod: text('payment_method'),
    /** The client's purchase-order reference for the project, at issue. */
    purchaseOrderReference: text('purchase_order_reference'),
    /** An invoice paid by bank transfer is due by this date; the transfer quotes `provider_reference`. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    providerReference: text('provider_reference'),
    currency: text('currency').notNull(),
    netAmount: integer('net_amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    grossAmount: integer('gross_amount').notNull(),
    vatRatePercent: text('vat_rate_percent').notNull(),
    /** standard, reverse_charge or not_registered (a plain invoice: the seller had no VAT number). */
    vatTreatment: text('vat_treatment').notNull().default('standard'),
    /** What the invoice says about its VAT, e.g. the reverse-charge note. */
    vatNote: text('vat_note'),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    note: text('note'),
  },
  (table) => [
    index('business_documents_buyer_idx').on(table.buyerId, table.issuedAt),
    index('business_documents_project_idx').on(table.projectId),
    index('business_documents_issued_idx').on(table.issuedAt.desc(), table.id.desc()),
    check('business_documents_amounts', sql`${table.netAmount} + ${table.vatAmount} = ${table.grossAmount}`),
  ],
);

/**
 * The stored bytes of each business document, one file per document and format ('pdf'; the e-invoice XML formats
 * beside it): where storage keeps it and its SHA-256, recorded by whoever stored it first. Never changed or removed
 * (a trigger refuses UPDATE, DELETE and TRUNCATE), like the documents. `storage_path` and `checksum` are the names
 * backups look for. No foreign key, as for the documents themselves.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id').notNull(),
    format: text('format').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    contentType: text('content_type').notNull(),
    /** SHA-256 of the stored bytes, hex. */
    checksum: text('checksum').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (table) => [
    unique('document_files_document_format').on(table.documentId, table.format),
    check('document_files_format', sql`${table.format} in ('pdf', 'ubl', 'cii')`),
    check('document_files_checksum', sql`${table.checksum} ~ '^[0-9a-f]{64}$'`),
  ],
);
