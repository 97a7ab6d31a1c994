import pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from '../db/client';
import { notifyChannel } from '../db/raw-sql';
import { createRealtimeEventsRepository } from './realtime-events.repository';

/** `id`: the SSE event id, given when the push is published (a client resumes after it with Last-Event-ID). */
export type RealtimeMessage = { channel: string; event: string; data: unknown; id?: number };
type Listener = (message: RealtimeMessage) => void;
/** A raw PostgreSQL channel's listener: gets the NOTIFY payload ('' when none was sent). */
type SignalListener = (payload: string) => void;
/** Told whether every channel is being listened to on a live connection (false: notifications may be missed). */
type ListeningListener = (listening: boolean) => void;

/** Channels a signed-in user may subscribe to: a prefix (e.g. `project`) and a check of the id after the colon. */
export type ChannelAuthorizer = (userId: string, id: string) => Promise<boolean>;

export type RealtimeHub = {
  start: () => Promise<void>;
  /** Sends through PostgreSQL so every instance on the database receives it; inside a transaction it goes out on commit. */
  publish: (executor: Executor, message: RealtimeMessage) => Promise<void>;
  subscribe: (channel: string, listener: Listener) => () => void;
  /** Listens to a raw PostgreSQL channel (e.g. the e-mail queue signal). */
  onSignal: (pgChannel: string, listener: SignalListener) => void;
  /**
   * Told (at once, then on every change) whether notifications are being received: false from the moment the LISTEN
   * connection is found lost or stops answering its heartbeat, true again once it is back and listening on every
   * channel. Anything kept on the strength of notifications must not be trusted while it is false.
   */
  onListening: (listener: ListeningListener) => void;
  /**
   * Resolves true once every notification committed before the call has been dispatched to its listeners (a round
   * trip on the LISTEN connection begun after the call: PostgreSQL delivers pending notifications before answering);
   * false when not listening, or when the round trip takes longer than a heartbeat may (1 s). Concurrent callers
   * share round trips.
   */
  sync: () => Promise<boolean>;
  registerAuthorizer: (prefix: string, authorize: ChannelAuthorizer) => void;
  canSubscribe: (userId: string, channel: string) => Promise<boolean>;
  close: () => Promise<void>;
};

const PG_CHANNEL = 'realtime';
/**
 * The LISTEN connection answers a `SELECT 1` this often. One that has not answered for HEARTBEAT_STALE_MS is not
 * trusted (listening false) until it answers again: a dead peer without a TCP reset would otherwise look alive for
 * minutes while its notifications are missed. PostgreSQL sends pending notifications before a query's answer, so an
 * answer also proves that none sent before it is still on the way.
 */
const HEARTBEAT_INTERVAL_MS = 250;
const HEARTBEAT_STALE_MS = 1000;
/** Silent this long, the connection is given up and a new one opened. */
const HEARTBEAT_DEAD_MS = 10_000;
/**
 * NOTIFY payloads must stay under 8000 bytes (UTF-8) or PostgreSQL aborts the transaction; this leaves room for the
 * envelope. A message over it is sent reduced to its ids (convention 11: pushes carry ids, a write never fails
 * because a push could not be sent).
 */
export const MAX_REALTIME_PAYLOAD_BYTES = 7900;
/** What a reduced push keeps of its data: identifying fields only, and only when short. */
const KEPT_FIELDS = /^(id|type|status|event|\w+Id)$/;
const KEPT_VALUE_MAX_LENGTH = 200;

/** The message as it goes out: whole when small enough, else its data cut to ids (`reduced: true`), else nothing. */
export function realtimePayload(message: RealtimeMessage): { payload: string; reduced: boolean } | null {
  const whole = JSON.stringify(message);
  if (Buffer.byteLength(whole, 'utf8') <= MAX_REALTIME_PAYLOAD_BYTES) return { payload: whole, reduced: false };
  const data: Record<string, unknown> = { reduced: true };
  if (message.data && typeof message.data === 'object' && !Array.isArray(message.data)) {
    for (const [key, value] of Object.entries(message.data)) {
      const short = typeof value === 'string' ? value.length <= KEPT_VALUE_MAX_LENGTH : typeof value === 'number';
      if (KEPT_FIELDS.test(key) && (short || value === null)) data[key] = value;
    }
  }
  const reduced = JSON.stringify({ channel: message.channel, event: message.event, data });
  return Buffer.byteLength(reduced, 'utf8') <= MAX_REALTIME_PAYLOAD_BYTES ? { payload: reduced, reduced: true } : null;
}

