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
});
