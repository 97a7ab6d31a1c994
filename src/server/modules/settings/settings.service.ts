import type { Database, Executor } from '../../db/client';
import {
  SETTINGS,
  SETTING_KEYS,
  checkSettingsConsistency,
  defaultSettings,
  type TSettingKey,
  type TSettings,
} from '../../../shared/domain/settings';
import { settingsErrors } from './settings.errors';
import { createSettingsRepository } from './settings.repository';

export function createSettingsService({ db }: { db: Database }) {
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
    /** Writes one setting after validating it and the cross-setting rules; returns all settings. */
    async update(key: TSettingKey, value: unknown, adminId: string): Promise<TSettings> {
      const parsed = SETTINGS[key].schema.safeParse(value);
      if (!parsed.success) throw settingsErrors.invalidValue(key, parsed.error.issues[0]?.message ?? 'invalid');
      const next = { ...(await getAll()), [key]: parsed.data } as TSettings;
      const inconsistency = checkSettingsConsistency(next);
      if (inconsistency) throw settingsErrors.inconsistent(inconsistency);
      await repository.upsert(key, parsed.data, adminId);
      return next;
    },
    /** Writes every default that is not stored yet, so the table lists all keys. */
    async seedDefaults(): Promise<void> {
      await repository.insertDefaults(SETTING_KEYS.map((key) => ({ key, value: SETTINGS[key].default })));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
