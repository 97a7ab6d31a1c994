import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBackupsOverviewSchema } from '../../../shared/schemas/backups';
import { adminSettings, backupRuns } from '../../db/schema';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import { BACKUP_JOB } from './backup-schedule';

let dataDir: string;
let test: TestApp;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'backups-routes-'));
  test = await createTestApp({ DATA_DIR: dataDir, BACKUP_SCHEDULE: '0 3 * * *', BACKUP_RETENTION_DAYS: '14' });
});
afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const overview = (cookie?: string) =>
  test.app.inject({ method: 'GET', url: '/api/admin/backups', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/backups', () => {
  it('is for admins only: 401 signed out, 403 for anyone else, 403 for an admin without MFA while it is required', async () => {
    expect((await overview()).statusCode).toBe(401);
    const client = await signedInUser(test);
    const refused = await overview(client.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');

    const admin = await signedInUser(test, { isAdmin: true });
    await test.db
      .update(adminSettings)
      .set({ settingValue: { enabled: true } })
      .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
    try {
      const withoutMfa = await overview(admin.cookie);
      expect(withoutMfa.statusCode).toBe(403);
      expect(withoutMfa.json().error.code).toBe('auth.mfa_required');
    } finally {
      await test.db
        .update(adminSettings)
        .set({ settingValue: { enabled: false } })
        .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
    }
  });

  it('shows the schedule and retention, and no run before the first backup', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const response = await overview(admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = ZBackupsOverviewSchema.parse(response.json());
    expect(body).toMatchObject({
      schedule: '0 3 * * *',
      keyMissing: false,
      retentionDays: 14,
      directory: path.join(dataDir, 'backups'),
      storage: 'local',
      latest: null,
      lastSucceeded: null,
      recent: [],
    });
  });

  it('shows the latest run, a failed one with its error, and the last successful one', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    await test.db.insert(backupRuns).values([
      {
        trigger: 'schedule',
        status: 'succeeded',
        startedAt: new Date('2026-01-01T03:00:00Z'),
        finishedAt: new Date('2026-01-01T03:00:05Z'),
        fileName: 'backup-2026-01-01T03-00-00.000Z.ombackup',
        sizeBytes: 123_456,
        summary: {
          migrations: 30,
          tables: 60,
          rows: 1000,
          pendingJobs: 2,
          files: 3,
          filesIncluded: 3,
          ledgerBalanced: true,
          warnings: [],
        },
      },
      {
        trigger: 'schedule',
        status: 'failed',
        startedAt: new Date('2026-01-02T03:00:00Z'),
        finishedAt: new Date('2026-01-02T03:00:01Z'),
        error: 'ENOSPC: no space left on device',
      },
    ]);
    const body = (await overview(admin.cookie)).json();
    expect(body.latest).toMatchObject({ status: 'failed', error: 'ENOSPC: no space left on device', sizeBytes: null });
    expect(body.lastSucceeded).toMatchObject({ status: 'succeeded', sizeBytes: 123_456, summary: { files: 3 } });
    expect(body.recent).toHaveLength(2);
  });

  it('schedules the daily backup with pg-boss when BACKUP_SCHEDULE is set', async () => {
    const rows = await test.db.execute<{ cron: string }>(
      sql`SELECT cron FROM pgboss.schedule WHERE name = ${BACKUP_JOB}`,
    );
    expect(rows.rows).toEqual([{ cron: '0 3 * * *' }]);
  });
});
