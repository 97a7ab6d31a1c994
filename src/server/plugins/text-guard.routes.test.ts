import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const INVALID_TEXT = {
  error: { code: 'invalid_text', message: 'Text cannot contain NUL characters or unpaired surrogates.' },
};

const anyAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A JSON body sent as written, so escapes like `\u0000` reach the server exactly as a client would send them. */
const postJson = (url: string, json: string, cookie?: string) =>
  test.app.inject({
    method: 'POST',
    url,
    remoteAddress: anyAddress(),
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: json,
  });

const brief = (goal: string, contactName = 'Maya Rossi') => ({
  contactName,
  contactEmail: `maya.${randomUUID().slice(0, 8)}@example.test`,
  contactPhone: '+44 20 7946 0000',
  company: 'Rossi Retail Tech',
  structuredBrief: {
    goal,
    context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
    constraints: 'Must integrate with HubSpot',
    budget_range: '5k-15k',
    timeline: '1-2-months',
    urgency: 'high',
    expert_style: 'collaborative',
    interpretations: {},
    missing: [],
  },
  assuredMode: true,
  origin: 'bespoke',
  originId: null,
});

describe('NUL and unpaired surrogates are refused at the edge', () => {
  it('refuses NUL in a guest brief (escaped and as a raw character in the JSON text)', async () => {
    const escaped = await postJson('/api/briefs', JSON.stringify(brief('Increase qualified leads\u0000 by 30%')));
    expect(escaped.statusCode, escaped.body).toBe(400);
    expect(escaped.json()).toEqual(INVALID_TEXT);

    const inName = await postJson(
      '/api/briefs',
      JSON.stringify(brief('Increase qualified leads by 30%', 'Maya\u0000')),
    );
    expect(inName.statusCode, inName.body).toBe(400);
    expect(inName.json()).toEqual(INVALID_TEXT);
  });

  it('refuses an unpaired surrogate in a guest brief goal, escaped or in an object key', async () => {
    const lone = await postJson('/api/briefs', JSON.stringify(brief('Increase leads \ud83d by 30% in 3 months')));
    expect(lone.statusCode, lone.body).toBe(400);
    expect(lone.json()).toEqual(INVALID_TEXT);

    const key = await postJson('/api/analytics/events', '{"name":"page_view","properties":{"\\udc00":"x"}}');
    expect(key.statusCode, key.body).toBe(400);
    expect(key.json()).toEqual(INVALID_TEXT);
  });

  it('refuses NUL in analytics properties', async () => {
    const response = await postJson(
      '/api/analytics/events',
      JSON.stringify({ name: 'page_view', properties: { path: '/a\u0000b' } }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(INVALID_TEXT);
  });

  // A lone surrogate cannot be spelt in a URL (percent escapes are UTF-8 bytes; %ED%A0%BD stays as typed), so NUL
  // is what the query and params can carry.
  it('refuses NUL in the query string and route params', async () => {
    const { cookie } = await signedInUser(test);
    for (const search of ['%00', 'caf%C3%A9%00']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/briefs?search=${search}`,
        headers: { cookie },
      });
      expect(response.statusCode, `${search}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(INVALID_TEXT);
    }
    const catalog = await test.app.inject({ method: 'GET', url: '/api/catalog/products?q=%00' });
    expect(catalog.statusCode, catalog.body).toBe(400);
    const param = await test.app.inject({ method: 'GET', url: '/api/briefs/%00', headers: { cookie } });
    expect(param.statusCode, param.body).toBe(400);
    expect(param.json()).toEqual(INVALID_TEXT);
  });

  it('accepts emoji (paired surrogates), escaped or not, and a literal backslash-u in text', async () => {
    const emoji = await postJson('/api/briefs', JSON.stringify(brief('Grow leads by 30% in 3 months 🚀')));
    expect(emoji.statusCode, emoji.body).toBe(201);
    const escaped = await postJson(
      '/api/briefs',
      JSON.stringify(brief('Grow leads by 30% in 3 months 🚀 \\u0000 literally')).replace('🚀', '\\ud83d\\ude80'),
    );
    expect(escaped.statusCode, escaped.body).toBe(201);
    const pair = await postJson(
      '/api/analytics/events',
      '{"name":"page_view","properties":{"label":"launch \\ud83d\\ude80"}}',
    );
    expect(pair.statusCode, pair.body).toBe(204);

    const { cookie } = await signedInUser(test);
    const search = await test.app.inject({
      method: 'GET',
      url: `/api/briefs?search=${encodeURIComponent('🚀 café')}`,
      headers: { cookie },
    });
    expect(search.statusCode, search.body).toBe(200);
  });
});

describe('Cache-Control on API responses', () => {
  it('is no-store on a signed-in read', async () => {
    const { cookie } = await signedInUser(test);
    for (const url of ['/api/me', '/api/notifications']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on API errors too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
