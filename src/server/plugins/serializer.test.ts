import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, isDeepFrozen } from '../lib/deep-freeze';
import { registerErrorHandler } from './error-handler';
import { frozenEnvelope, serializerCompiler } from './serializer';

const ZItem = z.object({ id: z.string(), tags: z.array(z.string()) });
const ZList = z.object({ items: z.array(ZItem) });

const serializerFor = () =>
  serializerCompiler({ schema: ZList, method: 'GET', url: '/items', httpStatus: '200' }) as (data: unknown) => unknown;
const text = (payload: unknown) => (Buffer.isBuffer(payload) ? payload.toString('utf8') : payload);

describe('serializerCompiler', () => {
  it('strips keys outside the contract from plain and from frozen values', () => {
    const serialize = serializerFor();
    const row = { id: 'a', tags: ['x'], passwordHash: 'secret' };
    const expected = JSON.stringify({ items: [{ id: 'a', tags: ['x'] }] });
    expect(text(serialize({ items: [row] }))).toBe(expected);
    expect(text(serialize(deepFreeze({ items: [{ ...row }] })))).toBe(expected);
  });

  it('serialises a deep-frozen value once and answers the same bytes after', () => {
    const serialize = serializerFor();
    const value = deepFreeze({ items: [{ id: 'a', tags: ['x'] }], extra: 1 });
    const first = serialize(value);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(serialize(value)).toBe(first);
    expect(text(first)).toBe('{"items":[{"id":"a","tags":["x"]}]}');
  });

  it('serialises again whatever can still change: unfrozen values, or frozen ones holding unfrozen parts', () => {
    const serialize = serializerFor();
    const tags = ['x'];
    const shallow = Object.freeze({ items: Object.freeze([Object.freeze({ id: 'a', tags })]) });
    expect(text(serialize(shallow))).toBe('{"items":[{"id":"a","tags":["x"]}]}');
    tags.push('y');
    expect(text(serialize(shallow))).toBe('{"items":[{"id":"a","tags":["x","y"]}]}');

    const plain = { items: [{ id: 'a', tags: ['x'] }] };
    expect(serialize(plain)).toBe('{"items":[{"id":"a","tags":["x"]}]}');
    plain.items[0]!.id = 'b';
    expect(serialize(plain)).toBe('{"items":[{"id":"b","tags":["x"]}]}');
  });

  it('refuses a value that breaks the contract, frozen or not', () => {
    const serialize = serializerFor();
    expect(() => serialize({ items: [{ id: 1, tags: [] }] })).toThrow(/doesn't match the schema/);
    expect(() => serialize(deepFreeze({ items: [{ id: 1, tags: [] }] }))).toThrow(/doesn't match the schema/);
  });

  it('counts only frozen plain objects and arrays as unchangeable (a Date changes through its setters)', () => {
    expect(isDeepFrozen(deepFreeze({ at: new Date(0) }))).toBe(false);
    expect(isDeepFrozen(deepFreeze({ bytes: Buffer.from('x') }))).toBe(false);
    expect(isDeepFrozen(deepFreeze({ a: [1, { b: 'c' }] }))).toBe(true);
  });
});

describe('frozenEnvelope', () => {
  it('wraps a frozen value once, and an unfrozen value every time', () => {
    const envelope = frozenEnvelope((items: { id: string }[]) => ({ items }));
    const cached = deepFreeze([{ id: 'a' }]);
    expect(envelope(cached)).toBe(envelope(cached));
    expect(Object.isFrozen(envelope(cached))).toBe(true);
    const fresh = [{ id: 'a' }];
    expect(envelope(fresh)).not.toBe(envelope(fresh));
    expect(envelope(fresh)).toEqual({ items: fresh });
  });
});

describe('a route answering a cached list', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  const list = deepFreeze([{ id: 'a', tags: ['x'], internalNote: 'not for clients' }]);
  const envelope = frozenEnvelope((items: typeof list) => ({ items }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { pages: null });
  app.get('/items', { schema: { response: { 200: ZList } } }, async () => envelope(list));
  app.get('/broken', { schema: { response: { 200: ZList } } }, async () => deepFreeze({ items: [{ id: 2 }] }) as never);
  afterAll(() => app.close());

  it('sends the contract’s JSON with its length, the same on every request', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: '/items' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe('{"items":[{"id":"a","tags":["x"]}]}');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    }
  });

  it('still answers the one 500 shape when a frozen value breaks the contract', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong. Please try again.',
        requestId: expect.any(String),
      },
    });
  });
});
