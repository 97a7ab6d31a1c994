import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMailDeliverySchema } from '../../../shared/schemas/mail-delivery';
import { emailOutbox } from '../../db/schema/email';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const overview = (cookie?: string) =>
  test.app.inject({ method: 'GET', url: '/api/admin/mail-delivery', headers: cookie ? { cookie } : {} });

const at = (iso: string) => new Date(iso);

describe('GET /api/admin/mail-delivery', () => {
  it('is for admins only: 401 signed out, 403 for anyone else', async () => {
    expect((await overview()).statusCode).toBe(401);
    const client = await signedInUser(test);
    expect((await overview(client.cookie)).statusCode).toBe(403);
  });

  it('counts the mail kept unsent and the mail that failed, with the newest error and the newest messages', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    await test.db.delete(emailOutbox);
    const mail = (subject: string) => ({ to: 'someone@example.test', subject, text: subject });
    await test.db.insert(emailOutbox).values([
      { ...mail('kept 1'), status: 'stored', createdAt: at('2026-11-01T08:00:00Z') },
      { ...mail('kept 2'), status: 'stored', createdAt: at('2026-11-03T08:00:00Z') },
      { ...mail('kept 3'), status: 'stored', createdAt: at('2026-11-05T08:00:00Z') },
      {
        ...mail('failed old'),
        status: 'failed',
        attempts: 5,
        lastError: 'Error: connect ECONNREFUSED 10.0.0.9:465',
        createdAt: at('2026-11-02T08:00:00Z'),
      },
      {
        ...mail('failed new'),
        status: 'failed',
        attempts: 5,
        lastError: 'Error: Invalid login: 535 Authentication failed',
        createdAt: at('2026-11-04T08:00:00Z'),
      },
      { ...mail('on its way'), status: 'queued', createdAt: at('2026-11-06T08:00:00Z') },
      { ...mail('delivered'), status: 'sent', createdAt: at('2026-11-07T08:00:00Z') },
    ]);

    const response = await overview(admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = ZMailDeliverySchema.parse(response.json());
    expect(body.transport).toBe('outbox');
    expect(body.localMailbox).toBe(true);
    expect(body.stored).toEqual({
      count: 3,
      oldestAt: '2026-11-01T08:00:00.000Z',
      newestAt: '2026-11-05T08:00:00.000Z',
    });
    expect(body.failed).toEqual({
      count: 2,
      oldestAt: '2026-11-02T08:00:00.000Z',
      newestAt: '2026-11-04T08:00:00.000Z',
    });
    expect(body.lastError).toBe('Error: Invalid login: 535 Authentication failed');
    expect(body.recent.map((message) => [message.subject, message.status])).toEqual([
      ['kept 3', 'stored'],
      ['failed new', 'failed'],
      ['kept 2', 'stored'],
      ['failed old', 'failed'],
      ['kept 1', 'stored'],
    ]);
  });
});

describe('POST /api/mail/bounces without MAIL_BOUNCE_SECRET', () => {
  it('is off: 404 whatever the header says', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/mail/bounces',
      headers: { 'content-type': 'message/rfc822', 'x-mail-bounce-secret': 'anything-at-all-here' },
      payload: 'Subject: hello\r\n\r\nbody',
    });
    expect(response.statusCode).toBe(404);
  });
});
