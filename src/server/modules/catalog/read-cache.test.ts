import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

afterEach(() => vi.useRealTimers());

describe('createReadCache', () => {
  it('loads once for concurrent readers and serves the value until cleared', async () => {
    let loads = 0;
    const cache = createReadCache(async () => ++loads, { ttlMs: 60_000 });
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    expect(await cache.get()).toBe(1);
    cache.clear();
    expect(await cache.get()).toBe(2);
  });

  it('does not serve a load that was in flight when the cache was cleared', async () => {
    let release!: (value: string) => void;
    let call = 0;
    const cache = createReadCache(
      () => (++call === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('after write')),
      { ttlMs: 60_000 },
    );
    const before = cache.get();
    cache.clear();
    release('before write');
    expect(await before).toBe('before write');
    expect(await cache.get()).toBe('after write');
  });

  it('never keeps a failure, and reloads after the TTL', async () => {
    vi.useFakeTimers();
    let call = 0;
    const cache = createReadCache(
      async () => {
        call++;
        if (call === 1) throw new Error('database down');
        return call;
      },
      { ttlMs: 1_000 },
    );
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(2);
    vi.advanceTimersByTime(999);
    expect(await cache.get()).toBe(2);
    vi.advanceTimersByTime(2);
    expect(await cache.get()).toBe(3);
  });
});

describe('createReadCache values', () => {
  it('are deep-frozen, so no request can change what the next one is served', async () => {
    const cache = createReadCache(async () => ({ list: [{ name: 'a', tags: ['x'] }] }), { ttlMs: 60_000 });
    const value = await cache.get();
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.list[0]!.tags)).toBe(true);
    expect(() => value.list.push({ name: 'b', tags: [] })).toThrow(TypeError);
  });
});
