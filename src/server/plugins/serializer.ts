import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepFrozen } from '../lib/deep-freeze';

/**
 * Response serialiser for every route. Each response still goes through the route's zod schema (encode strips keys
 * outside the contract and rejects a value that does not match it; see fastify-type-provider-zod), then
 * JSON.stringify. A deep-frozen value cannot change, so its bytes are kept after the first request (per route and
 * status code, weakly, so they go when the value goes) and later requests answer the same Buffer: no zod pass, no
 * JSON.stringify, no UTF-8 encoding. Read caches freeze what they hold (see `createReadCache`) and routes wrap such
 * values with `frozenEnvelope`. Anything not frozen is serialised on every request, as before.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const serialize = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  const bytesOf = new WeakMap<object, Buffer>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    const kept = bytesOf.get(data);
    // Fastify sends a Buffer payload as is (content-length from its length); the compiler's type only says string.
    if (kept) return kept as unknown as string;
    const json = serialize(data);
    if (!isDeepFrozen(data)) return json;
    const bytes = Buffer.from(json, 'utf8');
    bytesOf.set(data, bytes);
    return bytes as unknown as string;
  };
};

/**
 * Wraps a value in its response envelope (`{ products }`), once per value when the value is frozen, so a route that
 * returns a cached list returns the same frozen envelope every time and `serializerCompiler` serialises it once.
 * A value that is not frozen gets a fresh envelope.
 */
export function frozenEnvelope<T extends object, E extends object>(wrap: (value: T) => E): (value: T) => E {
  const envelopes = new WeakMap<T, E>();
  return (value) => {
    if (!Object.isFrozen(value)) return wrap(value);
    let envelope = envelopes.get(value);
    if (!envelope) {
      envelope = Object.freeze(wrap(value));
      envelopes.set(value, envelope);
    }
    return envelope;
  };
}
