import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
// The arranged payouts are rows only: the paid ones have no payout booked in the ledger, which the test database's
// closing check of ledger invariants would rightly report, so they go before it runs.
afterAll(async () => {
  await test?.db.delete(payouts).where(like(payouts.sourceKey, 'earnings-test-%'));
  await test?.close();
});

const get = (url: string, cookie: string) =>
  test.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie } });

/** `count` payouts of £10.00 for the expert, one a minute apart; the first `paid` of them paid out. */
async function payoutsFor(userId: string, count: number, paid: number) {
  const start = Date.parse('2026-01-01T09:00:00Z');
  await test.db.insert(payouts).values(
    Array.from({ length: count }, (_, index) => ({
      sourceKey: `earnings-test-${randomUUID()}`,
      userId,
      projectId: randomUUID(),
      amount: 1_000,
      status: index < paid ? ('paid' as const) : ('waiting_account' as const),
      createdAt: new Date(start + index * 60_000),
    })),
  );
}

describe('the expert earnings page (GET /api/expert/earnings)', () => {
  it('sends one page of payouts, newest first, with totals summed over all of them', async () => {
    const expert = await signedInUser(test);
    await payoutsFor(expert.id, 25, 7);

    const first = await get('/api/expert/earnings', expert.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ released: 25_000, paidOut: 7_000, payoutsPage: { total: 25, page: 1, pageSize: 20 } });
    expect(body.payouts).toHaveLength(20);
    const times = body.payouts.map((payout: { createdAt: string }) => Date.parse(payout.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = (await get('/api/expert/earnings?page=2', expert.cookie)).json();
    expect(second).toMatchObject({ released: 25_000, paidOut: 7_000, payoutsPage: { total: 25, page: 2 } });
    expect(second.payouts).toHaveLength(5);
    const ids = new Set([...body.payouts, ...second.payouts].map((payout: { id: string }) => payout.id));
    expect(ids.size).toBe(25);

    const small = (await get('/api/expert/earnings?pageSize=10&page=3', expert.cookie)).json();
    expect(small.payouts).toHaveLength(5);
  });

  it("shows nobody another expert's payouts, and refuses a page size over 50", async () => {
    const owner = await signedInUser(test);
    await payoutsFor(owner.id, 3, 3);
    const other = await signedInUser(test);
    const theirs = (await get('/api/expert/earnings', other.cookie)).json();
    expect(theirs).toMatchObject({ released: 0, paidOut: 0, payouts: [], payoutsPage: { total: 0 } });

    expect((await get('/api/expert/earnings?pageSize=51', owner.cookie)).statusCode).toBe(400);
    expect((await get('/api/expert/earnings?page=0', owner.cookie)).statusCode).toBe(400);
    expect((await get('/api/expert/earnings?page=abc', owner.cookie)).statusCode).toBe(400);
  });
});
