import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { backupsConfigOf } from './backups.service';

/** What production needs besides the backup settings. */
const SECRET = {
  AUTH_SECRET: 'a'.repeat(32),
  PAYMENTS_SANDBOX: 'true',
  DATABASE: 'embedded',
  PUBLIC_URL: 'https://marketplace.example.com',
  MAIL_DELIVERY: 'outbox-only',
};

describe('backup schedule', () => {
  it('backs up daily at 03:00 UTC in production when BACKUP_SCHEDULE is unset', () => {
    const config = backupsConfigOf(parseEnv({ ...SECRET, NODE_ENV: 'production', BACKUP_KEY: 'k'.repeat(16) }));
    expect(config.schedule).toBe('0 3 * * *');
    expect(config.keyMissing).toBe(false);
  });

  it('refuses production without BACKUP_KEY unless backups are turned off, saying both ways out', () => {
    expect(() => parseEnv({ ...SECRET, NODE_ENV: 'production' })).toThrow(
      /BACKUP_KEY: required in production \(openssl rand -base64 32; keep a copy away from the backups\), or BACKUP_SCHEDULE=off/,
    );
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
      /BACKUP_KEY: required in production/,
    );
    expect(() => parseEnv({ NODE_ENV: 'development', BACKUP_SCHEDULE: 'daily' })).toThrow(/or "off"/);
  });
});
