import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { REALTIME_STREAMS_PER_USER } from '../config/limits';
import { appError } from '../errors';
import { rawResponse } from '../plugins/openapi';
import { EVERY_USER, SESSION_INVALIDATION_CHANNEL } from '../plugins/session-cache';
import { requireViewer } from '../plugins/viewer';
import type { RealtimeHub, RealtimeMessage } from './hub';
import type { RealtimeEventsRepository } from './realtime-events.repository';
import { parseLastEventId, REALTIME_REPLAY_WINDOW_MS, resumeFrom } from './realtime-replay';

const HEARTBEAT_MS = 25_000;
/** How soon a client whose stream this instance closed (draining, or its session changed) reconnects. */
const RECONNECT_RETRY_MS = 500;

/**
 * One push goes to every stream on its channel as the same object: it is serialised once, not once per stream (a
 * project channel with hundreds of open streams otherwise pays hundreds of JSON.stringify calls per message).
 */
type StreamEvent = Omit<RealtimeMessage, 'channel'> & { channel: string | null };
const serialised = new WeakMap<StreamEvent, string>();
function sseFrame(message: StreamEvent): string {
  let frame = serialised.get(message);
  if (frame === undefined) {
    frame = `id: ${message.id ?? 0}\ndata: ${JSON.stringify(message)}\n\n`;
    serialised.set(message, frame);
  }
  return frame;
}

/**
 * `GET /api/realtime/stream?channels=...`: Server-Sent Events for the signed-in user's own channel (`user`) and any
 * other channel an authorizer allows (e.g. `project:<id>` for participants). When the instance drains, each stream is
 * told to retry soon and closed; the client reconnects to another instance. Every event has an `id:`; a client that
 * reconnects with `Last-Event-ID` first gets the pushes it missed (kept in PostgreSQL for 10 minutes, so from any
 * instance), or a `reset` event when they can no longer be replayed and it must reload. A page rendered on the server
 * opens its first connection with `?lastEventId=` (the position it was rendered at), and is owed the same.
 */
