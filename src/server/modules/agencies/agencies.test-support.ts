// What the agencies route tests share: the app on a fresh database for the importing test file (each test file runs
// in its own module graph, so each gets its own app), requests as a person, vetted experts, an agency with its team,
// and a project its owner delivers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { expertProfiles } from '../../db/schema';
import type { TExpertStatus } from '../../../shared/domain/experts';
import { createTestApp, createUser, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

export let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

export type Person = Awaited<ReturnType<typeof signedInUser>>;

export function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return test.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** An expert profile in the given status (arranged directly: vetting is the experts module's journey). */
export async function makeExpert(userId: string, status: TExpertStatus = 'vetted') {
  await test.db.insert(expertProfiles).values({
    userId,
    status,
    headline: 'Revenue operations lead for B2B teams',
    bio: 'Ten years of CRM, outbound and sales operations for growing companies in the UK and Ireland.',
    yearsExperience: 10,
    hourlyMin: 8000,
    hourlyMax: 12000,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
  });
}

export async function vettedExpert(fullName: string, email?: string): Promise<Person> {
  const person = await signedInUser(test, {
    fullName,
    email: email ?? `${fullName.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@example.test`,
  });
  await makeExpert(person.id);
  return person;
}

export async function createAgency(owner: Person, name = 'Meridian Growth Partners') {
  const response = await call('POST', '/api/agencies', owner.cookie, { name, description: 'Revenue operations' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; members: { id: string; email: string; role: string; status: string }[] };
}

export async function invite(owner: Person, agencyId: string, email: string, role = 'lead_expert') {
  return call('POST', `/api/agencies/${agencyId}/members`, owner.cookie, { email, role });
}

export const memberIdFor = (agency: { members: { id: string; email: string }[] }, email: string) =>
  agency.members.find((member) => member.email === email.toLowerCase())!.id;

/** A project the owner delivers as the freelancer: the agency works on it. */
export function ownersProject(ownerId: string, title = 'Outbound campaign setup') {
  return test.db.transaction(async (tx) => {
    const client = await createUser(test, { fullName: 'Carla Client' });
    const project = await test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: ownerId,
        quoteId: randomUUID(),
        title,
        totalPrice: 800_000,
        currency: 'gbp',
        milestones: [{ title: 'Launch', description: 'Campaign live', amount: 800_000 }],
      },
      tx,
    );
    return { id: project.id, clientId: client.id };
  });
}

/** An agency with an active lead and an active supporting expert. */
export async function team() {
  const owner = await vettedExpert('Olivia Owner');
  const lead = await vettedExpert('Leo Lead');
  const support = await vettedExpert('Sam Support');
  const agency = await createAgency(owner);
  for (const [person, role] of [
    [lead, 'lead_expert'],
    [support, 'supporting_expert'],
  ] as const) {
    const invited = (await invite(owner, agency.id, person.email, role)).json();
    const accepted = await call(
      'POST',
      `/api/agency-invitations/${memberIdFor(invited, person.email)}/accept`,
      person.cookie,
    );
    expect(accepted.statusCode).toBe(200);
  }
  return { owner, lead, support, agencyId: agency.id };
}
