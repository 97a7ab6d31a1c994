import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '../../../shared/domain/limits';
import type { TAiChatStreamEvent, TInsightList } from '../../../shared/schemas/assistant';
import { ASSISTANT_RATE_LIMIT } from '../../config/limits';
import { projectInsights } from '../../db/schema/assistant';
import { customProjectMilestones, deliverableFiles, projectDeliverables } from '../../db/schema/projects';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import { INSIGHTS_REFRESH_JOB } from './assistant.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

type Cookie = string | undefined;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: Cookie, payload?: object) =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * A custom project (client + expert): milestone 1 "Discovery" (£2,000) was due 5 days ago and is not done, milestone 2
 * "Model build" (£4,000) is due in 20 days. Deliverable "Interview notes" belongs to milestone 1.
 */
async function setup() {
  const client = await signedInUser(test, { fullName: 'Carla Client' });
  const expert = await signedInUser(test, { fullName: 'Eve Expert' });
  const admin = await signedInUser(test, { fullName: 'Ada Admin', isAdmin: true });
  const stranger = await signedInUser(test, { fullName: 'Sam Stranger' });
  const project = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title: 'Churn model',
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [
          { title: 'Discovery', description: 'Stakeholder interviews', amount: 200_000, dueDate: daysFromNow(-5) },
          { title: 'Model build', description: 'Build and validate', amount: 400_000, dueDate: daysFromNow(20) },
        ],
        deliverables: [{ title: 'Interview notes' }, { title: 'Validated model' }],
      },
      tx,
    ),
  );
  const [deliverable] = await test.db
    .select()
    .from(projectDeliverables)
    .where(eq(projectDeliverables.projectId, project.id))
    .orderBy(projectDeliverables.createdAt);
  return { client, expert, admin, stranger, projectId: project.id, deliverableId: deliverable!.id };
}

const ask = (cookie: Cookie, projectId: string, message: string, sessionId?: string) =>
  call('POST', '/api/ai-chat', cookie, { projectId, message, ...(sessionId ? { sessionId } : {}) });

