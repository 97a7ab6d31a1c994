import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { firstPack } from '../../test/payments';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

/** What the pack page's Buy form sends when its script has not run. */
const submit = (body: string, cookie?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });

describe('POST /api/payments/checkout (the Buy form without JavaScript)', () => {
  it('sends a signed-out buyer to sign-in, coming back to the pack', async () => {
    const pack = await firstPack(test);
    const response = await submit(`product_id=${pack.id}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/auth?next=${encodeURIComponent(`/product/${pack.id}`)}`);
    expect(await test.db.select().from(orders)).toHaveLength(0);
  });

  it('sends a signed-in buyer to the checkout, with a pending order', async () => {
    const client = await signedInUser(test);
    const pack = await firstPack(test);
    const response = await submit(`product_id=${pack.id}`, client.cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/\/sandbox\/checkout\//);
    expect(await test.db.select().from(orders)).toHaveLength(1);
  });

  it('answers bad input with a way back, never an error page: an unknown pack to its page, a malformed id to the catalog', async () => {
    const client = await signedInUser(test);
    const unknown = randomUUID();
    const missing = await submit(`product_id=${unknown}`, client.cookie);
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toBe(`/product/${unknown}?checkout=failed`);
    const malformed = await submit('product_id=%3Cscript%3E', client.cookie);
    expect(malformed.statusCode).toBe(303);
    expect(malformed.headers.location).toBe('/catalog');
    expect((await submit('', client.cookie)).statusCode).toBe(400);
  });
});
