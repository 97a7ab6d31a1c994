import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate';
import { test, call, applicant, vettedExpert, vetAndApprove } from './experts.test-support';

describe('skill codes beside the skill terms', () => {
  /** The profile's stored codes, and the codes its stored skill terms have in skill_term_codes. */
  async function codes(userId: string) {
    const { rows } = await test.db.execute<{ stored: number[]; expected: number[] }>(sql`
      SELECT e.skill_codes AS stored,
             array(SELECT c.code FROM skill_term_codes c WHERE c.term = ANY(e.skill_terms) ORDER BY c.code) AS expected
        FROM expert_profiles e WHERE e.user_id = ${userId}`);
    return rows[0]!;
  }
  const found = async (skill: string, userId: string) =>
    (await test.app.services.experts.listMatchCandidates({ skills: [skill], domains: [], outcomeTags: [], limit: 50 }))
      .map((expert) => expert.userId)
      .includes(userId);

  it('are written with the terms on applying, editing and vetting, and the prefilter finds experts by them', async () => {
    const tag = `Rare${randomUUID().slice(0, 8)}`;
    const user = await applicant({ skills: ['Financial Modelling', tag] });
    const applied = await codes(user.id);
    expect(applied.stored).toHaveLength(2);
    expect(applied.stored).toEqual(applied.expected);

    await vetAndApprove(user.id);
    expect((await codes(user.id)).stored).toEqual(applied.stored);
    expect(await found(tag, user.id)).toBe(true);

    const renamed = `${tag}Ops`;
    const edit = await call('PATCH', '/api/expert/profile', user.cookie, { skills: ['Financial Modelling', renamed] });
    expect(edit.statusCode).toBe(200);
    const edited = await codes(user.id);
    expect(edited.stored).toHaveLength(2);
    expect(edited.stored).toEqual(edited.expected);
    expect(edited.stored).not.toEqual(applied.stored);
    expect(await found(renamed, user.id)).toBe(true);
    expect(await found(tag, user.id)).toBe(false);

    // The codes follow the terms even when written on their own.
    await test.db.execute(sql`UPDATE expert_profiles SET skill_codes = '{}' WHERE user_id = ${user.id}`);
    expect((await codes(user.id)).stored).toEqual(edited.stored);
  });

  it('are filled for profiles written before them by the migration’s backfill', async () => {
    const user = await vettedExpert({ skills: ['Power BI', `Legacy${randomUUID().slice(0, 8)}`] });
    const migration = await readFile(path.join(migrationsFolder(), '0036_expert-skill-codes.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "expert_profiles" SET'));
    expect(backfill).toBeDefined();
    // The profile as an earlier release left it: terms without codes.
    // Only the schema's owner may turn a trigger off; the app's role may not.
    await test.ownerDb.execute(sql`ALTER TABLE expert_profiles DISABLE TRIGGER expert_profiles_skill_codes`);
    await test.ownerDb.execute(sql`UPDATE expert_profiles SET skill_codes = '{}' WHERE user_id = ${user.id}`);
    await test.ownerDb.execute(sql`ALTER TABLE expert_profiles ENABLE TRIGGER expert_profiles_skill_codes`);
    expect((await codes(user.id)).stored).toEqual([]);

    await test.db.execute(sql.raw(backfill!));
    const filled = await codes(user.id);
    expect(filled.stored).toHaveLength(2);
    expect(filled.stored).toEqual(filled.expected);
  });
});

describe('the service other modules use', () => {
  it('lists vetted match candidates sharing a term, best pre-score first, and summaries by user id', async () => {
    const tag = `Niche${randomUUID().slice(0, 8)}`;
    const strong = await vettedExpert(
      { skills: [tag, 'Python'], domains: ['Healthcare'], outcomeTags: ['Retention'] },
      'Sam Strong',
    );
    const weak = await vettedExpert({ skills: [tag], domains: ['Retail'], outcomeTags: [] }, 'Wes Weak');
    await applicant({ skills: [tag, 'Python'], domains: ['Healthcare'] });
    const experts = test.app.services.experts;

    const found = await experts.listMatchCandidates({
      skills: [tag.toUpperCase(), 'python'],
      domains: ['health care'],
      outcomeTags: [],
      limit: 50,
    });
    const ours = found.filter((e) => e.userId === strong.id || e.userId === weak.id);
    expect(ours.map((e) => e.fullName)).toEqual(['Sam Strong', 'Wes Weak']);
    expect(found.every((e) => e.status === 'vetted')).toBe(true);
    expect(ours[0]).toMatchObject({
      id: strong.id,
      kind: 'expert',
      skills: [tag, 'Python'],
      weeklyAvailabilityHours: 20,
      hourlyRate: { min: 9000, max: 15000 },
      locale: { country: 'GB', timeZone: 'Europe/London', languages: ['English', 'French'] },
      vettingScore: 0.8,
      deliveries: [],
    });

    // The prefilter: nobody sharing no term comes back, and the limit holds.
    const none = await experts.listMatchCandidates({
      skills: [`Absent${tag}`],
      domains: [],
      outcomeTags: [],
      limit: 50,
    });
    expect(none).toEqual([]);
    expect(await experts.listMatchCandidates({ skills: [tag], domains: [], outcomeTags: [], limit: 1 })).toHaveLength(
      1,
    );
    const any = await experts.listMatchCandidates({ skills: [], domains: [], outcomeTags: [], limit: 500 });
    expect(any.map((e) => e.userId)).toEqual(expect.arrayContaining([strong.id, weak.id]));
    expect(any.every((e) => e.status === 'vetted')).toBe(true);

    const summaries = await experts.summariesOf([strong.id, randomUUID()]);
    expect([...summaries.values()]).toEqual([
      {
        userId: strong.id,
        fullName: 'Sam Strong',
        headline: 'Fractional CFO for B2B SaaS scale-ups',
        ratingAverage: null,
        ratingCount: 0,
        completedProjects: 0,
      },
    ]);
    expect(await experts.isVetted(strong.id)).toBe(true);
    expect(await experts.statusOf(randomUUID())).toBeNull();
  });
});