export function createRealtimeHub({ databaseUrl, logger }: { databaseUrl: string; logger: Logger }): RealtimeHub {
  const listeners = new Map<string, Set<Listener>>();
  const signals = new Map<string, Set<SignalListener>>();
  const listeningListeners = new Set<ListeningListener>();
  // Several modules may share a prefix (e.g. `admin:analytics`, `admin:<other>`): a channel is allowed if any says yes.
  const authorizers = new Map<string, ChannelAuthorizer[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let listening = false;
  /** When the newest heartbeat that was answered was sent. */
  let confirmedAt = 0;
  /** LISTENs issued on the current connection for channels registered after it opened, not yet acknowledged. */
  let pendingListens = 0;

  function setListening(next: boolean): void {
    if (next === listening) return;
    listening = next;
    listeningListeners.forEach((listener) => listener(next));
  }

  function dispatch(pgChannel: string, payload: string | undefined): void {
    if (pgChannel !== PG_CHANNEL) {
      signals.get(pgChannel)?.forEach((listener) => listener(payload ?? ''));
      return;
    }
    let message: RealtimeMessage;
    try {
      message = JSON.parse(payload ?? '') as RealtimeMessage;
    } catch {
      return;
    }
    listeners.get(message.channel)?.forEach((listener) => listener(message));
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'realtime-hub', keepAlive: true });
    next.on('notification', (n) => dispatch(n.channel, n.payload));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
      for (const channel of signals.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    confirmedAt = Date.now();
    pendingListens = 0;
    setListening(true);
    heartbeatTimer ??= setInterval(heartbeat, HEARTBEAT_INTERVAL_MS).unref();
  }

  function heartbeat(): void {
    const current = client;
    if (!current) return;
    const silentFor = Date.now() - confirmedAt;
    if (silentFor > HEARTBEAT_DEAD_MS) {
      lost(current, new Error(`no answer on the LISTEN connection for ${HEARTBEAT_DEAD_MS} ms`));
      return;
    }
    // Slow to answer: not trusted until it does (what it owes arrives in order before the answer, so nothing is lost).
    if (silentFor > HEARTBEAT_STALE_MS) setListening(false);
    void sync();
  }

  /**
   * Queries on the LISTEN connection one at a time (pg no longer wants them queued on a busy client), each connection
   * its own queue: a query a lost connection never answers must not hold up the next connection's.
   */
  const queues = new WeakMap<pg.Client, Promise<unknown>>();
  function queryOn(current: pg.Client, text: string): Promise<unknown> {
    const result = (queues.get(current) ?? Promise.resolve()).then(() =>
      client === current ? current.query(text) : Promise.reject(new Error('replaced')),
    );
    queues.set(
      current,
      result.catch(() => undefined),
    );
    return result;
  }

  /** One round trip on the LISTEN connection; true when it answered and notifications are trusted. */
  function roundTrip(): Promise<boolean> {
    const current = client;
    if (!current) return Promise.resolve(false);
    const sentAt = Date.now();
    return queryOn(current, 'SELECT 1').then(
      () => {
        if (client !== current) return false;
        confirmedAt = Math.max(confirmedAt, sentAt);
        if (pendingListens === 0 && Date.now() - sentAt <= HEARTBEAT_STALE_MS) setListening(true);
        return listening;
      },
      (error: Error) => {
        lost(current, error);
        return false;
      },
    );
  }

  /** The round trip under way, and callers who came after it began (they need the next one). */
  let syncing: Promise<boolean> | null = null;
  let waiting: { promise: Promise<boolean>; resolve: (synced: Promise<boolean>) => void } | null = null;

  function sync(): Promise<boolean> {
    if (!syncing) {
      syncing = roundTrip().finally(() => {
        syncing = null;
        const next = waiting;
        waiting = null;
        next?.resolve(sync());
      });
      return syncing;
    }
    if (!waiting) {
      let resolve!: (synced: Promise<boolean>) => void;
      const promise = new Promise<boolean>((done) => (resolve = done));
      waiting = { promise, resolve };
    }
    return waiting.promise;
  }

  /** The connection in use failed (an older or not yet adopted one is ignored): stop trusting it and reconnect. */
  function lost(which: pg.Client, error?: Error): void {
    if (which !== client) return;
    logger.warn({ err: error }, 'realtime connection lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const broken = client;
    client = null;
    setListening(false);
    broken?.end().catch(() => undefined);
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch(scheduleReconnect);
    }, 1000);
  }

  return {
    start: connect,
    async publish(executor, message) {
      const out = realtimePayload(message);
      if (out === null) {
        logger.warn(
          { channel: message.channel, event: message.event },
          'realtime push too large even reduced; skipped',
        );
        return;
      }
      if (out.reduced)
        logger.warn({ channel: message.channel, event: message.event }, 'realtime push too large; sent reduced to ids');
      // Kept for replay in the same transaction; the id goes out with the push (room for it is left under 8,000 bytes).
      const id = await createRealtimeEventsRepository(executor).insert(message.channel, out.payload);
      await notifyChannel(executor, PG_CHANNEL, `{"id":${id},${out.payload.slice(1)}`);
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    onSignal(pgChannel, listener) {
      const known = signals.has(pgChannel);
      const set = signals.get(pgChannel) ?? new Set();
      set.add(listener);
      signals.set(pgChannel, set);
      const current = client;
      if (known || !current) return;
      // A new channel on the open connection: not every channel is listened to until its LISTEN is acknowledged.
      pendingListens++;
      setListening(false);
      queryOn(current, `LISTEN ${pgChannel}`).then(
        () => {
          if (client !== current) return;
          if (--pendingListens === 0) setListening(true);
        },
        (error: Error) => lost(current, error),
      );
    },
    // A request waits at most as long as a heartbeat may: a slower answer counts as not synced, and the caller then
    // reads from the database rather than trusting what it holds.
    sync: () =>
      Promise.race([
        sync(),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HEARTBEAT_STALE_MS).unref()),
      ]),
    onListening(listener) {
      listeningListeners.add(listener);
      listener(listening);
    },
    registerAuthorizer(prefix, authorize) {
      authorizers.set(prefix, [...(authorizers.get(prefix) ?? []), authorize]);
    },
    async canSubscribe(userId, channel) {
      if (channel === `user:${userId}`) return true;
      const [prefix, id] = channel.split(':', 2);
      const candidates = prefix && id ? (authorizers.get(prefix) ?? []) : [];
      for (const authorize of candidates) if (await authorize(userId, id!)) return true;
      return false;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeatTimer);
      listeners.clear();
      const current = client;
      client = null;
      setListening(false);
      if (current) {
        await current.query('UNLISTEN *').catch(() => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
