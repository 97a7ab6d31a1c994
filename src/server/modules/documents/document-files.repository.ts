import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentFiles } from '../../db/schema/documents';

export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type NewDocumentFileRow = typeof documentFiles.$inferInsert;

/** The record of each document's stored files (one per document and format, written once). */
export function createDocumentFilesRepository(db: Database) {
  async function find(documentId: string, format: string): Promise<DocumentFileRow | null> {
    const [row] = await db
      .select()
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.format, format)));
    return row ?? null;
  }

  return {
    find,

    /** Records the file unless one is already recorded for its document and format; the recorded one either way. */
    async insertFirst(row: NewDocumentFileRow): Promise<DocumentFileRow> {
      const [inserted] = await db.insert(documentFiles).values(row).onConflictDoNothing().returning();
      return inserted ?? (await find(row.documentId, row.format))!;
    },
  };
}
