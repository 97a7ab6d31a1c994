import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles } from '../schema';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { SEED_APPLICANTS, SEED_VETTED_EXPERTS } from './content/experts';
import { seedExperts } from './experts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

describe('the demo expert network seed', () => {
  it('creates 40+ vetted experts, waiting applications and the demo experts once, and keeps later changes', async () => {
    const demo = await createUser(test, { email: 'expert1@demo.outcome.local', fullName: 'Priya Shah' });
    const runs = await Promise.all([seedExperts(test.db), seedExperts(test.db)]);
    expect(runs.sort()).toEqual([0, SEED_VETTED_EXPERTS.length + SEED_APPLICANTS.length + 1]);
    expect(SEED_VETTED_EXPERTS.length).toBeGreaterThanOrEqual(40);

    const rows = await test.db.select().from(expertProfiles);
    expect(rows.filter((row) => row.status === 'vetted')).toHaveLength(SEED_VETTED_EXPERTS.length + 1);
    expect(rows.filter((row) => row.status === 'applied')).toHaveLength(SEED_APPLICANTS.length);
    expect(new Set(rows.map((row) => row.country)).size).toBeGreaterThan(15);
    expect(rows.some((row) => !row.available)).toBe(true);

    // Matching finds them through the normalised terms.
    const found = await test.app.services.experts.listMatchCandidates({
      skills: ['hubspot'],
      domains: [],
      outcomeTags: ['lead generation'],
      limit: 10,
    });
    expect(found.map((e) => e.fullName)).toContain('Priya Shah');

    await test.db.update(expertProfiles).set({ status: 'suspended' }).where(eq(expertProfiles.userId, demo.id));
    expect(await seedExperts(test.db)).toBe(0);
    const [kept] = await test.db.select().from(expertProfiles).where(eq(expertProfiles.userId, demo.id));
    expect(kept?.status).toBe('suspended');
    expect(kept?.languages).toEqual(['English']);
  });
});
