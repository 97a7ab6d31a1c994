import { deepFreeze } from '../../lib/deep-freeze';

/**
 * A per-instance memo of one read. The pending promise is stored at once, so concurrent requests share one load; a
 * failed load is never kept; `clear()` drops the entry, so a load that started before a write is not served after
 * it. The TTL only bounds staleness if an invalidation signal is ever missed.
 *
 * The value is deep-frozen: every request shares it, so nobody may change it, and a route returning it (or a
 * `frozenEnvelope` around it) has its response bytes serialised once per load instead of once per request.
 */
export function createReadCache<T>(load: () => Promise<T>, { ttlMs }: { ttlMs: number }) {
  let entry: { value: Promise<T>; loadedAt: number } | null = null;

  return {
    get(): Promise<T> {
      if (entry && Date.now() - entry.loadedAt < ttlMs) return entry.value;
      const value = load().then(deepFreeze);
      const current = { value, loadedAt: Date.now() };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
    clear(): void {
      entry = null;
    },
  };
}
