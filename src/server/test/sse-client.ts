import http from 'node:http';

export type SseConnection = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the first message whose `event` matches. */
  next: (event: string, timeoutMs?: number) => Promise<{ event: string; channel: string | null; data: unknown }>;
  /** Resolves when the server ends the stream. */
  ended: Promise<boolean>;
  close: () => void;
};

/** Opens a real Server-Sent Events connection (inject cannot stream) and parses its messages. */
export function openSse(url: string, cookie: string, headers: http.OutgoingHttpHeaders = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, cookie, accept: 'text/event-stream' } }, (response) => {
      const messages: { event: string; channel: string | null; data: unknown }[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) messages.push(JSON.parse(data));
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      const ended = new Promise<boolean>((resolveEnd) => {
        response.once('end', () => resolveEnd(true));
        response.once('close', () => resolveEnd(true));
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ended,
        next: (event, timeoutMs = 5000) =>
          new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(
              () => rejectNext(new Error(`no "${event}" event within ${timeoutMs} ms`)),
              timeoutMs,
            );
            const check = () => {
              const index = messages.findIndex((m) => m.event === event);
              if (index >= 0) {
                clearTimeout(timer);
                resolveNext(messages.splice(index, 1)[0]!);
              } else waiters.push(check);
            };
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
