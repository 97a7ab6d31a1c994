import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseTerms } from '../../../shared/domain/matching';
import { briefs } from '../../db/schema/briefs';
import { expertProfiles } from '../../db/schema/experts';
import { notifications } from '../../db/schema/notifications';
import { projectParticipants, projectReplacements, projects } from '../../db/schema/projects';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A signed-in vetted expert working in `skills`. */
async function expert(skills: string[], fullName: string) {
  const person = await signedInUser(test, { fullName });
  await test.db.insert(expertProfiles).values({
    userId: person.id,
    status: 'vetted',
    headline: 'Churn modelling',
    bio: 'Retention analytics for subscription businesses.',
    skills,
    domains: ['SaaS'],
    outcomeTags: ['lower churn'],
    skillTerms: normaliseTerms(skills),
    domainTerms: normaliseTerms(['SaaS']),
    outcomeTerms: normaliseTerms(['lower churn']),
    yearsExperience: 8,
    hourlyMin: 6_000,
    hourlyMax: 9_000,
    weeklyHours: 30,
    country: 'GB',
    timeZone: 'Europe/London',
    languages: ['en'],
    vettingScore: 0.8,
    completedProjects: 3,
    ratingAverage: 4.5,
    ratingCount: 3,
  });
  return person;
}

/** An approved brief request whose custom project (assured or not) is delivered by `current`. */
async function assuredProject(assured: boolean) {
  const skill = `churn-${randomUUID().slice(0, 6)}`;
  const client = await signedInUser(test, { fullName: 'Carla Client' });
  const current = await expert([skill], 'Eve Current');
  const other = await expert([skill], 'Otto Other');
  const projectId = await test.db.transaction(async (tx) => {
    const request = await test.app.services.requests.openFromBrief(
      {
        userId: client.id,
        briefId: randomUUID(),
        projectTitle: 'Churn model',
        baseTemplate: null,
        customRequirements: 'Goal: lower churn',
        budgetRange: '5k-15k',
        timelinePreference: '1-2-months',
        matching: {
          industry: 'SaaS',
          requiredSkills: [skill],
          outcomeTags: ['lower churn'],
          estimatedHours: 160,
          budgetMin: 500_000,
          budgetMax: 1_500_000,
          currency: 'gbp',
          sensitive: false,
        },
      },
      tx,
    );
    const project = await test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: current.id,
        quoteId: randomUUID(),
        title: 'Churn model',
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [{ title: 'Model', description: 'Build', amount: 600_000 }],
        assured,
      },
      tx,
    );
    await test.app.services.requests.markApproved(request.id, project.id, tx);
    return project.id;
  });
  return { client, current, other, projectId };
}

