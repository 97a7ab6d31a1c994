import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { expertProfileEdits, expertProfiles } from '../../db/schema/experts';
import { signedInUser } from '../../test/test-app';
import {
  test,
  type Method,
  call,
  application,
  applicant,
  vettedExpert,
  admin,
  vetAndApprove,
} from './experts.test-support';

describe('applying', () => {
  it('stores the application as applied, normalised terms beside the typed ones, and shows it to its owner', async () => {
    const user = await applicant();
    const mine = await call('GET', '/api/expert/profile', user.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toMatchObject({
      userId: user.id,
      fullName: 'Avery Applicant',
      status: 'applied',
      statusReason: null,
      skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
      country: 'GB',
      hourlyMin: 9000,
      hourlyMax: 15000,
    });
    const [row] = await test.db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id));
    expect(row?.skillTerms).toEqual(['financial modelling', 'fp and a', 'fundraising']);
    expect(row?.domainTerms).toEqual(['saas', 'fintech']);

    const me = await call('GET', '/api/me', user.cookie);
    expect(me.json().viewer.expertStatus).toBe('applied');
  });

  it('allows one application per person', async () => {
    const user = await applicant();
    const again = await call('POST', '/api/expert/application', user.cookie, application());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('experts.already_applied');
  });

  it('refuses invalid applications and signed-out visitors', async () => {
    const user = await signedInUser(test);
    const bad = [
      application({ headline: 'CFO' }),
      application({ skills: [] }),
      application({ skills: ['SQL', 'sql'] }),
      application({ hourlyMin: 20000, hourlyMax: 10000 }),
      application({ hourlyMin: 5 }),
      application({ weeklyHours: 0 }),
      application({ timeZone: 'Mars/Olympus' }),
      application({ country: 'Britain' }),
      application({ links: [{ label: 'Site', url: 'javascript:alert(1)' }] }),
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/expert/application', user.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/api/expert/profile', user.cookie)).json().profile).toBeNull();
    expect((await call('POST', '/api/expert/application', undefined, application())).statusCode).toBe(401);
    expect((await call('GET', '/api/me', user.cookie)).json().viewer.expertStatus).toBeNull();
  });
});

