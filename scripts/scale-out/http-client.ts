// The load client's browser stand-in: HTTPS through nginx from its own loopback address (127.0.0.N, so nginx's
// X-Forwarded-For and the app's per-address rate limits see one address per virtual user), a cookie jar, the Origin
// header a browser sends, a browser's resend of a request whose kept-alive connection the server closed before
// answering, and EventSource's reconnect behaviour for Server-Sent Events.
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';

/** One request as the harness saw it. `at` is milliseconds since the load started. */
export type Outcome = {
  label: string;
  method: string;
  path: string;
  at: number;
  ms: number;
  ok: boolean;
  status: number;
  error: string | null;
  requestId: string;
  body: string;
};

/** `resent`: requests sent again because their kept-alive connection was closed before any answer (as browsers do). */
export type Recorder = { t0: number; outcomes: Outcome[]; resent?: number };

export type Response = { status: number; headers: IncomingMessage['headers']; body: Buffer; json: <T>() => T };

const REQUEST_TIMEOUT_MS = 30_000;

export class HttpClient {
  private readonly cookies = new Map<string, string>();
  private readonly agent: https.Agent;

  constructor(
    readonly origin: string,
    private readonly ca: string,
    readonly localAddress: string,
    private readonly recorder: Recorder,
  ) {
    // Like a browser: a few kept-alive connections per origin.
    this.agent = new https.Agent({ keepAlive: true, maxSockets: 6, ca, localAddress });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(headers: IncomingMessage['headers']): void {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (at <= 0) continue;
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * Sends one request and records it: ok when the status is one of `expect`, else a failure with its status (or the
   * network error). Never throws for HTTP or network problems; the caller reads `ok`.
   */
  async send(
    label: string,
    method: string,
    path: string,
    options: { json?: unknown; body?: Buffer; headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<{ ok: boolean; response: Response | null }> {
    const requestId = randomUUID();
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let payload: Buffer | undefined;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.body) payload = options.body;
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.origin;
    if (payload) headers['content-length'] = String(payload.length);
    Object.assign(headers, options.headers);
    const expect = options.expect ?? [200];

    const started = performance.now();
    const at = started - this.recorder.t0;
    const record = (status: number, error: string | null, body: Buffer) => {
      const ok = error === null && expect.includes(status);
      this.recorder.outcomes.push({
        label,
        method,
        path,
        at,
        ms: performance.now() - started,
        ok,
        status,
        error,
        requestId,
        body: ok ? '' : body.toString('utf8').slice(0, 300),
      });
      return ok;
    };
    // A kept-alive connection the other end closed (nginx's old workers close idle ones on a reload) fails a request
    // written on it before any answer came: the request never reached a server, and a browser sends it again on a
    // new connection whatever its method. So does this client, once; anything else is a failure.
    const send = (resend: boolean) =>
      new Promise<Response>((resolve, reject) => {
        let answered = false;
        // The resend goes on a connection of its own: the pool's other idle ones may have been closed by the same reload.
        const connection = resend
          ? { agent: false as const, ca: this.ca, localAddress: this.localAddress }
          : { agent: this.agent };
        const request = https.request(new URL(path, this.origin), { method, headers, ...connection }, (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
          res.on('error', reject);
        });
        request.setTimeout(REQUEST_TIMEOUT_MS, () =>
          request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          const closedBeforeAnswer =
            request.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
          if (closedBeforeAnswer && !resend) {
            this.recorder.resent = (this.recorder.resent ?? 0) + 1;
            send(true).then(resolve, reject);
          } else reject(error);
        });
        request.end(payload);
      });
    try {
      const response = await send(false);
      this.keepCookies(response.headers);
      return { ok: record(response.status, null, response.body), response };
    } catch (error) {
      record(0, error instanceof Error ? error.message : String(error), Buffer.alloc(0));
      return { ok: false, response: null };
    }
  }

  /** An EventSource on `path` (same cookies, same address): see LiveStream. */
  stream(label: string, path: string, handlers: StreamHandlers): LiveStream {
    return new LiveStream(this, label, path, handlers, this.ca, this.recorder);
  }

  close(): void {
    this.agent.destroy();
  }
}

export type StreamMessage = { event: string; channel: string | null; data: unknown };
export type StreamHandlers = {
  /** Each (re)open, as EventSource's `onopen`: the response arrived with 200 and the event-stream type. */
  onOpen?: () => void;
  onMessage?: (message: StreamMessage) => void;
};

/**
 * What a browser's EventSource does: open, read `retry:` and `data:` fields, and when the stream ends or the
 * connection breaks, reconnect after the last `retry` delay (the server sends one; 3 s before it has). A browser gives
 * up for good when a (re)connect answers anything but 200 with text/event-stream: that is recorded as a failed
 * request (the page would lose its live updates); the harness reconnects anyway to keep measuring. The protocol sends
 * no event ids (there is no Last-Event-ID to resume from): the page refetches what it may have missed on each open.
 */
export class LiveStream {
  retryMs = 3000;
  opens = 0;
  /** Ends the server closed cleanly (a drain) and connections that broke. */
  ends = 0;
  breaks = 0;
  private request: ReturnType<typeof https.request> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly agent: https.Agent;

  constructor(
    private readonly client: HttpClient,
    private readonly label: string,
    private readonly path: string,
    private readonly handlers: StreamHandlers,
    ca: string,
    private readonly recorder: Recorder,
  ) {
    this.agent = new https.Agent({ keepAlive: false, ca, localAddress: client.localAddress });
  }

  /** Resolves at the first open (or rejects if it fails); later reconnects happen on their own. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => this.connect(resolve, reject));
  }

  private connect(onFirstOpen?: () => void, onFirstFailure?: (error: Error) => void): void {
    if (this.stopped) return;
    const requestId = randomUUID();
    const started = performance.now();
    const record = (ok: boolean, status: number, error: string | null) =>
      this.recorder.outcomes.push({
        label: this.label,
        method: 'GET',
        path: this.path,
        at: started - this.recorder.t0,
        ms: performance.now() - started,
        ok,
        status,
        error,
        requestId,
        body: '',
      });
    let settled = false;
    let opened = false;
    const again = (kind: 'end' | 'break') => {
      if (settled) return;
      settled = true;
      this.request = null;
      if (kind === 'end') this.ends++;
      else this.breaks++;
      if (!this.stopped) this.timer = setTimeout(() => this.connect(), this.retryMs);
    };
    const request = https.request(
      new URL(this.path, this.client.origin),
      {
        method: 'GET',
        agent: this.agent,
        headers: {
          accept: 'text/event-stream',
          'cache-control': 'no-cache',
          cookie: this.client.cookieHeader(),
          'x-request-id': requestId,
        },
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
          response.resume();
          record(false, response.statusCode ?? 0, `stream answered ${response.statusCode} ${type}`);
          onFirstFailure?.(new Error(`${this.path} answered ${response.statusCode}`));
          again('break');
          return;
        }
        record(true, 200, null);
        opened = true;
        this.opens++;
        this.handlers.onOpen?.();
        onFirstOpen?.();
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('retry:')) {
                const retry = Number(line.slice(6).trim());
                if (Number.isInteger(retry) && retry >= 0) this.retryMs = retry;
              } else if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
            }
            if (data.length > 0) this.handlers.onMessage?.(JSON.parse(data.join('\n')) as StreamMessage);
          }
        });
        response.on('end', () => again('end'));
        response.on('error', () => again('break'));
        response.on('close', () => again(response.complete ? 'end' : 'break'));
      },
    );
    request.on('error', (error) => {
      if (this.stopped) return;
      // A connection that never opened is a failed request; one that broke mid-stream is just reconnected.
      if (!settled && !opened) {
        record(false, 0, error.message);
        onFirstFailure?.(error);
      }
      again('break');
    });
    request.end();
    this.request = request;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.request?.destroy();
    this.agent.destroy();
  }
}
