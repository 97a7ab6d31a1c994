import { createHash } from 'node:crypto';
import type { RealtimeHub } from '../realtime/hub';

/**
 * The PostgreSQL channel on which every change that ends a session or changes what a viewer carries is announced:
 * the payload is a user id, or `*` for everyone. Database triggers send it (migration
 * 0032_session-invalidation), inside the writing transaction, so it goes out exactly when the change commits, whoever
 * made it (better-auth, our services, a script, psql). See decision 028.
 */
export const SESSION_INVALIDATION_CHANNEL = 'session_invalidation';
export const EVERY_USER = '*';

/** Kept at most this long, even with no invalidation: a safety net, not what makes revocation exact. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** What a validated session resolves to, and until when it may be served without asking the database again. */
export type Resolved<V> = { userId: string; value: V; validUntil: number };

type Entry<V> = { userId: string; value: V; expiresAt: number };

export type SessionCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

/**
 * The session token's cookie value in a Cookie header: `undefined` when the header has none (nobody is signed in),
 * `null` when it has several (left to better-auth, never cached).
 */
export function sessionCookieValue(cookieHeader: string, cookieName: string): string | null | undefined {
  let found: string | undefined;
  let start = 0;
  while (start < cookieHeader.length) {
    let end = cookieHeader.indexOf(';', start);
    if (end === -1) end = cookieHeader.length;
    const eq = cookieHeader.indexOf('=', start);
    if (eq !== -1 && eq < end && cookieHeader.slice(start, eq).trim() === cookieName) {
      if (found !== undefined) return null;
      found = cookieHeader.slice(eq + 1, end).trim();
    }
    start = end + 1;
  }
  return found;
}

/**
 * Resolved sessions per session cookie, in this process, dropped on every invalidation the database announces.
 * Keys are SHA-256 hashes of the signed cookie value (token and signature), so the token itself is never held here,
 * and only the exact value that better-auth validated finds an entry. While the hub is not listening (connection
 * lost, reconnecting, a new channel not yet acknowledged) nothing is served from it or stored in it: notifications
 * sent meanwhile may be missed, so it starts empty once listening again.
 */
export function createSessionCache<V>(
  hub: Pick<RealtimeHub, 'onSignal' | 'onListening' | 'sync'>,
  { ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES, now = Date.now }: SessionCacheOptions = {},
) {
  /** Least recently used first (a Map keeps insertion order; a hit re-inserts). */
  const entries = new Map<string, Entry<V>>();
  /** Loads under way per key, shared by concurrent requests with the same cookie. */
  const loading = new Map<string, Promise<V | null>>();
  /** Bumped by every invalidation: a load that began before one is served but not kept. */
  let epoch = 0;
  /** Bumped by invalidations of everyone (and trust changes): values memoised with `memo` reload. */
  let everyoneEpoch = 0;
  let trusted = false;

  function dropEverything(): void {
    epoch++;
    everyoneEpoch++;
    entries.clear();
    loading.clear();
  }

  function dropUser(userId: string): void {
    epoch++;
    loading.clear();
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  }

  function invalidate(payload: string): void {
    if (payload === EVERY_USER || payload === '') dropEverything();
    else dropUser(payload);
  }

  hub.onSignal(SESSION_INVALIDATION_CHANNEL, invalidate);
  hub.onListening((listening) => {
    trusted = listening;
    dropEverything();
  });

  const keyOf = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('base64url');

  function store(key: string, resolved: Resolved<V>): void {
    entries.delete(key);
    entries.set(key, {
      userId: resolved.userId,
      value: resolved.value,
      expiresAt: Math.min(resolved.validUntil, now() + ttlMs),
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /**
     * The value for this session cookie: from the cache while it is trusted, the entry is fresh and no change
     * committed before the call concerns it, else from `load` (which validates the session with better-auth and
     * returns null when there is none), kept unless an invalidation arrived while it loaded.
     */
    async resolve(cookieValue: string, load: () => Promise<Resolved<V> | null>): Promise<V | null> {
      if (!trusted) return (await load())?.value ?? null;
      const key = keyOf(cookieValue);
      if (entries.has(key)) {
        // Every change committed before this request is heard of first (one round trip shared by concurrent
        // requests), so a session revoked anywhere a moment ago is never served from here.
        if (!(await hub.sync())) return (await load())?.value ?? null;
        const hit = entries.get(key);
        if (hit && hit.expiresAt > now()) {
          entries.delete(key);
          entries.set(key, hit);
          return hit.value;
        }
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = epoch;
      const promise = load().then(
        (resolved) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (resolved && trusted && epoch === startedAt && resolved.validUntil > now()) store(key, resolved);
          return resolved?.value ?? null;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    /**
     * A value read from the database that changes only with a notification for everyone (e.g. a setting the
     * viewer depends on): loaded once, reloaded after such a notification and read fresh while untrusted.
     */
    memo<T>(load: () => Promise<T>): () => Promise<T> {
      let held: { epoch: number; value: Promise<T> } | null = null;
      const reload = () => {
        const value = load();
        const mine = { epoch: everyoneEpoch, value };
        held = mine;
        value.catch(() => {
          if (held === mine) held = null;
        });
        return value;
      };
      return async () => {
        if (!trusted) return load();
        if (!held || held.epoch !== everyoneEpoch) return reload();
        if (!(await hub.sync())) return load();
        return held && held.epoch === everyoneEpoch ? held.value : reload();
      };
    },

    /** Entries held now (for tests and metrics). */
    get size() {
      return entries.size;
    },
    get trusted() {
      return trusted;
    },
  };
}

export type SessionCache<V> = ReturnType<typeof createSessionCache<V>>;
