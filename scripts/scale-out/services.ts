// The harness's stand-ins for a deployment's outside services, on loopback: s3rver as the S3-compatible object store
// (bucket created) and an SMTP sink that keeps every message it is given, decoded, to count them afterwards.
import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

export const S3_BUCKET = 'marketplace-scale-out';
export const S3_KEY = 'S3RVER';

export async function startS3(directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

export type ReceivedMail = { to: string[]; subject: string; text: string; at: number };

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The subject and every text part of a raw message, decoded (enough to find ids and titles in what was sent). */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts: string[] = [];
  if (!boundary) parts.push(decodePart(head, raw.slice(split + 4)));
  else
    for (const part of raw.split(`--${boundary}`)) {
      const at = part.indexOf('\r\n\r\n');
      if (at < 0) continue;
      const headers = part.slice(0, at);
      if (!/content-type:\s*text\//i.test(headers)) continue;
      parts.push(decodePart(headers, part.slice(at + 4)));
    }
  return { subject: subject.startsWith('=?') ? decodeWords(subject) : subject, text: parts.join('\n') };
}

/** RFC 2047 encoded words in a header (nodemailer encodes non-ASCII subjects). */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodePart('content-transfer-encoding: quoted-printable', text.replace(/_/g, ' ')),
  );
}

/** A plain SMTP server on loopback (no STARTTLS, no AUTH) that accepts everything and keeps it. */
export async function startSmtpSink(t0: () => number): Promise<{
  url: string;
  received: ReceivedMail[];
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = readMail(Buffer.concat(chunks).toString('utf8'));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, text, at: t0() });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
