import { and, asc, count, desc, eq, exists, gte, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { businessDocuments, documentCounters } from '../../db/schema/documents';

export type DocumentRow = typeof businessDocuments.$inferSelect;
export type NewDocumentRow = typeof businessDocuments.$inferInsert;

/** The admin register's filters: a search, a kind, and an issue-time range (inclusive start, exclusive end). */
export type DocumentRegisterFilter = {
  q?: string;
  kind?: string;
  from?: Date;
  until?: Date;
};

/** A register row: the document and, for a receipt or credit note, the number of the invoice it belongs to. */
export type DocumentRegisterRow = DocumentRow & { invoiceNumber: string | null };

/** `%` and `_` in a search are the characters themselves, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function registerWhere(filter: DocumentRegisterFilter): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
  return and(
    filter.kind ? eq(businessDocuments.kind, filter.kind) : undefined,
    filter.from ? gte(businessDocuments.issuedAt, filter.from) : undefined,
    filter.until ? lt(businessDocuments.issuedAt, filter.until) : undefined,
    pattern
      ? or(
          ilike(businessDocuments.number, pattern),
          ilike(sql`${businessDocuments.buyer} ->> 'name'`, pattern),
          ilike(sql`${businessDocuments.buyer} ->> 'email'`, pattern),
        )
      : undefined,
  );
}

const registerInvoice = alias(businessDocuments, 'register_invoice');

export function createDocumentsRepository(db: Database) {
  return {
    /**
     * The next number of a series in a year, taken inside the caller's transaction: the counter row stays locked
     * until it commits (concurrent payments queue here), and a rollback gives the number back — no gaps.
     */
    async nextNumber(series: string, year: number, tx: Executor): Promise<number> {
      const [row] = await tx
        .insert(documentCounters)
        .values({ series, year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [documentCounters.series, documentCounters.year],
          set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: documentCounters.lastNumber });
      return row!.lastNumber;
    },

    async findBySource(sourceKey: string, executor: Executor = db): Promise<DocumentRow | null> {
      const [row] = await executor.select().from(businessDocuments).where(eq(businessDocuments.sourceKey, sourceKey));
      return row ?? null;
    },

    async insert(row: NewDocumentRow, tx: Executor): Promise<DocumentRow> {
      const [inserted] = await tx.insert(businessDocuments).values(row).returning();
      return inserted!;
    },

    async findById(id: string, executor: Executor = db): Promise<DocumentRow | null> {
      const [row] = await executor.select().from(businessDocuments).where(eq(businessDocuments.id, id));
      return row ?? null;
    },

    /** The invoice of a paid order or funded milestone (a pack project's has no milestone). */
    async findInvoice(projectId: string, milestoneId: string | null, executor: Executor): Promise<DocumentRow | null> {
      const [row] = await executor
        .select()
        .from(businessDocuments)
        .where(
          and(
            eq(businessDocuments.kind, 'invoice'),
            eq(businessDocuments.projectId, projectId),
            milestoneId ? eq(businessDocuments.milestoneId, milestoneId) : isNull(businessDocuments.milestoneId),
          ),
        )
        .orderBy(desc(businessDocuments.issuedAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Gross totals of one currency's documents by kind. Invoices count once paid (they have their receipt): a
     * bank-transfer invoice waits for its money.
     */
    async grossByKind(currency: string): Promise<Map<string, number>> {
      const receipts = alias(businessDocuments, 'receipts');
      const rows = await db
        .select({
          kind: businessDocuments.kind,
          total: sql<string>`coalesce(sum(${businessDocuments.grossAmount}), 0)`,
        })
        .from(businessDocuments)
        .where(
          and(
            eq(businessDocuments.currency, currency),
            or(
              ne(businessDocuments.kind, 'invoice'),
              exists(
                db
                  .select({ id: receipts.id })
                  .from(receipts)
                  .where(and(eq(receipts.kind, 'receipt'), eq(receipts.invoiceId, businessDocuments.id))),
              ),
            ),
          ),
        )
        .groupBy(businessDocuments.kind);
      return new Map(rows.map((row) => [row.kind, Number(row.total)]));
    },

    async listForBuyer(buyerId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(businessDocuments)
        .where(eq(businessDocuments.buyerId, buyerId))
        .orderBy(desc(businessDocuments.issuedAt), desc(businessDocuments.number));
    },

    /** One page of the admin register, newest first, with how many documents match in all. */
    async registerPage(
      filter: DocumentRegisterFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: DocumentRow[]; total: number }> {
      const where = registerWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(businessDocuments)
          .where(where)
          .orderBy(desc(businessDocuments.issuedAt), desc(businessDocuments.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(businessDocuments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * The next batch of the register after `after`, oldest first (the order documents were issued in), each with its
     * invoice's number; for exports that walk the register without holding a cursor open.
     */
    async registerBatchAfter(
      filter: DocumentRegisterFilter,
      afterId: string | null,
      limit: number,
    ): Promise<DocumentRegisterRow[]> {
      // The previous row's own issue time, read back in full precision (a JS Date would round off the microseconds).
      const keyset = afterId
        ? sql`(${businessDocuments.issuedAt}, ${businessDocuments.id}) > (select d.issued_at, d.id from business_documents d where d.id = ${afterId}::uuid)`
        : undefined;
      const rows = await db
        .select({ document: businessDocuments, invoiceNumber: registerInvoice.number })
        .from(businessDocuments)
        .leftJoin(registerInvoice, eq(registerInvoice.id, businessDocuments.invoiceId))
        .where(and(registerWhere(filter), keyset))
        .orderBy(asc(businessDocuments.issuedAt), asc(businessDocuments.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.document, invoiceNumber: row.invoiceNumber }));
    },
  };
}
