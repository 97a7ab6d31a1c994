import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

/** The plain form as a browser posts it from our own page before the script runs: Origin null, same-origin fetch. */
const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/sign-in-form',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    payload: new URLSearchParams(form).toString(),
  });

describe('the sign-in form without script', () => {
  it('signs in and goes where the person was going, with a session that reads /api/me', async () => {
    const { email, password } = await createUser(test);
    const answer = await post({ email, password, next: '/dashboard' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/dashboard');
    const cookie = answer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((me.json() as { viewer: { email: string } }).viewer.email).toBe(email);
  });

  it('comes back to the sign-in page naming the problem, and never leaves the site', async () => {
    const { email } = await createUser(test);
    const wrong = await post({ email, password: 'not the password', next: '/project/1' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/auth?next=%2Fproject%2F1&error=invalid');
    expect(wrong.cookies).toEqual([]);
    const empty = await post({ email: '', next: 'https://elsewhere.example/' });
    expect(empty.headers.location).toBe('/auth?next=%2F&error=missing');
  });

  it('refuses a form posted from another site', async () => {
    const { email, password } = await createUser(test);
    const answer = await post({ email, password }, { 'sec-fetch-site': 'cross-site' });
    expect(answer.statusCode).toBe(403);
    expect(answer.cookies).toEqual([]);
  });
});
