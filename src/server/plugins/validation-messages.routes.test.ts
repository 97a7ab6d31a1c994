import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../test/test-app';
import { fieldLabel, humanMessage } from './validation-messages';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

/** zod's own wording, which must never reach a person. */
const RAW = /Invalid UUID|Invalid email address|Too small|Too big|expected string|Invalid input|\[body\./;

describe('400 answers in words, per field', () => {
  it('a malformed id in the address: "This link is not valid", not "id: Invalid UUID"', async () => {
    const user = await signedInUser(test);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/projects/not-a-uuid',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({ id: 'This link is not valid. Check the address and try again.' });
    expect(error.message).toBe('id: This link is not valid. Check the address and try again.');
    expect(response.body).not.toMatch(RAW);
  });

  it('a filter range the wrong way round is refused on its lower end, not answered with an empty list', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const fieldsOf = async (url: string) => {
      const response = await test.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(400);
      return response.json().error.fields;
    };
    const prices = { minPrice: 'Min £/hr must be at most Max £/hr.' };
    expect(await fieldsOf('/api/admin/experts?minPrice=300&maxPrice=200')).toEqual(prices);
    expect(await fieldsOf('/api/admin/reports/freelancers?minPrice=30000&maxPrice=20000')).toEqual(prices);
    expect(await fieldsOf('/api/admin/activity?from=2026-12-02&to=2026-12-01')).toEqual({
      from: 'The start date must be on or before the end date',
    });
  });

  it('an admin pack with a 2-character title, no deliverables and a price too low: one sentence per field', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const categories = await test.app.inject({ method: 'GET', url: '/api/catalog/categories' });
    const categoryId = categories.json().categories[0].id as string;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/products',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: {
        title: 'ab',
        description: 'A pack description long enough.',
        categoryId,
        subcategoryId: null,
        basePrice: 1,
        timeline: '2 weeks',
        deliverables: [],
        tags: [],
        isActive: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.fields).toMatchObject({
      title: 'The title must be at least 3 characters long.',
      deliverables: 'Please add at least one deliverable.',
    });
    expect(error.fields.basePrice).toMatch(/^The base price must be at least \d+\.$/);
    expect(error.message).toBe('title: The title must be at least 3 characters long.');
    expect(response.body).not.toMatch(RAW);
  });

  it('keeps a message the schema wrote itself (the brief e-mail) and words a wrong type', async () => {
    const telemetry = await test.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      headers: { origin: TEST_ORIGIN },
      payload: { path: 42 },
    });
    expect(telemetry.statusCode).toBe(400);
    expect(telemetry.json().error.fields).toEqual({ path: 'Please enter a valid path.' });
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    });
    expect(missing.json().error.fields).toEqual({ path: 'Please enter the path.' });
  });

  it('sign-up with a malformed e-mail: "Please enter a valid email address.", not "[body.email] Invalid email address"', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'not-an-email', password: 'a-long-enough-password-123', name: 'Nia Example' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe('Please enter a valid email address.');
    expect(error.fields).toEqual({ email: 'Please enter a valid email address.' });
    expect(response.body).not.toMatch(RAW);
  });
});

describe('field labels and messages', () => {
  it('names fields in words', () => {
    expect(fieldLabel(['contactEmail'])).toBe('contact email');
    expect(fieldLabel(['milestones', '0', 'amount'])).toBe('milestone 1 amount');
    expect(fieldLabel(['budget_range'])).toBe('budget range');
    expect(fieldLabel(['id'])).toBe('ID');
  });

  it('words the common zod issues', () => {
    const item = (keyword: string, path: string, params: Record<string, unknown>, message = 'Invalid input') => ({
      keyword,
      instancePath: `/${path}`,
      message,
      params,
    });
    expect(humanMessage(item('too_big', 'notes', { origin: 'string', maximum: 5000 }, 'Too big'), 'body')).toBe(
      'The notes can be at most 5000 characters long.',
    );
    expect(humanMessage(item('invalid_value', 'status', { values: ['open', 'closed'] }), 'querystring')).toBe(
      'Please choose one of: open, closed.',
    );
    expect(humanMessage(item('invalid_format', 'expertId', { format: 'uuid' }, 'Invalid UUID'), 'body')).toBe(
      'Please choose a valid expert ID.',
    );
    expect(humanMessage(item('custom', 'notes', {}, "Please describe what changes you'd like to see."), 'body')).toBe(
      "Please describe what changes you'd like to see.",
    );
  });
});
