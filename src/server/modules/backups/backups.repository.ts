import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backupRuns } from '../../db/schema/backups';

export type BackupRunRow = typeof backupRuns.$inferSelect;

/** The record of backup runs (decision 026). */
export function createBackupsRepository(db: Database) {
  return {
    async start(trigger: 'schedule' | 'command' | 'restore_test'): Promise<BackupRunRow> {
      const [row] = await db.insert(backupRuns).values({ trigger }).returning();
      return row!;
    },

    /** Runs still marked running while the backup lock is free were cut off (the process stopped). */
    async failInterrupted(error: string): Promise<void> {
      await db
        .update(backupRuns)
        .set({ status: 'failed', finishedAt: new Date(), error })
        .where(eq(backupRuns.status, 'running'));
    },

    async succeed(
      id: string,
      values: { fileName: string; sizeBytes: number; summary: unknown; finishedAt: Date },
    ): Promise<void> {
      await db
        .update(backupRuns)
        .set({ status: 'succeeded', ...values })
        .where(eq(backupRuns.id, id));
    },

    /** The backup a restore test is testing, recorded as soon as it is chosen. */
    async setFile(id: string, fileName: string): Promise<void> {
      await db.update(backupRuns).set({ fileName }).where(eq(backupRuns.id, id));
    },

    async fail(id: string, error: string): Promise<void> {
      await db.update(backupRuns).set({ status: 'failed', finishedAt: new Date(), error }).where(eq(backupRuns.id, id));
    },

    /** The newest backups (restore tests are recorded beside them but are not backups). */
    async newest(limit: number): Promise<BackupRunRow[]> {
      return db
        .select()
        .from(backupRuns)
        .where(ne(backupRuns.trigger, 'restore_test'))
        .orderBy(desc(backupRuns.startedAt))
        .limit(limit);
    },

    async newestRestoreTest(): Promise<BackupRunRow | null> {
      const [row] = await db
        .select()
        .from(backupRuns)
        .where(eq(backupRuns.trigger, 'restore_test'))
        .orderBy(desc(backupRuns.startedAt))
        .limit(1);
      return row ?? null;
    },

    async newestSucceeded(): Promise<BackupRunRow | null> {
      const [row] = await db
        .select()
        .from(backupRuns)
        .where(and(eq(backupRuns.status, 'succeeded'), ne(backupRuns.trigger, 'restore_test')))
        .orderBy(desc(backupRuns.startedAt))
        .limit(1);
      return row ?? null;
    },
  };
}
