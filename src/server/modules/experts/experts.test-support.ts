// What the experts route tests share: the app on a fresh database for the importing test file (each test file
// runs in its own module graph), an application's answers, an applicant, and an expert an admin has vetted.
import { afterAll, beforeAll, expect } from 'vitest';
import type { TExpertApplication } from '../../../shared/schemas/experts';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

export let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload }) });

export function application(overrides: Partial<TExpertApplication> = {}): TExpertApplication {
  return {
    headline: 'Fractional CFO for B2B SaaS scale-ups',
    bio: 'Fifteen years in finance leadership: built FP&A functions, led two Series B raises and an exit.',
    skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
    domains: ['SaaS', 'FinTech'],
    outcomeTags: ['Cost Reduction'],
    yearsExperience: 15,
    hourlyMin: 9000,
    hourlyMax: 15000,
    weeklyHours: 20,
    country: 'gb',
    timeZone: 'Europe/London',
    languages: ['English', 'French'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' }],
    ...overrides,
  };
}

export async function applicant(overrides: Partial<TExpertApplication> = {}, fullName = 'Avery Applicant') {
  const user = await signedInUser(test, { fullName });
  const response = await call('POST', '/api/expert/application', user.cookie, application(overrides));
  expect(response.statusCode).toBe(201);
  return user;
}

/** An applicant an admin has vetted through the routes. */
export async function vettedExpert(overrides: Partial<TExpertApplication> = {}, fullName = 'Vera Vetted') {
  const user = await applicant(overrides, fullName);
  await vetAndApprove(user.id);
  return user;
}

let adminCookie: string;
export async function admin() {
  adminCookie ??= (await signedInUser(test, { isAdmin: true, fullName: 'Ada Admin' })).cookie;
  return adminCookie;
}

export async function vetAndApprove(id: string) {
  const cookie = await admin();
  const vetting = await call('PUT', `/api/admin/experts/${id}/vetting`, cookie, {
    steps: [
      { step: 'review', done: true, notes: 'Strong CV' },
      { step: 'skills_assessment', done: true, notes: 'Case study 9/10' },
      { step: 'client_interview', done: true, notes: '' },
    ],
    vettingScore: 0.8,
  });
  expect(vetting.statusCode).toBe(200);
  const decision = await call('POST', `/api/admin/experts/${id}/decision`, cookie, { decision: 'approve' });
  expect(decision.statusCode).toBe(200);
}
