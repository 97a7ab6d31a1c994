import pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from '../db/client';
import { notifyChannel } from '../db/raw-sql';

export type RealtimeMessage = { channel: string; event: string; data: unknown };
type Listener = (message: RealtimeMessage) => void;

/** Channels a signed-in user may subscribe to: a prefix (e.g. `project`) and a check of the id after the colon. */
export type ChannelAuthorizer = (userId: string, id: string) => Promise<boolean>;

export type RealtimeHub = {
  start: () => Promise<void>;
  /** Sends through PostgreSQL so every instance on the database receives it; inside a transaction it goes out on commit. */
  publish: (executor: Executor, message: RealtimeMessage) => Promise<void>;
  subscribe: (channel: string, listener: Listener) => () => void;
  /** Listens to a raw PostgreSQL channel (e.g. the e-mail queue signal). */
  onSignal: (pgChannel: string, listener: () => void) => void;
  registerAuthorizer: (prefix: string, authorize: ChannelAuthorizer) => void;
  canSubscribe: (userId: string, channel: string) => Promise<boolean>;
  close: () => Promise<void>;
};

const PG_CHANNEL = 'realtime';
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
  const signals = new Map<string, Set<() => void>>();
  // Several modules may share a prefix (e.g. `admin:analytics`, `admin:<other>`): a channel is allowed if any says yes.
  const authorizers = new Map<string, ChannelAuthorizer[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  function dispatch(pgChannel: string, payload: string | undefined): void {
    if (pgChannel !== PG_CHANNEL) {
      signals.get(pgChannel)?.forEach((listener) => listener());
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
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (n) => dispatch(n.channel, n.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'realtime connection lost; reconnecting');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    for (const channel of signals.keys()) await next.query(`LISTEN ${channel}`);
    client = next;
  }

  function scheduleReconnect(): void {
    const broken = client;
    client = null;
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
      await notifyChannel(executor, PG_CHANNEL, out.payload);
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
      const set = signals.get(pgChannel) ?? new Set();
      set.add(listener);
      signals.set(pgChannel, set);
      client?.query(`LISTEN ${pgChannel}`).catch((error) => logger.warn({ err: error }, 'LISTEN failed'));
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
      listeners.clear();
      const current = client;
      client = null;
      if (current) {
        await current.query('UNLISTEN *').catch(() => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
