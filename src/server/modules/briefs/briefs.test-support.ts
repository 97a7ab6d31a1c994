// What the briefs route tests share: the app on a fresh database without job workers for the importing test file
// (each test file runs in its own module graph), brief answers, requests from any address, submitting a brief and
// reading what it left behind.
import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { briefs, emailOutbox } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test/test-app';

export let test: TestApp;
beforeAll(async () => {
  // No workers: each lifecycle step is run by calling its job handler, so every assertion sees a settled state.
  test = await createTestApp({ RUN_JOBS: 'false' });
});
afterAll(() => test?.close());

export const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');

export const COMPLETE_BRIEF = {
  goal: 'Increase qualified leads by 30% within 3 months',
  context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
  constraints: 'Must integrate with HubSpot',
  budget_range: '5k-15k',
  timeline: '1-2-months',
  urgency: 'high',
  expert_style: 'collaborative',
  interpretations: {},
  missing: [],
};

/** Says nothing measurable and leaves the expert style open: the brief page asks for the rest. */
export const VAGUE_BRIEF = {
  ...COMPLETE_BRIEF,
  goal: 'Make our sales team better at what they do',
  context: 'A growing company',
  constraints: '',
  expert_style: null,
};

type Headers = Record<string, string>;
const withCookie = (cookie?: string): Headers => (cookie ? { cookie } : {});
export const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: withCookie(cookie) });
/** Each call from its own address, so the per-address rate limits (tested on their own) do not trip here. */
export const anyAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  cookie?: string,
  remoteAddress = anyAddress(),
) =>
  test.app.inject({
    method,
    url,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...withCookie(cookie) },
    payload: payload as object,
  });

export function submission(overrides: Record<string, unknown> = {}) {
  return {
    contactName: 'Maya Rossi',
    contactEmail: `maya.${randomUUID().slice(0, 8)}@example.test`,
    contactPhone: '+44 20 7946 0000',
    company: 'Rossi Retail Tech',
    structuredBrief: COMPLETE_BRIEF,
    assuredMode: true,
    origin: 'bespoke',
    originId: null,
    ...overrides,
  };
}

export async function submit(overrides: Record<string, unknown> = {}, cookie?: string) {
  const response = await send('POST', '/api/briefs', submission(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { briefId: string; linkedToUser: boolean };
}

export const rowOf = async (id: string) => (await test.db.select().from(briefs).where(eq(briefs.id, id)))[0]!;

export async function proposalJobs(briefId: string) {
  const result = await test.db.execute<{ delay: string }>(
    sql`SELECT extract(epoch FROM start_after - created_on) AS delay FROM pgboss.job WHERE name = 'briefs.generate-proposal' AND data->>'briefId' = ${briefId}`,
  );
  return result.rows.map((row) => ({ delaySeconds: Number(row.delay) }));
}

export async function latestMailTo(to: string) {
  const [mail] = await test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

export const tokenIn = (text: string) => /\/dashboard\/briefs\/[0-9a-f-]{36}\?token=([^\s]+)/.exec(text)?.[1];

/** Submits as a signed-in client and runs the draft job: the brief waits in QA review. */
export async function briefInReview(client: { cookie: string }) {
  const { briefId } = await submit({}, client.cookie);
  await test.app.services.briefProposals.generateProposal({ briefId });
  expect((await rowOf(briefId)).status).toBe('qa_in_review');
  return briefId;
}
