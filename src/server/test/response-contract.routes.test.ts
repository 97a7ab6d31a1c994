import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseContractErrors } from './response-contract';
import { createTestApp, signedInUser, type TestApp } from './test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

describe('responses match the schema the OpenAPI document declares (ajv)', () => {
  it('GET /api/me of someone who is not an expert: expertStatus null is allowed', async () => {
    const person = await signedInUser(test);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: person.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().viewer).toMatchObject({ expertStatus: null });
    expect(responseContractErrors(test.app, 'get', '/api/me', me)).toEqual([]);
  });

  it('reports a body that breaks the declared schema', async () => {
    const person = await signedInUser(test);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: person.cookie } });
    const broken = { ...me, json: () => ({ viewer: { ...me.json().viewer, expertStatus: 'astronaut' } }) } as typeof me;
    expect(responseContractErrors(test.app, 'get', '/api/me', broken)).toContainEqual(
      expect.objectContaining({ instancePath: '/viewer/expertStatus', keyword: 'enum' }),
    );
  });
});