describe('Outcome Assurance', { timeout: 120_000 }, () => {
  it('the client of an assured project asks once for a replacement; others cannot', async () => {
    const { client, current, projectId } = await assuredProject(true);
    const stranger = await signedInUser(test);
    const url = `/api/projects/${projectId}/replacements`;

    const block = (await call('GET', `/api/projects/${projectId}/assurance`, client.cookie)).json();
    expect(block).toMatchObject({ assured: true, replacements: [], can: { requestReplacement: true } });
    expect((await call('GET', `/api/projects/${projectId}/assurance`, stranger.cookie)).statusCode).toBe(404);

    expect((await call('POST', url, stranger.cookie, { reason: 'Slow' })).statusCode).toBe(404);
    expect((await call('POST', url, current.cookie, { reason: 'Slow' })).statusCode).toBe(403);
    expect((await call('POST', url, client.cookie, { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', url, client.cookie, { reason: 'Missed two deadlines' })).statusCode).toBe(201);
    expect((await call('POST', url, client.cookie, { reason: 'Again' })).statusCode).toBe(409);

    const after = (await call('GET', `/api/projects/${projectId}/assurance`, client.cookie)).json();
    expect(after.can.requestReplacement).toBe(false);
    expect(after.replacements[0]).toMatchObject({ status: 'requested', previousExpertName: 'Eve Current' });

    const plain = await assuredProject(false);
    expect(
      (await call('POST', `/api/projects/${plain.projectId}/replacements`, plain.client.cookie, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('the admin shortlist excludes the current expert; the swap happens exactly once and everyone is told', async () => {
    const { client, current, other, projectId } = await assuredProject(true);
    const admin = await signedInUser(test, { isAdmin: true });
    const id = (
      await call('POST', `/api/projects/${projectId}/replacements`, client.cookie, { reason: 'Missed deadlines' })
    ).json().id as string;

    expect((await call('GET', '/api/admin/replacements', client.cookie)).statusCode).toBe(403);
    const open = (await call('GET', '/api/admin/replacements', admin.cookie)).json();
    expect(open.replacements.map((r: { id: string }) => r.id)).toContain(id);

    const shortlist = await call('POST', `/api/admin/replacements/${id}/shortlist`, admin.cookie);
    expect(shortlist.statusCode).toBe(200);
    const candidateIds = shortlist.json().candidates.map((c: { userId: string }) => c.userId);
    expect(candidateIds).toContain(other.id);
    expect(candidateIds).not.toContain(current.id);

    // The current expert cannot be chosen again.
    expect(
      (await call('POST', `/api/admin/replacements/${id}/complete`, admin.cookie, { newExpertId: current.id }))
        .statusCode,
    ).toBe(409);

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/admin/replacements/${id}/complete`, admin.cookie, { newExpertId: other.id }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await activityEntries(test, 'assurance.replacement_completed', id)).toMatchObject([
      { after: { expertId: other.id } },
    ]);

    const participants = await test.db
      .select()
      .from(projectParticipants)
      .where(eq(projectParticipants.projectId, projectId));
    expect(participants.map((p) => [p.userId, p.role]).sort()).toEqual(
      [
        [client.id, 'client'],
        [other.id, 'freelancer'],
      ].sort(),
    );
    const [row] = await test.db.select().from(projectReplacements).where(eq(projectReplacements.id, id));
    expect(row).toMatchObject({ status: 'completed', previousExpertId: current.id, newExpertId: other.id });
    for (const userId of [client.id, current.id, other.id]) {
      const notes = await test.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(notes.filter((n) => n.type === 'expert_replaced')).toHaveLength(1);
    }
    // The previous expert has left the project; the new one sees it.
    expect((await call('GET', `/api/projects/${projectId}`, current.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}`, other.cookie)).json().viewerRole).toBe('freelancer');
  });

  it('a quote approved on an assured brief makes an assured project; on a plain brief a plain one', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    await test.app.services.settings.update(
      'quote_approval_threshold',
      { amount: 5000, currency: 'gbp' },
      { userId: admin.id, email: admin.email, ip: null },
    );
    await test.app.services.settings.update(
      'min_quotes_before_presenting',
      { value: 1 },
      { userId: admin.id, email: admin.email, ip: null },
    );
    for (const assuredMode of [true, false]) {
      const client = await signedInUser(test);
      const [brief] = await test.db
        .insert(briefs)
        .values({
          userId: client.id,
          contactName: 'Carla Client',
          contactEmail: client.email,
          structuredBrief: {} as never,
          assuredMode,
        })
        .returning();
      const request = await test.db.transaction((tx) =>
        test.app.services.requests.openFromBrief(
          {
            userId: client.id,
            briefId: brief!.id,
            projectTitle: 'Churn model',
            baseTemplate: null,
            customRequirements: 'Goal: lower churn',
            budgetRange: '5k-15k',
            timelinePreference: '1-2-months',
          },
          tx,
        ),
      );
      const quote = await call('POST', `/api/admin/requests/${request.id}/quotes`, admin.cookie, {
        projectTitle: 'Churn model',
        scopeDescription: 'Model and dashboard',
        paymentStructure: 'Per milestone',
        deliverables: [{ title: 'Model' }],
        milestones: [{ title: 'Model', description: 'Build', amount: 100_000 }],
        estimatedDuration: '4 weeks',
        estimatedStartDate: '2026-12-01',
        validForDays: 14,
      });
      expect(quote.statusCode, quote.body).toBe(201);
      const approved = await call('POST', `/api/quotes/${quote.json().id}/approve`, client.cookie, {});
      expect(approved.statusCode, approved.body).toBe(200);
      const [project] = await test.db.select().from(projects).where(eq(projects.clientId, client.id));
      expect(project!.assured).toBe(assuredMode);
      const block = (await call('GET', `/api/projects/${project!.id}/assurance`, client.cookie)).json();
      expect(block.assured).toBe(assuredMode);
    }
  });
});
