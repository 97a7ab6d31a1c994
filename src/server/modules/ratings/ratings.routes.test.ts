import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, expertProfiles, notifications, projects } from '../../db/schema';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
const rate = (projectId: string, cookie: string, payload: unknown) =>
  test.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/ratings`,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A vetted expert with no earlier ratings on the profile. */
async function vettedExpert(fullName: string): Promise<Person> {
  const person = await signedInUser(test, { fullName });
  await test.db.insert(expertProfiles).values({
    userId: person.id,
    status: 'vetted',
    headline: 'Revenue operations lead',
    bio: 'CRM and sales operations for growing companies.',
    yearsExperience: 10,
    hourlyMin: 8000,
    hourlyMax: 12000,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
  });
  return person;
}

/** A custom project between client and expert, completed `daysAgo` days ago (completion is the escrow module's job). */
async function project(client: Person, expert: Person, { completedDaysAgo = 0 as number | null } = {}) {
  const { id } = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title: 'Churn model',
        totalPrice: 200_000,
        currency: 'gbp',
        milestones: [{ title: 'Model', description: 'Build it', amount: 200_000 }],
      },
      tx,
    ),
  );
  if (completedDaysAgo !== null)
    await test.db
      .update(projects)
      .set({ status: 'completed', completedAt: new Date(Date.now() - completedDaysAgo * DAY_MS) })
      .where(eq(projects.id, id));
  return id;
}

const csat = async (expertId: string) => {
  const body = (await test.app.inject({ method: 'GET', url: `/api/experts/${expertId}` })).json();
  return { average: body.expert.ratingAverage, count: body.expert.ratingCount };
};

describe('project ratings (double-blind)', () => {
  it('hides each side until both are in, then shows both; the other side is notified and e-mailed', async () => {
    const client = await signedInUser(test, { fullName: 'Carla Client' });
    const expert = await vettedExpert('Eve Expert');
    const id = await project(client, expert);

    const first = await rate(id, client.cookie, { score: 5, comment: 'Great work' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      canRate: false,
      published: false,
      mine: { score: 5, comment: 'Great work' },
      theirs: null,
      otherParty: { userId: expert.id, name: 'Eve Expert', role: 'freelancer' },
    });
    // The freelancer sees that they can rate, not what the client wrote.
    const expertView = (await get(`/api/projects/${id}/ratings`, expert.cookie)).json();
    expect(expertView).toMatchObject({ canRate: true, published: false, mine: null, theirs: null, client: null });
    expect(JSON.stringify(expertView)).not.toContain('Great work');
    // …and is told, in the app and by e-mail, with a link to the project.
    const [note] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'rating_received')));
    expect(note).toMatchObject({ relatedId: id });
    expect(note!.message).not.toContain('5');
    const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, expert.email));
    expect(mails.some((mail) => (mail.text ?? '').includes(`/project/${id}`))).toBe(true);
    // Hidden ratings do not count toward the CSAT yet.
    expect(await csat(expert.id)).toEqual({ average: null, count: 0 });

    const second = await rate(id, expert.cookie, { score: 4, comment: 'Clear brief' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      published: true,
      mine: { score: 4 },
      theirs: { score: 5, comment: 'Great work' },
    });
    expect((await get(`/api/projects/${id}/ratings`, client.cookie)).json()).toMatchObject({
      published: true,
      theirs: { score: 4, comment: 'Clear brief' },
    });
    const [clientNote] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'rating_received')));
    expect(clientNote).toMatchObject({ relatedId: id });
    // Published: the client's 5 is now the expert's CSAT (the freelancer's rating of the client is not).
    expect(await csat(expert.id)).toEqual({ average: 5, count: 1 });
  });

  it('also hides the freelancer-first rating from the client until the client rates', async () => {
    const client = await signedInUser(test);
    const expert = await vettedExpert('Fred Freelancer');
    const id = await project(client, expert);
    expect((await rate(id, expert.cookie, { score: 2, comment: 'Slow answers' })).statusCode).toBe(201);
    const clientView = (await get(`/api/projects/${id}/ratings`, client.cookie)).json();
    expect(clientView).toMatchObject({ canRate: true, published: false, theirs: null, freelancer: null });
    expect(JSON.stringify(clientView)).not.toContain('Slow answers');
    expect((await rate(id, client.cookie, { score: 3 })).json()).toMatchObject({
      published: true,
      theirs: { score: 2, comment: 'Slow answers' },
    });
  });

  it('shows a lone rating 14 days after completion, not before, and only then counts it for the CSAT', async () => {
    const client = await signedInUser(test);
    const expert = await vettedExpert('Gail Gone-quiet');
    const recent = await project(client, expert, { completedDaysAgo: 13 });
    const old = await project(client, expert, { completedDaysAgo: 14 });
    expect((await rate(recent, client.cookie, { score: 2 })).json().published).toBe(false);
    expect((await rate(old, client.cookie, { score: 4 })).json()).toMatchObject({ published: true });

    const expertOld = (await get(`/api/projects/${old}/ratings`, expert.cookie)).json();
    expect(expertOld).toMatchObject({ published: true, canRate: true, theirs: { score: 4 } });
    const expertRecent = (await get(`/api/projects/${recent}/ratings`, expert.cookie)).json();
    expect(expertRecent).toMatchObject({ published: false, theirs: null });
    expect(new Date(expertRecent.revealAt).getTime() - Date.now()).toBeGreaterThan(0.9 * DAY_MS);
    // Only the published rating (the 4 on the project completed 14 days ago) counts.
    expect(await csat(expert.id)).toEqual({ average: 4, count: 1 });
  });

  it('feeds the expert summary and matching inputs with published client ratings, on top of earlier ones', async () => {
    const client = await signedInUser(test);
    const expert = await vettedExpert('Hana History');
    await test.db
      .update(expertProfiles)
      .set({ ratingAverage: 4, ratingCount: 3 })
      .where(eq(expertProfiles.userId, expert.id));
    const id = await project(client, expert);
    await rate(id, client.cookie, { score: 2 });
    await rate(id, expert.cookie, { score: 5 });
    // (4 × 3 + 2) / 4 = 3.5
    const summary = (await test.app.services.experts.summariesOf([expert.id])).get(expert.id);
    expect(summary).toMatchObject({ ratingAverage: 3.5, ratingCount: 4 });
    const [candidate] = await test.app.services.experts.matchCandidatesOf([expert.id]);
    expect(candidate?.averageRating).toBe(3.5);
    const team = (await get(`/api/projects/${id}`, client.cookie)).json().participants;
    expect(team.find((p: { role: string }) => p.role === 'freelancer').expert).toMatchObject({
      ratingAverage: 3.5,
      ratingCount: 4,
    });
  });

  it('one rating per side (409 the second time), none before completion (409), 404 for others', async () => {
    const client = await signedInUser(test);
    const expert = await vettedExpert('Ivy Once');
    const stranger = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const active = await project(client, expert, { completedDaysAgo: null });
    const done = await project(client, expert);

    const early = await rate(active, client.cookie, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('You can rate this project once it has been completed.');
    expect((await get(`/api/projects/${active}/ratings`, client.cookie)).json().canRate).toBe(false);

    expect((await rate(done, client.cookie, { score: 5 })).statusCode).toBe(201);
    const again = await rate(done, client.cookie, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already rated this project.');

    expect((await rate(done, stranger.cookie, { score: 1 })).statusCode).toBe(404);
    expect((await get(`/api/projects/${done}/ratings`, stranger.cookie)).statusCode).toBe(404);
    expect((await rate(randomUUID(), client.cookie, { score: 1 })).statusCode).toBe(404);
    expect((await rate(done, admin.cookie, { score: 1 })).statusCode).toBe(403);

    expect((await rate(done, expert.cookie, { score: 6 })).statusCode).toBe(400);
    expect((await rate(done, expert.cookie, { score: 0 })).statusCode).toBe(400);
    expect((await rate(done, expert.cookie, { score: 4, comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await rate(done, expert.cookie, { score: 4, comment: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('two concurrent ratings from the same side: exactly one is stored', async () => {
    const client = await signedInUser(test);
    const expert = await vettedExpert('Jo Twice');
    const id = await project(client, expert);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rate(id, client.cookie, { score: 5 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});
