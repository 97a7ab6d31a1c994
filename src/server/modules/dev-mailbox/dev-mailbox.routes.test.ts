import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('local mailbox', () => {
  it("lists the outbox newest first, one address's messages on request, and opens one", async () => {
    const to = `mailbox-${randomUUID().slice(0, 8)}@example.test`;
    const { mailer } = test.app.services;
    await mailer.enqueue({ to, subject: 'First', text: 'one' });
    await mailer.enqueue({ to: 'someone.else@example.test', subject: 'Other', text: 'other' });
    await mailer.enqueue({ to, subject: 'Second', text: 'two' });

    const own = await get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(own.statusCode).toBe(200);
    const messages = own.json().messages as { id: string; subject: string; status: string }[];
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages.every((message) => message.status === 'stored')).toBe(true);

    const all = (await get('/api/dev/mailbox')).json().messages as { subject: string }[];
    expect(all.map((message) => message.subject)).toEqual(expect.arrayContaining(['First', 'Other', 'Second']));

    const opened = await get(`/api/dev/mailbox/${messages[0]!.id}`);
    expect(opened.json()).toMatchObject({ to, subject: 'Second', text: 'two' });
    const missing = await get(`/api/dev/mailbox/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('mailbox.not_found');
  });

  it('answers only direct requests from this machine: 404 from another address or through a proxy', async () => {
    const { mailer } = test.app.services;
    const to = `reset-${randomUUID().slice(0, 8)}@example.test`;
    await mailer.enqueue({ to, subject: 'Reset your password', text: 'https://example.test/reset-password?token=t' });
    const [message] = (await get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json().messages as { id: string }[];
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'GET', url, remoteAddress, headers });
    for (const url of ['/api/dev/mailbox', `/api/dev/mailbox/${message!.id}`]) {
      for (const answer of [
        await from('192.168.1.23', url),
        await from('10.0.0.8', url),
        await from('127.0.0.1', url, { 'x-forwarded-for': '192.168.1.23' }),
        await from('::1', url, { forwarded: 'for=192.168.1.23' }),
      ]) {
        expect([url, answer.statusCode]).toEqual([url, 404]);
        expect(answer.body).not.toContain('reset-password');
      }
      expect((await from('::1', url)).statusCode).toBe(200);
    }
  });
});
