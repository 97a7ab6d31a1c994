import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { briefs } from '../../db/schema/briefs';
import { customizationRequests } from '../../db/schema/requests';
import { signedInUser, TEST_ORIGIN } from '../../test/test-app';
import { test, call, applicant, vettedExpert, admin } from './experts.test-support';

describe('public profiles and saved experts', () => {
  it('shows vetted experts only, without contact data', async () => {
    const expert = await vettedExpert();
    const waiting = await applicant();
    const response = await call('GET', `/api/experts/${expert.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.saved).toBeNull();
    expect(body.expert).toMatchObject({
      id: expert.id,
      fullName: 'Vera Vetted',
      skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
    });
    expect(response.body).not.toContain(expert.email);
    expect(response.body).not.toContain('linkedin');
    expect(body.expert).not.toHaveProperty('vettingScore');
    expect((await call('GET', `/api/experts/${waiting.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/experts/${randomUUID()}`)).statusCode).toBe(404);
    // An address someone typed (/experts/xyz) is a profile that does not exist, so its page answers 404 too.
    const typed = await call('GET', '/api/experts/xyz');
    expect(typed.statusCode).toBe(404);
    expect(typed.json()).toEqual({ error: { code: 'experts.not_found', message: 'Expert not found' } });
  });

  it('keeps each client’s saved experts apart', async () => {
    const expert = await vettedExpert();
    const waiting = await applicant();
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);

    expect((await call('PUT', `/api/saved-experts/${expert.id}`, alice.cookie)).json()).toEqual({ saved: true });
    expect((await call('PUT', `/api/saved-experts/${expert.id}`, alice.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/api/saved-experts/${waiting.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved-experts/${expert.id}`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/saved-experts/${expert.id}`, expert.cookie)).statusCode).toBe(409);

    const aliceList = (await call('GET', '/api/saved-experts', alice.cookie)).json();
    expect(aliceList.experts.map((e: { id: string }) => e.id)).toEqual([expert.id]);
    expect(aliceList.experts[0]).toMatchObject({ fullName: 'Vera Vetted', hourlyMin: 9000 });
    expect((await call('GET', '/api/saved-experts', bob.cookie)).json().experts).toEqual([]);
    expect((await call('GET', `/api/experts/${expert.id}`, alice.cookie)).json().saved).toBe(true);
    expect((await call('GET', `/api/experts/${expert.id}`, bob.cookie)).json().saved).toBe(false);

    expect((await call('DELETE', `/api/saved-experts/${expert.id}`, alice.cookie)).json()).toEqual({ saved: false });
    expect((await call('GET', '/api/saved-experts', alice.cookie)).json().experts).toEqual([]);
  });
});

describe('asking for a saved expert on a brief', () => {
  const brief = (preferredExpertId: string | null) => ({
    contactName: 'Cara Client',
    contactEmail: `cara.${randomUUID().slice(0, 8)}@example.test`,
    structuredBrief: {
      goal: 'Cut month-end close from ten days to five within a quarter',
      context: 'A 60-person SaaS company in Manchester with one finance manager',
      constraints: 'Must keep Xero',
      budget_range: '5k-15k',
      timeline: '1-2-months',
      urgency: 'standard',
      expert_style: 'collaborative',
      interpretations: {},
      missing: [],
    },
    preferredExpertId,
  });
  const submit = async (cookie: string, body: object) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().briefId as string;
  };

  it('keeps a saved, vetted expert on the brief and passes it to the request; anyone else is dropped', async () => {
    const expert = await vettedExpert();
    const notSaved = await vettedExpert();
    const client = await signedInUser(test);
    await call('PUT', `/api/saved-experts/${expert.id}`, client.cookie);

    const kept = await submit(client.cookie, brief(expert.id));
    const dropped = await submit(client.cookie, brief(notSaved.id));
    const rows = async (id: string) => (await test.db.select().from(briefs).where(eq(briefs.id, id)))[0]!;
    expect((await rows(kept)).preferredExpertId).toBe(expert.id);
    expect((await rows(dropped)).preferredExpertId).toBeNull();

    // Through QA to the client's acceptance: the request carries the expert.
    const cookie = await admin();
    await test.app.services.briefProposals.generateProposal({ briefId: kept });
    await test.app.inject({
      method: 'POST',
      url: `/api/admin/briefs/${kept}/pass`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    await test.app.services.briefProposals.releaseProposal({ briefId: kept });
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/briefs/${kept}/accept`,
      headers: { cookie: client.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [request] = await test.db.select().from(customizationRequests).where(eq(customizationRequests.briefId, kept));
    expect(request?.preferredExpertId).toBe(expert.id);
  });
});