/** Insights refresh jobs queued for a project. */
async function refreshJobsOf(projectId: string): Promise<number> {
  const result = await test.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${INSIGHTS_REFRESH_JOB} AND data->>'projectId' = ${projectId}`,
  );
  return result.rows[0]!.count;
}

describe('TeamSmith AI assistant and insights', { timeout: 120_000 }, () => {
  it('non-participants get 404 on ai-chat, sessions, messages, insights and insight status; signed-out 401', async () => {
    const { stranger, client, projectId } = await setup();
    expect((await ask(stranger.cookie, projectId, 'What is overdue?')).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}/assistant/sessions`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}/assistant/messages`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}/insights`, stranger.cookie)).statusCode).toBe(404);
    const insights = (await call('GET', `/api/projects/${projectId}/insights`, client.cookie)).json<TInsightList>();
    const insightId = insights.insights[0]!.id;
    const patch = await call('PATCH', `/api/projects/${projectId}/insights/${insightId}`, stranger.cookie, {
      status: 'dismissed',
    });
    expect(patch.statusCode).toBe(404);
    expect((await ask(undefined, projectId, 'What is overdue?')).statusCode).toBe(401);
    // Another user's conversation is not found either, even on a project they share.
    const { sessionId } = (await ask(client.cookie, projectId, 'What is next?')).json<{ sessionId: string }>();
    expect((await ask(stranger.cookie, projectId, 'hi', sessionId)).statusCode).toBe(404);
  });

  it('refuses a blank message, one over the limit and a bad project id', async () => {
    const { client, projectId } = await setup();
    const blank = await ask(client.cookie, projectId, '   ');
    expect(blank.statusCode).toBe(400);
    expect((await ask(client.cookie, projectId, 'x'.repeat(ASSISTANT_MESSAGE_MAX_LENGTH + 1))).statusCode).toBe(400);
    expect((await ask(client.cookie, 'not-a-uuid', 'What is overdue?')).statusCode).toBe(400);
    expect((await ask(client.cookie, projectId, 'x'.repeat(ASSISTANT_MESSAGE_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('the offline assistant answers "What is overdue?" from the project and keeps the conversation per user', async () => {
    const { client, expert, admin, projectId } = await setup();
    const first = await ask(client.cookie, projectId, 'What is overdue?');
    expect(first.statusCode).toBe(200);
    const reply = first.json<{ message: string; sessionId: string }>();
    expect(reply.message).toContain('Milestone 1 "Discovery" was due');
    expect(reply.message).toContain('5 days ago');
    expect(reply.message).toContain('£2,000');
    expect(reply.message).not.toContain('Model build');

    const second = await ask(client.cookie, projectId, 'What does milestone 2 include?', reply.sessionId);
    expect(second.json<{ sessionId: string }>().sessionId).toBe(reply.sessionId);
    expect(second.json<{ message: string }>().message).toContain('Validated model');

    const messages = await call('GET', `/api/projects/${projectId}/assistant/messages`, client.cookie);
    const list = messages.json<{ sessionId: string; messages: { role: string; content: string }[] }>();
    expect(list.sessionId).toBe(reply.sessionId);
    expect(list.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(list.messages[0]!.content).toBe('What is overdue?');

    // The expert has their own (empty) conversation; an admin may ask too.
    const expertView = await call('GET', `/api/projects/${projectId}/assistant/messages`, expert.cookie);
    expect(expertView.json()).toEqual({ sessionId: null, messages: [] });
    expect((await ask(admin.cookie, projectId, 'What is overdue?')).statusCode).toBe(200);
    const sessions = await call('GET', `/api/projects/${projectId}/assistant/sessions`, client.cookie);
    expect(sessions.json<{ sessions: { messageCount: number }[] }>().sessions).toEqual([
      expect.objectContaining({ messageCount: 4 }),
    ]);
  });

  it('streams the reply as Server-Sent Events and stores it when complete', async () => {
    const { client, projectId } = await setup();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/ai-chat',
      headers: { cookie: client.cookie, accept: 'text/event-stream' },
      payload: { projectId, message: 'What is overdue?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice(6)) as TAiChatStreamEvent);
    expect(events[0]!.type).toBe('session');
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    if (done.type !== 'done') return;
    expect(
      deltas
        .map((e) => (e.type === 'delta' ? e.text : ''))
        .join('')
        .trim(),
    ).toBe(done.message);
    const stored = await call('GET', `/api/projects/${projectId}/assistant/messages`, client.cookie);
    expect(stored.json<{ messages: { content: string }[] }>().messages[1]!.content).toBe(done.message);
  });

  it(`limits questions to ${ASSISTANT_RATE_LIMIT.max} a minute per user`, async () => {
    const { expert, projectId } = await setup();
    const statuses: number[] = [];
    for (let i = 0; i <= ASSISTANT_RATE_LIMIT.max; i += 1)
      statuses.push((await ask(expert.cookie, projectId, 'What is next?')).statusCode);
    expect(statuses.slice(0, ASSISTANT_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('insights: an overdue milestone and a revision loop; Dismiss hides one for good; a second change is 409', async () => {
    const { client, expert, projectId, deliverableId } = await setup();
    // Two revision requests on "Interview notes": versions 1 and 2 sent back, version 3 waiting.
    await test.db.insert(deliverableFiles).values(
      [1, 2, 3].map((version) => ({
        deliverableId,
        fileName: `notes-v${version}.pdf`,
        fileSize: 1000,
        fileType: 'application/pdf',
        storagePath: `${deliverableId}/${version}.pdf`,
        versionNumber: version,
        qaDecision: version < 3 ? ('needs_revision' as const) : ('pending' as const),
      })),
    );
    await test.app.services.assistant.refreshInsights(projectId);
    const listed = (await call('GET', `/api/projects/${projectId}/insights`, expert.cookie)).json<TInsightList>();
    const overdue = listed.insights.find((i) => i.title === 'Milestone 1 "Discovery" is overdue');
    const loop = listed.insights.find((i) => i.title === 'Revision loop on "Interview notes"');
    expect(overdue).toMatchObject({ insightType: 'risk', status: 'active' });
    expect(overdue!.confidenceScore).toBeGreaterThan(0);
    expect(overdue!.confidenceScore).toBeLessThanOrEqual(1);
    expect(loop?.content).toContain('2 revisions have been requested');
    expect(listed.insights.some((i) => i.title === 'Milestone 1 "Discovery" is not funded')).toBe(true);

    // Refreshing again neither duplicates nor changes the set.
    await test.app.services.assistant.refreshInsights(projectId);
    const rows = await test.db.select().from(projectInsights).where(eq(projectInsights.projectId, projectId));
    expect(rows.length).toBe(listed.insights.length);

    const dismiss = await call('PATCH', `/api/projects/${projectId}/insights/${overdue!.id}`, client.cookie, {
      status: 'dismissed',
    });
    expect(dismiss.statusCode).toBe(200);
    expect(dismiss.json()).toMatchObject({ status: 'dismissed' });
    const again = await call('PATCH', `/api/projects/${projectId}/insights/${overdue!.id}`, client.cookie, {
      status: 'implemented',
    });
    expect(again.statusCode).toBe(409);
    await test.app.services.assistant.refreshInsights(projectId);
    const after = (await call('GET', `/api/projects/${projectId}/insights`, client.cookie)).json<TInsightList>();
    expect(after.insights.some((i) => i.id === overdue!.id)).toBe(false);
    expect(after.insights.some((i) => i.title.includes('is overdue'))).toBe(false);

    expect(rows.some((r) => r.sourceKey === `revision-loop:${deliverableId}`)).toBe(true);
    // Only Mark done and Dismiss are accepted.
    const bad = await call('PATCH', `/api/projects/${projectId}/insights/${loop!.id}`, client.cookie, {
      status: 'active',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('of two concurrent status changes exactly one applies; an insight of another project is 404', async () => {
    const { client, expert, projectId } = await setup();
    const other = await setup();
    await test.app.services.assistant.refreshInsights(projectId);
    const [insight] = (await call('GET', `/api/projects/${projectId}/insights`, client.cookie)).json<TInsightList>()
      .insights;
    const results = await Promise.all([
      call('PATCH', `/api/projects/${projectId}/insights/${insight!.id}`, client.cookie, { status: 'implemented' }),
      call('PATCH', `/api/projects/${projectId}/insights/${insight!.id}`, expert.cookie, { status: 'dismissed' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await test.db.select().from(projectInsights).where(eq(projectInsights.id, insight!.id));
    expect(['implemented', 'dismissed']).toContain(row!.status);
    const cross = await call('PATCH', `/api/projects/${other.projectId}/insights/${insight!.id}`, other.client.cookie, {
      status: 'dismissed',
    });
    expect(cross.statusCode).toBe(404);
  });

  it('an overdue condition that goes away removes its active insight on refresh', async () => {
    const { client, projectId } = await setup();
    await test.app.services.assistant.refreshInsights(projectId);
    const before = (await call('GET', `/api/projects/${projectId}/insights`, client.cookie)).json<TInsightList>();
    expect(before.insights.some((i) => i.title === 'Milestone 1 "Discovery" is overdue')).toBe(true);
    await test.db
      .update(customProjectMilestones)
      .set({ dueDate: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(customProjectMilestones.projectId, projectId));
    await test.app.services.assistant.refreshInsights(projectId);
    const after = (await call('GET', `/api/projects/${projectId}/insights`, client.cookie)).json<TInsightList>();
    expect(after.insights.some((i) => i.title.includes('is overdue'))).toBe(false);
  });

  it('a chat message and a question to the assistant each enqueue a debounced insights refresh of the project', async () => {
    const { client, projectId } = await setup();
    const refreshJobs = () => refreshJobsOf(projectId);
    expect(await refreshJobs()).toBe(0);
    const posted = await call('POST', `/api/projects/${projectId}/messages`, client.cookie, {
      message: 'We are slipping on the audit',
    });
    expect(posted.statusCode).toBeLessThan(300);
    await expect.poll(refreshJobs).toBe(1);
    // Within the debounce window further events share that refresh.
    await ask(client.cookie, projectId, 'What is next?');
    expect(await refreshJobs()).toBe(1);
  });

  it('a new meeting enqueues an insights refresh with it (the meeting gap closes without waiting for the sweep)', async () => {
    const { client, projectId } = await setup();
    const refreshJobs = () => refreshJobsOf(projectId);
    expect(await refreshJobs()).toBe(0);
    const created = await call('POST', `/api/projects/${projectId}/meetings`, client.cookie, {
      provider: 'manual',
      title: 'Weekly check-in',
      joinUrl: 'https://meet.example.test/weekly',
    });
    expect(created.statusCode).toBe(201);
    expect(await refreshJobs()).toBe(1);
  });
});
