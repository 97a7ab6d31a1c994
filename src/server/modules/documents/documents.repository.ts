import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { businessDocuments, documentCounters } from '../../db/schema/documents';

export type DocumentRow = typeof businessDocuments.$inferSelect;
export type NewDocumentRow = typeof businessDocuments.$inferInsert;

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

    /** Gross totals of one currency's documents by kind. */
    async grossByKind(currency: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          kind: businessDocuments.kind,
          total: sql<string>`coalesce(sum(${businessDocuments.grossAmount}), 0)`,
        })
        .from(businessDocuments)
        .where(eq(businessDocuments.currency, currency))
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
  };
}
