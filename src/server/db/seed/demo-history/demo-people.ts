import { DEMO_CLIENT_NAMES, demoClientEmail } from './demo-plan';
import { DAY, type DemoDeps, type DemoPeople, type DemoViewer } from './demo-types';

export const viewerOf = (row: { id: string; email: string; name: string; isAdmin?: boolean }): DemoViewer => ({
  userId: row.id,
  email: row.email,
  emailVerified: true,
  fullName: row.name,
  isAdmin: row.isAdmin ?? false,
  mfaEnabled: false,
  adminMfaRequired: false,
  bankTransferEnabled: false,
  ip: '127.0.0.1',
});

/** The seeded clients' accounts (no password), and everyone else the history needs, as viewers. */
export async function loadPeople(deps: Pick<DemoDeps, 'repository' | 'end'>): Promise<DemoPeople> {
  const { repository, end } = deps;
  const clientIds = await repository.ensureClients(
    DEMO_CLIENT_NAMES.map((fullName, index) => ({
      fullName,
      email: demoClientEmail(fullName),
      createdAt: new Date(end.getTime() - (380 - index * 9) * DAY),
    })),
  );
  const demo = await repository.usersByEmail([
    'admin@demo.outcome.local',
    'client@demo.outcome.local',
    'client2@demo.outcome.local',
    'expert1@demo.outcome.local',
  ]);
  const byEmail = new Map(demo.map((row) => [row.email, viewerOf(row)]));
  const need = (email: string) => {
    const found = byEmail.get(email);
    if (!found) throw new Error(`demo history needs the demo account ${email}`);
    return found;
  };
  const experts = (await repository.vettedExperts()).map(viewerOf);
  return {
    admin: { ...need('admin@demo.outcome.local'), isAdmin: true },
    client: need('client@demo.outcome.local'),
    client2: need('client2@demo.outcome.local'),
    expert1: need('expert1@demo.outcome.local'),
    clients: DEMO_CLIENT_NAMES.map((fullName) => {
      const email = demoClientEmail(fullName);
      return viewerOf({ id: clientIds.get(email)!, email, name: fullName });
    }),
    experts,
  };
}