export function realtimeRoutes({
  hub,
  events,
  onStreamOpened = () => undefined,
  onStreamClosed = () => undefined,
}: {
  hub: RealtimeHub;
  events: RealtimeEventsRepository;
  onStreamOpened?: () => void;
  onStreamClosed?: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    /** Open streams and whose they are. */
    const open = new Map<ServerResponse, string>();
    /** Open streams per user id on this instance; a user at the limit gets 429 until one closes. */
    const perUser = new Map<string, number>();
    const prune = setInterval(() => {
      events.pruneBefore(new Date(Date.now() - REALTIME_REPLAY_WINDOW_MS)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'pruning replayable realtime events failed');
      });
    }, 60_000).unref();
    app.addHook('onClose', async () => clearInterval(prune));
    app.addHook('preClose', async () => {
      for (const stream of open.keys()) stream.end(`retry: ${RECONNECT_RETRY_MS}\n\n`);
      open.clear();
    });
    // A stream was authorised once, when it opened. When its user's sessions change (signed out, revoked, rights
    // removed), it is closed: the browser reconnects, and the reconnection is authorised afresh (a revoked session
    // gets 401 and stays closed).
    hub.onSignal(SESSION_INVALIDATION_CHANNEL, (userId) => {
      for (const [stream, owner] of open)
        if (userId === EVERY_USER || userId === '' || owner === userId) {
          // Out of the set first: a second announcement for the same user must not end it twice.
          open.delete(stream);
          stream.end(`retry: ${RECONNECT_RETRY_MS}\n\n`);
        }
    });

    app.get(
      '/api/realtime/stream',
      {
        schema: {
          operationId: 'openRealtimeStream',
          summary: 'Open the Server-Sent Events stream of live pushes',
          response: {
            200: rawResponse(
              'text/event-stream',
              'Server-Sent Events, each with an `id:`: after `Last-Event-ID` the missed pushes (or `reset`: reload), ' +
                '`ready`, then each push on the channels as `{ id, event, channel, data }`.',
            ),
          },
          tags: ['realtime'],
          description:
            'Server-Sent Events stream. `channels` is a comma-separated list; `user` means your own channel.',
          querystring: z.object({
            channels: z.string().max(500).default('user'),
            lastEventId: z
              .string()
              .regex(/^\d{1,15}$/)
              .optional()
              .describe(
                'Where to resume on a first connection, as `Last-Event-ID` does on a reconnection (which wins): the ' +
                  'event position the page was rendered at.',
              ),
          }),
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const channels = [
          ...new Set(
            request.query.channels
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
          ),
        ].map((c) => (c === 'user' ? `user:${viewer.userId}` : c));
        for (const channel of channels) {
          // 404 rather than 403 so a channel id does not reveal that the resource exists.
          if (!(await hub.canSubscribe(viewer.userId, channel)))
            throw appError('realtime.channel_not_found', 404, 'Channel not found');
        }
        // Checked and counted with no await in between, so parallel requests cannot all slip under the limit.
        const held = perUser.get(viewer.userId) ?? 0;
        if (held >= REALTIME_STREAMS_PER_USER)
          throw appError(
            'realtime.too_many_streams',
            429,
            `At most ${REALTIME_STREAMS_PER_USER} live streams at once; close another tab and try again.`,
          );
        perUser.set(viewer.userId, held + 1);

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        open.set(res, viewer.userId);
        onStreamOpened();

        // Live pushes wait while the missed ones are read, and any already replayed are not sent twice.
        let waiting: RealtimeMessage[] | null = [];
        const write = (message: StreamEvent) => {
          if (!res.writableEnded) res.write(sseFrame(message));
        };
        const unsubscribes = channels.map((channel) =>
          hub.subscribe(channel, (message) => (waiting ? waiting.push(message) : write(message))),
        );
        // EventSource cannot set the header on its first connection: a page rendered at a position passes it here.
        const lastEventId = parseLastEventId(request.headers['last-event-id'] ?? request.query.lastEventId);
        const resumed = await resumeFrom(events, channels, lastEventId).catch((error: unknown) => {
          request.log.warn({ err: error }, 'reading missed realtime events failed; the client reloads');
          return { missed: [], reset: lastEventId !== null, cursor: lastEventId ?? 0 };
        });
        resumed.missed.forEach(write);
        // Every event is a plain SSE message carrying its name, so a browser needs a single `onmessage` handler.
        const status = (event: string) => ({ id: resumed.cursor, event, channel: null, data: { channels } });
        if (resumed.reset) write(status('reset'));
        res.write(`retry: 3000\n${sseFrame(status('ready'))}`);
        const replayed = new Set(resumed.missed.map((message) => message.id));
        const arrived = waiting;
        waiting = null;
        arrived.filter((message) => !replayed.has(message.id)).forEach(write);
        const heartbeat = setInterval(() => {
          if (!res.writableEnded) res.write(': keep-alive\n\n');
        }, HEARTBEAT_MS);
        // An ended stream's late write must never become an uncaught error that stops the process.
        res.on('error', () => undefined);
        let closed = false;
        const cleanup = () => {
          if (closed) return;
          closed = true;
          const left = (perUser.get(viewer.userId) ?? 1) - 1;
          if (left > 0) perUser.set(viewer.userId, left);
          else perUser.delete(viewer.userId);
          clearInterval(heartbeat);
          unsubscribes.forEach((unsubscribe) => unsubscribe());
          open.delete(res);
          onStreamClosed();
        };
        request.raw.on('close', cleanup);
        res.on('close', cleanup);
        // A client gone while its channels were checked has already fired its close event: free the slot now.
        if (res.destroyed || request.raw.destroyed) cleanup();
      },
    );
  };
}
