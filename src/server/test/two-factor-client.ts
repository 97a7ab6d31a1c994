import { eq } from 'drizzle-orm';
import type { Response as InjectResponse } from 'light-my-request';
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createUser, signIn, TEST_ORIGIN, type TestApp } from './test-app';

/** A cookie jar: the cookies a browser would send next, updated from each response. */
export function jar(initial = '') {
  const cookies = new Map<string, string>();
  for (const part of initial.split('; ').filter(Boolean)) {
    const [name, ...value] = part.split('=');
    cookies.set(name!, value.join('='));
  }
  return {
    take(response: InjectResponse) {
      for (const cookie of response.cookies) {
        if (cookie.maxAge === 0 || cookie.value === '') cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

export type Jar = ReturnType<typeof jar>;

/** Requests as a browser with this cookie jar would send them, from one client address; `current` is read per call. */
export function twoFactorClient(current: () => TestApp) {
  const post = async (cookies: Jar, url: string, payload: unknown, ip = '192.0.2.10') =>
    cookies.take(
      await current().app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: cookies.header() },
        payload: JSON.stringify(payload),
      }),
    );

  const get = (cookies: Jar, url: string) =>
    current().app.inject({ method: 'GET', url, headers: { cookie: cookies.header() } });

  const subjectsTo = async (email: string) =>
    (await current().db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).map((mail) => mail.subject);

  /**
   * Signs a new account in and turns two-factor authentication on, confirmed with the previous time step's code (the
   * plugin accepts one step of skew) so the current step's code is still unused; returns its secret and backup codes.
   */
  async function enrolledUser(options: { isAdmin?: boolean } = {}) {
    const account = await createUser(current(), options);
    const cookies = jar(await signIn(current(), account));
    const enabled = await post(cookies, '/api/auth/two-factor/enable', { password: account.password });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const secret = secretOf(totpURI);
    await awayFromStepEnd();
    const confirmed = await post(cookies, '/api/auth/two-factor/verify-totp', { code: codeFor(secret, -1) });
    expect(confirmed.statusCode).toBe(200);
    return { ...account, cookies, secret, backupCodes };
  }

  /** The password step of a sign-in; with MFA on it answers that a code is needed and sets the pending cookie. */
  async function passwordStep(account: { email: string; password: string }, cookies = jar(), ip = '192.0.2.20') {
    const response = await post(cookies, '/api/auth/sign-in/email', account, ip);
    return { response, cookies };
  }

  return { post, get, subjectsTo, enrolledUser, passwordStep };
}

export const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret')!;

/** The authenticator code of the current time step, or of the step `offset` steps away. */
export const codeFor = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Waits out the last seconds of a time step, so codes made now are still of the same step when checked. */
export async function awayFromStepEnd(): Promise<void> {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < 4) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}
