import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let port: number;
beforeAll(async () => {
  test = await createTestApp({ UPLOAD_MAX_MB: '1' });
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  port = (test.app.server.address() as AddressInfo).port;
});
afterAll(() => test?.close());

const TEN_GB = 10 * 1024 * 1024 * 1024;

/** Everything the server wrote before it closed the socket (or the wait ran out), and whether it did close it. */
function exchange(request: string, sendBody?: (socket: Socket) => void) {
  return new Promise<{ reply: string; closedByServer: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ reply, closedByServer: false });
    }, 5000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ reply, closedByServer: true });
    });
    socket.write(request, () => sendBody?.(socket));
  });
}

const headers = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

describe('upload routes', () => {
  it('answer a declared 10 GB dispute-evidence body with 413 before any of it is sent, and close the socket', async () => {
    const { reply, closedByServer } = await exchange(
      headers([
        `POST /api/disputes/${randomUUID()}/files?name=huge.pdf HTTP/1.1`,
        'Host: localhost',
        `Origin: ${TEST_ORIGIN}`,
        'Content-Type: application/pdf',
        `Content-Length: ${TEN_GB}`,
      ]),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(reply).toContain('"code":"disputes.file_too_large"');
    expect(closedByServer).toBe(true);
  });

  it('answer a deliverable declared over UPLOAD_MAX_MB (1 MB here) with 413 at once, and close the socket', async () => {
    const { reply, closedByServer } = await exchange(
      headers([
        `PUT /api/projects/${randomUUID()}/deliverables/${randomUUID()}/files HTTP/1.1`,
        'Host: localhost',
        `Origin: ${TEST_ORIGIN}`,
        'Content-Type: application/octet-stream',
        'X-File-Name: big.zip',
        `Content-Length: ${1024 * 1024 + 1}`,
      ]),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toContain('"code":"deliverables.file_too_large"');
    expect(closedByServer).toBe(true);
  });

  it('close the connection after an early 4xx while the client is still sending (signed out: 401)', async () => {
    const { reply, closedByServer } = await exchange(
      headers([
        `POST /api/disputes/${randomUUID()}/files?name=evidence.pdf HTTP/1.1`,
        'Host: localhost',
        `Origin: ${TEST_ORIGIN}`,
        'Content-Type: application/pdf',
        `Content-Length: ${20 * 1024 * 1024}`,
      ]),
      (socket) => socket.write(Buffer.alloc(64 * 1024)),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(closedByServer).toBe(true);
  });
});