describe('vetting', () => {
  it('is for admins only', async () => {
    const user = await applicant();
    const other = await signedInUser(test);
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/experts'],
      ['GET', `/api/admin/experts/${user.id}`],
      ['PUT', `/api/admin/experts/${user.id}/vetting`, { vettingScore: 1 }],
      ['POST', `/api/admin/experts/${user.id}/decision`, { decision: 'approve' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, other.cookie, body)).statusCode, url).toBe(403);
      expect((await call(method, url, user.cookie, body)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
  });

  it('lists applications with search and filters, waiting ones first', async () => {
    const cookie = await admin();
    const tag = randomUUID().slice(0, 8);
    const waiting = await applicant({ skills: ['Kubernetes', `Tag${tag}`], domains: ['Logistics'] }, `Kim ${tag}`);
    const vetted = await vettedExpert({
      skills: ['k8s', `Tag${tag}`],
      domains: ['Retail'],
      hourlyMin: 30000,
      hourlyMax: 40000,
    });

    const all = (await call('GET', `/api/admin/experts?q=tag${tag}`, cookie)).json();
    expect(all.experts.map((e: { userId: string }) => e.userId)).toEqual([waiting.id, vetted.id]);
    expect(all.total).toBe(2);
    expect(all.waiting).toBeGreaterThanOrEqual(1);
    expect(all.experts[0]).toMatchObject({ status: 'applied', email: waiting.email, stepsDone: 0 });
    expect(all.experts[1]).toMatchObject({ status: 'vetted', stepsDone: 3, vettingScore: 0.8 });

    const byName = (await call('GET', `/api/admin/experts?q=${encodeURIComponent(`Kim ${tag}`)}`, cookie)).json();
    expect(byName.experts.map((e: { userId: string }) => e.userId)).toEqual([waiting.id]);
    const filters = [
      [`status=vetted`, [vetted.id]],
      [`domain=logistics`, [waiting.id]],
      // Synonyms: "k8s" and "Kubernetes" are one skill.
      [`skill=kubernetes`, [waiting.id, vetted.id]],
      [`minPrice=250`, [vetted.id]],
      [`maxPrice=200`, [waiting.id]],
    ] as const;
    for (const [filter, ids] of filters) {
      const list = (await call('GET', `/api/admin/experts?q=tag${tag}&${filter}`, cookie)).json();
      expect(
        list.experts.map((e: { userId: string }) => e.userId),
        filter,
      ).toEqual(ids);
    }
  });

  it('keeps the checklist with notes and the score; approval needs them, e-mails the applicant', async () => {
    const cookie = await admin();
    const user = await applicant();
    const early = await call('POST', `/api/admin/experts/${user.id}/decision`, cookie, { decision: 'approve' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('experts.vetting_incomplete');

    const saved = await call('PUT', `/api/admin/experts/${user.id}/vetting`, cookie, {
      steps: [{ step: 'review', done: true, notes: 'Portfolio checked' }],
      vettingScore: 0.72,
    });
    expect(saved.json().checklist.review).toMatchObject({ done: true, notes: 'Portfolio checked' });
    expect(saved.json().checklist.review.at).not.toBeNull();
    expect(saved.json().checklist.onboarding).toEqual({ done: false, notes: '', at: null });
    expect(saved.json().vettingScore).toBe(0.72);
    expect(await activityEntries(test, 'expert.vetting_updated', user.id)).toMatchObject([
      { after: { vettingScore: 0.72 } },
    ]);
    // The refused early approval above wrote nothing.
    expect(await activityEntries(test, 'expert.decided', user.id)).toHaveLength(0);
    expect((await call('PUT', `/api/admin/experts/${user.id}/vetting`, cookie, { vettingScore: 1.5 })).statusCode).toBe(
      400,
    );

    await vetAndApprove(user.id);
    const detail = (await call('GET', `/api/admin/experts/${user.id}`, cookie)).json();
    expect(detail.profile.status).toBe('vetted');
    expect(detail.decidedBy).toBe('Ada Admin');
    expect((await call('GET', '/api/expert/profile', user.cookie)).json().profile.status).toBe('vetted');

    const mail = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your expert application is approved']);
    expect(mail[0]?.text).toContain('/expert');
  });

  it('requires a reason to reject or suspend, and e-mails it', async () => {
    const cookie = await admin();
    const user = await applicant();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: ' ' }, { decision: 'suspend' }]) {
      expect((await call('POST', `/api/admin/experts/${user.id}/decision`, cookie, body)).statusCode).toBe(400);
    }
    const rejected = await call('POST', `/api/admin/experts/${user.id}/decision`, cookie, {
      decision: 'reject',
      reason: 'Not enough delivery experience yet',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().profile).toMatchObject({
      status: 'rejected',
      statusReason: 'Not enough delivery experience yet',
    });
    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail?.subject).toBe('Your expert application was not accepted');
    expect(mail?.text).toContain('Not enough delivery experience yet');

    const expert = await vettedExpert();
    const suspended = await call('POST', `/api/admin/experts/${expert.id}/decision`, cookie, {
      decision: 'suspend',
      reason: 'Missed three client meetings',
    });
    expect(suspended.json().profile).toMatchObject({
      status: 'suspended',
      statusReason: 'Missed three client meetings',
    });
    const subjects = (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, expert.email))).map(
      (m) => m.subject,
    );
    expect(subjects).toContain('Your expert profile is suspended');
  });

  it('checks the current status before each decision (409)', async () => {
    const cookie = await admin();
    const user = await applicant();
    const decide = (body: object) => call('POST', `/api/admin/experts/${user.id}/decision`, cookie, body);
    // applied: cannot be suspended.
    expect((await decide({ decision: 'suspend', reason: 'Too early' })).statusCode).toBe(409);
    await vetAndApprove(user.id);
    // vetted: cannot be approved again or rejected.
    expect((await decide({ decision: 'approve' })).statusCode).toBe(409);
    expect((await decide({ decision: 'reject', reason: 'Changed our mind' })).statusCode).toBe(409);
    expect((await decide({ decision: 'suspend', reason: 'Complaint under review' })).statusCode).toBe(200);
    // suspended: reinstated by approve, without redoing the checklist.
    const reinstated = await decide({ decision: 'approve' });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().profile).toMatchObject({ status: 'vetted', statusReason: null });
    expect(
      (await call('POST', `/api/admin/experts/${randomUUID()}/decision`, cookie, { decision: 'approve' })).statusCode,
    ).toBe(404);
  });
});

describe('the expert profile', () => {
  it('logs every change field by field for admins to read', async () => {
    const user = await vettedExpert();
    const edit = await call('PATCH', '/api/expert/profile', user.cookie, {
      headline: 'Fractional CFO and FP&A lead',
      hourlyMax: 16000,
      skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ headline: 'Fractional CFO and FP&A lead', hourlyMax: 16000 });
    expect((await call('PUT', '/api/expert/availability', user.cookie, { available: false })).json().available).toBe(
      false,
    );
    // Nothing changed: nothing logged.
    await call('PATCH', '/api/expert/profile', user.cookie, { weeklyHours: 20 });

    const rows = await test.db.select().from(expertProfileEdits).where(eq(expertProfileEdits.expertId, user.id));
    expect(rows).toHaveLength(2);
    const detail = (await call('GET', `/api/admin/experts/${user.id}`, await admin())).json();
    expect(detail.edits[0].changes).toEqual([{ field: 'available', from: true, to: false }]);
    expect(detail.edits[1].changes).toEqual([
      { field: 'headline', from: 'Fractional CFO for B2B SaaS scale-ups', to: 'Fractional CFO and FP&A lead' },
      { field: 'hourlyMax', from: 15000, to: 16000 },
    ]);
    expect(detail.edits[1].editedBy).toBe('Vera Vetted');

    const band = await call('PATCH', '/api/expert/profile', user.cookie, { hourlyMin: 20000 });
    expect(band.statusCode).toBe(400);
    expect((await call('PATCH', '/api/expert/profile', user.cookie, {})).statusCode).toBe(400);
    const stranger = await signedInUser(test);
    expect((await call('PATCH', '/api/expert/profile', stranger.cookie, { weeklyHours: 10 })).statusCode).toBe(404);
  });
});
