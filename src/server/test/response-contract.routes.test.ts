import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from '../plugins/openapi';
import { checkResponseContracts, responseContractErrors } from './response-contract';
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

  it('the test harness fails an injected request whose JSON body drifted from its route schema', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, { sessionCookie: 'session', serve: false });
    const schema = { response: { 200: z.object({ status: z.enum(['open', 'closed']) }) } };
    app.get('/things/:id', { schema }, async (_request, reply) =>
      // Written past the route's serializer, as a hand-built body would be.
      reply
        .type('application/json')
        .serializer(JSON.stringify)
        .send({ status: 'lost' } as unknown as { status: 'open' }),
    );
    app.get('/fine/:id', { schema }, async () => ({ status: 'open' as const }));
    checkResponseContracts(app);
    await app.ready();
    await expect(app.inject({ method: 'GET', url: '/things/7' })).rejects.toThrow(
      'GET /things/:id 200: /status must be equal to one of the allowed values',
    );
    expect((await app.inject({ method: 'GET', url: '/fine/7' })).json()).toEqual({ status: 'open' });
    await app.close();
  });
});
