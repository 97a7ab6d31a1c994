import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, agencyMembers } from '../schema';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { DEMO_AGENCY, seedDemoAgency } from './agencies';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

describe('the demo agency seed', () => {
  it('waits for the demo owner, then creates the agency once with its roster', async () => {
    expect(await seedDemoAgency(test.db)).toBe(false);

    const owner = await createUser(test, { email: DEMO_AGENCY.owner, fullName: 'Priya Shah' });
    const lead = await createUser(test, { email: 'expert2@demo.outcome.local', fullName: 'Daniel Okafor' });
    const support = await createUser(test, { email: 'expert3@demo.outcome.local', fullName: 'Eleanor Brooks' });
    const runs = await Promise.all([seedDemoAgency(test.db), seedDemoAgency(test.db)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoAgency(test.db)).toBe(false);

    const rows = await test.db.select().from(agencies).where(eq(agencies.ownerId, owner.id));
    expect(rows.map((row) => row.name)).toEqual([DEMO_AGENCY.name]);
    const roster = await test.db.select().from(agencyMembers).where(eq(agencyMembers.agencyId, rows[0]!.id));
    expect(roster.map((m) => [m.email, m.role, m.status, m.userId]).sort()).toEqual(
      [
        [DEMO_AGENCY.owner, 'owner', 'active', owner.id],
        ['expert2@demo.outcome.local', 'lead_expert', 'active', lead.id],
        ['expert3@demo.outcome.local', 'supporting_expert', 'active', support.id],
        ['new.associate@demo.outcome.local', 'supporting_expert', 'invited', null],
      ].sort(),
    );

    // What the owner changes stays: a later start does not bring a removed member back.
    await test.db.update(agencyMembers).set({ status: 'removed' }).where(eq(agencyMembers.userId, support.id));
    expect(await seedDemoAgency(test.db)).toBe(false);
    const [removed] = await test.db.select().from(agencyMembers).where(eq(agencyMembers.userId, support.id));
    expect(removed?.status).toBe('removed');
  });
});
