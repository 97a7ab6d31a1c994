import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
