import { eq, inArray, sql } from 'drizzle-orm';
import type { TAgencyMemberStatus, TAgencyRole } from '../../../shared/domain/agencies';
import type { Database } from '../client';
import { agencies, agencyMembers, user } from '../schema';

/** The demo agency: owned by the first demo expert, with the other two on its roster and one open invitation. */
export const DEMO_AGENCY = {
  name: 'Meridian Growth Partners',
  description:
    'Revenue operations, process improvement and data protection for growing B2B firms, delivered as one team.',
  owner: 'expert1@demo.outcome.local',
  roster: [
    { email: 'expert2@demo.outcome.local', role: 'lead_expert', status: 'active' },
    { email: 'expert3@demo.outcome.local', role: 'supporting_expert', status: 'active' },
    { email: 'new.associate@demo.outcome.local', role: 'supporting_expert', status: 'invited' },
  ],
} as const satisfies {
  name: string;
  description: string;
  owner: string;
  roster: readonly { email: string; role: TAgencyRole; status: TAgencyMemberStatus }[];
};

/**
 * Creates the demo agency once the demo experts exist; idempotent (an owner who already has an agency is left as
 * they are, so nothing the demo owner changed is overwritten). Returns whether it created it.
 */
export async function seedDemoAgency(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together seed one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('seed:demo-agency', 0))`);
    const emails = [DEMO_AGENCY.owner, ...DEMO_AGENCY.roster.map((entry) => entry.email)];
    const users = await tx.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
    const idOf = new Map(users.map((row) => [row.email.toLowerCase(), row.id]));
    const ownerId = idOf.get(DEMO_AGENCY.owner);
    if (!ownerId) return false;
    const [existing] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, ownerId));
    if (existing) return false;

    const [agency] = await tx
      .insert(agencies)
      .values({ name: DEMO_AGENCY.name, description: DEMO_AGENCY.description, ownerId })
      .returning({ id: agencies.id });
    await tx.insert(agencyMembers).values([
      {
        agencyId: agency!.id,
        email: DEMO_AGENCY.owner,
        userId: ownerId,
        role: 'owner' as const,
        status: 'active' as const,
        respondedAt: sql`now()`,
      },
      ...DEMO_AGENCY.roster.map((entry) => {
        const userId = entry.status === 'active' ? (idOf.get(entry.email) ?? null) : null;
        return {
          agencyId: agency!.id,
          email: entry.email,
          userId,
          role: entry.role,
          // A roster account that does not exist yet stays invited.
          status: userId || entry.status === 'invited' ? entry.status : ('invited' as const),
          respondedAt: userId ? sql`now()` : null,
        };
      }),
    ]);
    return true;
  });
}
