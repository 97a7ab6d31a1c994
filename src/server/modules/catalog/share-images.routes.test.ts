import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

/** Width and height from the PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('link-preview images', () => {
  it("a pack's image is a 1200 × 630 PNG, rendered once and then the same bytes", async () => {
    const { products } = (await test.app.inject({ method: 'GET', url: '/api/catalog/products' })).json();
    const url = `/og/products/${products[0].id}.png`;
    const first = await test.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const again = await test.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('the default image is a 1200 × 630 PNG; an unknown pack or a malformed id answers 404 / 400', async () => {
    const fallback = await test.app.inject({ method: 'GET', url: '/og/default.png' });
    expect(fallback.statusCode).toBe(200);
    expect(pngSize(fallback.rawPayload)).toEqual({ width: 1200, height: 630 });
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/og/products/00000000-0000-4000-8000-000000000000.png',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/og/products/xyz.png' })).statusCode).toBe(400);
  });
});
