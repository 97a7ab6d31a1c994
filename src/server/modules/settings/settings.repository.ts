import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminSettings } from '../../db/schema/settings';

export function createSettingsRepository(db: Executor) {
  return {
    async findAll(executor: Executor = db) {
      return executor.select().from(adminSettings);
    },
    async findByKeys(keys: string[], executor: Executor = db) {
      return executor.select().from(adminSettings).where(inArray(adminSettings.settingKey, keys));
    },
    /** The stored value of one key, locked until the caller's transaction ends (so two changes log in turn). */
    async lockValue(key: string, tx: Executor): Promise<{ value: unknown } | null> {
      const [row] = await tx
        .select({ value: adminSettings.settingValue })
        .from(adminSettings)
        .where(eq(adminSettings.settingKey, key))
        .for('update');
      return row ?? null;
    },
    async upsert(key: string, value: unknown, updatedBy: string | null, executor: Executor = db): Promise<void> {
      await executor
        .insert(adminSettings)
        .values({ settingKey: key, settingValue: value, updatedBy })
        .onConflictDoUpdate({
          target: adminSettings.settingKey,
          set: { settingValue: value, updatedBy, updatedAt: sql`now()` },
        });
    },
    async insertDefaults(rows: { key: string; value: unknown }[], executor: Executor = db): Promise<void> {
      if (rows.length === 0) return;
      await executor
        .insert(adminSettings)
        .values(rows.map((row) => ({ settingKey: row.key, settingValue: row.value })))
        .onConflictDoNothing();
    },
  };
}
