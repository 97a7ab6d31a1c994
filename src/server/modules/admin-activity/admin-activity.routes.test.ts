import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../../shared/domain/admin-activity';
import { adminActivity } from '../../db/schema';
import { activityEntries } from '../../test/admin-activity';
import { parseCsv } from '../../test/parse-csv';
import { createTestApp, createUser, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true, fullName: 'Ada Admin', email: 'ada.admin@example.test' });
});
afterAll(() => test?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
  test.app.inject({ method, url, headers: { cookie }, payload: payload as object, remoteAddress: '203.0.113.7' });

describe('the administrator activity log', () => {
  it('records a settings change with who, from which address, the target and the values before and after', async () => {
    const changed = await call('PUT', '/api/admin/settings/auto_release_days', admin.cookie, { value: { value: 21 } });
    expect(changed.statusCode).toBe(200);
    const entries = await activityEntries(test, 'setting.changed', 'auto_release_days');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: 'ada.admin@example.test',
      ip: '203.0.113.7',
      targetType: 'setting',
      before: { value: 14 },
      after: { value: 21 },
    });
    // The Settings tab's change history is the same record.
    const history = (await call('GET', '/api/admin/settings/audit', admin.cookie)).json().entries;
    expect(history[0]).toMatchObject({ key: 'auto_release_days', oldValue: { value: 14 }, newValue: { value: 21 } });
  });

  it('records catalog edits once each, with only the fields that changed', async () => {
    const created = await call('POST', '/api/admin/catalog/categories', admin.cookie, {
      name: 'Legal Ops',
      slug: 'legal-ops',
      isActive: false,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const edited = await call('PATCH', `/api/admin/catalog/categories/${id}`, admin.cookie, {
      name: 'Legal Operations',
      slug: 'legal-ops',
    });
    expect(edited.statusCode).toBe(200);
    expect(await activityEntries(test, 'catalog.category_created', id)).toHaveLength(1);
    const [edit, ...more] = await activityEntries(test, 'catalog.category_updated', id);
    expect(more).toHaveLength(0);
    expect(edit).toMatchObject({
      summary: 'Edited category “Legal Operations”',
      before: { name: 'Legal Ops' },
      after: { name: 'Legal Operations' },
    });
  });

  it('writes nothing for an action that was refused', async () => {
    const count = async () => (await test.db.$client.query('SELECT count(*)::int AS n FROM admin_activity')).rows[0];
    const before = await count();
    const missing = await call(
      'PATCH',
      '/api/admin/catalog/categories/00000000-0000-4000-8000-000000000000',
      admin.cookie,
      {
        name: 'Nobody',
      },
    );
    expect(missing.statusCode).toBe(404);
    const refused = await call('PUT', '/api/admin/settings/auto_release_days', admin.cookie, { value: { value: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(await count()).toEqual(before);
  });

  it('records admin rights granted and removed (from the console, as system) only when they change', async () => {
    const person = await createUser(test, { email: 'future.admin@example.test' });
    const { profiles } = test.app.services;
    expect(await profiles.setAdminRights('future.admin@example.test', true, SYSTEM_ACTOR)).toBe(true);
    expect(await profiles.setAdminRights('future.admin@example.test', true, SYSTEM_ACTOR)).toBe(true);
    expect(await profiles.setAdminRights('future.admin@example.test', false, SYSTEM_ACTOR)).toBe(true);
    expect(await profiles.setAdminRights('nobody@example.test', true, SYSTEM_ACTOR)).toBe(false);
    const granted = await activityEntries(test, 'account.admin_granted', person.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ actorId: null, actorEmail: 'system', ip: null });
    expect(await activityEntries(test, 'account.admin_revoked', person.id)).toHaveLength(1);
  });

  it('cannot be changed or removed: the app role lacks the right, and even the owner meets the trigger', async () => {
    const [entry] = await test.db.select().from(adminActivity).limit(1);
    expect(entry).toBeDefined();
    const app = test.db.$client;
    await expect(app.query(`UPDATE admin_activity SET summary = 'edited' WHERE id = $1`, [entry!.id])).rejects.toThrow(
      /permission denied for table admin_activity/,
    );
    await expect(app.query('DELETE FROM admin_activity WHERE id = $1', [entry!.id])).rejects.toThrow(
      /permission denied for table admin_activity/,
    );
    await expect(app.query('TRUNCATE admin_activity')).rejects.toThrow(/permission denied for table admin_activity/);
    const owner = test.ownerDb.$client;
    await expect(
      owner.query(`UPDATE admin_activity SET summary = 'edited' WHERE id = $1`, [entry!.id]),
    ).rejects.toThrow(/append-only: UPDATE is not allowed/);
    await expect(owner.query('DELETE FROM admin_activity WHERE id = $1', [entry!.id])).rejects.toThrow(
      /append-only: DELETE is not allowed/,
    );
    await expect(owner.query('TRUNCATE admin_activity')).rejects.toThrow(/append-only: TRUNCATE is not allowed/);
    const [still] = await test.db.select().from(adminActivity).limit(1);
    expect(still?.summary).toBe(entry!.summary);
  });

  it('is for admins only: signed out 401, others 403', async () => {
    const someone = await signedInUser(test);
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/activity', someone.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/activity/export.csv', someone.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/activity/admins', someone.cookie)).statusCode).toBe(403);
  });

  it('lists newest first and filters by admin, action, target type, dates and text', async () => {
    const other = await signedInUser(test, { isAdmin: true, email: 'bo.admin@example.test' });
    await call('PUT', '/api/admin/settings/conflict_window_days', other.cookie, { value: { value: 45 } });
    const list = (query: string, cookie = admin.cookie) => call('GET', `/api/admin/activity?${query}`, cookie);

    const all = (await list('')).json();
    expect(all.entries[0]).toMatchObject({ actorEmail: 'bo.admin@example.test', targetId: 'conflict_window_days' });
    expect(all.total).toBe(all.entries.length);
    const times = all.entries.map((entry: { occurredAt: string }) => entry.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byOther = (await list(`actorId=${other.id}`)).json();
    expect(byOther.total).toBe(1);
    expect((await list('action=setting.changed')).json().total).toBe(2);
    expect((await list('targetType=category')).json().total).toBe(2);
    expect((await list('q=legal%20operations')).json().total).toBe(1);
    expect((await list('q=%25')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).json().total).toBe(all.total);
    expect((await list('to=2020-01-01')).json().total).toBe(0);
    expect((await list('from=2026-12-02&to=2026-12-01')).statusCode).toBe(400);
    expect((await list('action=made.up')).statusCode).toBe(400);

    const admins = (await call('GET', '/api/admin/activity/admins', admin.cookie)).json().admins;
    expect(admins.map((entry: { email: string }) => entry.email).sort()).toEqual([
      'ada.admin@example.test',
      'bo.admin@example.test',
    ]);
  });

  it('exports the filtered log as CSV, newest first, with a formula-safe summary', async () => {
    const response = await call('GET', '/api/admin/activity/export.csv?action=setting.changed', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="admin_activity_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers['x-total-count']).toBe('2');
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'occurred_at',
      'admin_email',
      'admin_id',
      'ip',
      'action',
      'target_type',
      'target_id',
      'summary',
      'before',
      'after',
    ]);
    expect(rows.slice(1).map((row) => row[6])).toEqual(['conflict_window_days', 'auto_release_days']);
    expect(rows[2]?.[3]).toBe('203.0.113.7');
    expect(JSON.parse(rows[2]![9]!)).toEqual({ value: 21 });
  });
});
