import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository } from '../../db/seed/demo-history/demo.repository';
import { demoSignIns } from '../../db/seed/demo-sign-ins';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

// Two apps: the default one (no demo, as in tests and production) and one with demo accounts and history on (the
// history itself is not seeded here: main.ts starts it after listen; demo.service.test.ts covers the seeding).
let plain: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [plain, demo] = await Promise.all([createTestApp(), createTestApp({}, { demo: { accounts: true, history: true } })]);
});
afterAll(async () => {
  await plain?.close();
  await demo?.close();
});

const demoStatus = (test: TestApp, cookie?: string) =>
  test.app.inject({ method: 'GET', url: '/api/admin/demo-status', headers: cookie ? { cookie } : {} });

describe('public config demoAccounts', () => {
  it('is null without demo accounts, and the three demo sign-ins where they are seeded', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      demoAccounts: null,
    });
    const served = (await demo.app.inject({ method: 'GET', url: '/api/config' })).json().demoAccounts;
    expect(served).toEqual(demoSignIns());
    expect(served.map((signIn: { email: string }) => signIn.email)).toEqual([
      'client@demo.outcome.local',
      'expert1@demo.outcome.local',
      'admin@demo.outcome.local',
    ]);
  });
});

describe('GET /api/admin/demo-status', () => {
  it('is for admins only: 401 signed out, 403 for a non-admin', async () => {
    expect((await demoStatus(demo)).statusCode).toBe(401);
    const client = await signedInUser(demo);
    expect((await demoStatus(demo, client.cookie)).statusCode).toBe(403);
  });

  it('answers off where the demo history is off', async () => {
    const admin = await signedInUser(plain, { isAdmin: true });
    const response = await demoStatus(plain, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'off', percent: 0 });
  });

  it('follows the history: seeding at 0 % before it starts, its progress, then done', async () => {
    const admin = await signedInUser(demo, { isAdmin: true });
    expect((await demoStatus(demo, admin.cookie)).json()).toEqual({ state: 'seeding', percent: 0 });
    const repository = createDemoRepository(demo.db);
    const end = new Date().toISOString();
    await repository.saveMarker({ version: 1, done: 30, total: 120, finishedAt: null, end });
    expect((await demoStatus(demo, admin.cookie)).json()).toEqual({ state: 'seeding', percent: 25 });
    await repository.saveMarker({ version: 1, done: 120, total: 120, finishedAt: new Date().toISOString(), end });
    expect((await demoStatus(demo, admin.cookie)).json()).toEqual({ state: 'done', percent: 100 });
  });
});
