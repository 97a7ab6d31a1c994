import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customizationRequests, products } from '../../db/schema';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const briefInput = (userId: string, briefId: string) => ({
  userId,
  briefId,
  projectTitle: 'Outbound engine',
  baseTemplate: null,
  customRequirements: 'Goal: more qualified leads',
  budgetRange: '5k-15k',
  timelinePreference: '3-4-weeks',
});

describe('requests service', () => {
  it('opens one request per brief, however often it is called (also concurrently)', async () => {
    const client = await createUser(test);
    const briefId = randomUUID();
    const { requests } = test.app.services;
    const ids = await Promise.all(
      Array.from({ length: 5 }, () =>
        test.db.transaction((tx) => requests.openFromBrief(briefInput(client.id, briefId), tx)),
      ),
    );
    expect(new Set(ids.map((row) => row.id)).size).toBe(1);
    const rows = await test.db.select().from(customizationRequests).where(eq(customizationRequests.briefId, briefId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'new',
      projectTitle: 'Outbound engine',
      budgetRange: '5k-15k',
      orderId: null,
    });
  });

  it('opens one request per order, carrying the pack and its project', async () => {
    const client = await createUser(test);
    const orderId = randomUUID();
    const projectId = randomUUID();
    const [product] = await test.db.select({ id: products.id }).from(products).limit(1);
    const input = {
      userId: client.id,
      orderId,
      productId: product!.id,
      projectId,
      projectTitle: 'Lead generation starter',
      baseTemplate: 'Lead generation starter',
      customRequirements: 'As the pack describes',
      budgetRange: null,
      timelinePreference: null,
    };
    const first = await test.db.transaction((tx) => test.app.services.requests.openFromOrder(input, tx));
    const second = await test.db.transaction((tx) => test.app.services.requests.openFromOrder(input, tx));
    expect(second.id).toBe(first.id);
    const [row] = await test.db.select().from(customizationRequests).where(eq(customizationRequests.id, first.id));
    expect(row).toMatchObject({ orderId, projectId, baseTemplate: 'Lead generation starter' });
  });

  it('rolls back with the caller when the caller fails', async () => {
    const client = await createUser(test);
    const briefId = randomUUID();
    await expect(
      test.db.transaction(async (tx) => {
        await test.app.services.requests.openFromBrief(briefInput(client.id, briefId), tx);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(
      await test.db.select().from(customizationRequests).where(eq(customizationRequests.briefId, briefId)),
    ).toHaveLength(0);
  });
});
