import { isDeepStrictEqual } from 'node:util';
import type { Database, Executor } from '../../db/client';
import {
  SETTINGS,
  SETTING_KEYS,
  checkSettingsConsistency,
  defaultSettings,
  type TSettingKey,
  type TSettings,
  type TSettingsAuditEntry,
  type TSettingsFallbacks,
} from '../../../shared/domain/settings';
import { SETTINGS_AUDIT_LIMIT } from '../../../shared/domain/limits';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import { settingsErrors } from './settings.errors';
import { createSettingsRepository } from './settings.repository';

export function createSettingsService({
  db,
  activity,
}: {
  db: Database;
  activity: Pick<AdminActivityService, 'record' | 'newestOf'>;
}) {
  const repository = createSettingsRepository(db);

  /** Stored values over defaults; a stored value that no longer fits its schema falls back to the default. */
  async function getAll(executor?: Executor): Promise<TSettings> {
    const settings = defaultSettings();
    for (const row of await repository.findAll(executor)) {
      const key = row.settingKey as TSettingKey;
      if (!(key in SETTINGS)) continue;
      const parsed = SETTINGS[key].schema.safeParse(row.settingValue);
      if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
    }
    return settings;
  }

  return {
    getAll,
    /** One setting; pass the caller's transaction to read inside it (no second connection while it holds one). */
    async get<K extends TSettingKey>(key: K, executor?: Executor): Promise<TSettings[K]> {
      return (await getAll(executor))[key];
    },
    /**
     * Writes one setting after validating it and the cross-setting rules, and records the change in the activity log
     * (who, key, old → new) in the same transaction; the key's row is locked first so concurrent changes log in turn.
     * Writing the value it already has changes nothing and logs nothing. Returns all settings.
     */
    async update(key: TSettingKey, value: unknown, admin: TAdminActor): Promise<TSettings> {
      const parsed = SETTINGS[key].schema.safeParse(value);
      if (!parsed.success) throw settingsErrors.invalidValue(key, parsed.error.issues[0]?.message ?? 'invalid');
      return db.transaction(async (tx) => {
        const stored = await repository.lockValue(key, tx);
        const next = { ...(await getAll(tx)), [key]: parsed.data } as TSettings;
        const inconsistency = checkSettingsConsistency(next);
        if (inconsistency) throw settingsErrors.inconsistent(inconsistency);
        if (stored && isDeepStrictEqual(stored.value, parsed.data)) return next;
        await repository.upsert(key, parsed.data, admin.userId, tx);
        await activity.record(
          admin,
          {
            action: 'setting.changed',
            targetId: key,
            summary: `Changed ${key}`,
            before: stored?.value ?? null,
            after: parsed.data,
          },
          tx,
        );
        return next;
      });
    },
    /** The newest changes first: the activity log's setting changes. */
    async auditLog(): Promise<TSettingsAuditEntry[]> {
      const entries = await activity.newestOf('setting.changed', SETTINGS_AUDIT_LIMIT);
      return entries.map((entry) => ({
        id: entry.id,
        key: entry.targetId ?? '',
        oldValue: entry.before,
        newValue: entry.after,
        changedByEmail: entry.actorEmail,
        changedAt: entry.occurredAt,
      }));
    },
    /** Keys stored with a value that no longer fits (read as their default until an admin saves a valid one). */
    async fallbacks(): Promise<TSettingsFallbacks> {
      const fallbacks: TSettingsFallbacks['fallbacks'] = [];
      for (const row of await repository.findAll()) {
        const key = row.settingKey as TSettingKey;
        if (!(key in SETTINGS)) continue;
        if (!SETTINGS[key].schema.safeParse(row.settingValue).success)
          fallbacks.push({ key, stored: row.settingValue });
      }
      return { fallbacks };
    },
    /** Writes every default that is not stored yet, so the table lists all keys. */
    async seedDefaults(): Promise<void> {
      await repository.insertDefaults(SETTING_KEYS.map((key) => ({ key, value: SETTINGS[key].default })));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
