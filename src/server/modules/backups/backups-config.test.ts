import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { backupsConfigOf } from './backups.service';

/** What production needs besides the backup settings (a session secret, and payments configured). */
const SECRET = { AUTH_SECRET: 'a'.repeat(32), PAYMENTS_SANDBOX: 'true' };

describe('backup schedule', () => {
  it('backs up daily at 03:00 UTC in production when BACKUP_SCHEDULE is unset', () => {
    const config = backupsConfigOf(parseEnv({ ...SECRET, NODE_ENV: 'production', BACKUP_KEY: 'k'.repeat(16) }));
    expect(config.schedule).toBe('0 3 * * *');
    expect(config.keyMissing).toBe(false);
  });

  it('keeps the daily default without BACKUP_KEY, and says the key is missing', () => {
    const config = backupsConfigOf(parseEnv({ ...SECRET, NODE_ENV: 'production' }));
    expect(config.schedule).toBe('0 3 * * *');
    expect(config.keyMissing).toBe(true);
  });

  it('turns scheduled backups off with BACKUP_SCHEDULE=off, in production too', () => {
    expect(backupsConfigOf(parseEnv({ ...SECRET, NODE_ENV: 'production', BACKUP_SCHEDULE: 'off' })).schedule).toBe(
      null,
    );
  });

  it('schedules nothing outside production unless asked', () => {
    expect(backupsConfigOf(parseEnv({ NODE_ENV: 'development' })).schedule).toBe(null);
    expect(backupsConfigOf(parseEnv({ NODE_ENV: 'development', BACKUP_SCHEDULE: '30 2 * * 0' })).schedule).toBe(
      '30 2 * * 0',
    );
  });

  it('refuses an explicit schedule in production without BACKUP_KEY, and a malformed one anywhere', () => {
    expect(() => parseEnv({ ...SECRET, NODE_ENV: 'production', BACKUP_SCHEDULE: '0 3 * * *' })).toThrow(
      /BACKUP_KEY: required in production when BACKUP_SCHEDULE is set/,
    );
    expect(() => parseEnv({ NODE_ENV: 'development', BACKUP_SCHEDULE: 'daily' })).toThrow(/or "off"/);
  });
});
