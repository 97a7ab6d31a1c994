import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, agencyMembers, customProjectMilestones, projects } from '../../db/schema';
import { createUser, signedInUser } from '../../test/test-app';
import { call, ownersProject, test, vettedExpert } from './agencies.test-support';

/** The owner's project (the agency works on it) with its one milestone of £8,000. */
async function ownersProjectWithMilestone(ownerId: string, title: string) {
  const project = await ownersProject(ownerId, title);
  const [milestone] = await test.db
    .select()
    .from(customProjectMilestones)
    .where(eq(customProjectMilestones.projectId, project.id));
  return { ...project, milestone: milestone! };
}

/** The milestone funded into escrow, then released through the escrow service (15 % platform fee). */
async function fundAndRelease(project: Awaited<ReturnType<typeof ownersProjectWithMilestone>>) {
  await test.db.transaction(async (tx) => {
    await test.app.services.ledger.record(
      {
        kind: 'milestone_funding',
        cause: 'milestone',
        causeId: project.milestone.id,
        providerReference: `test_${project.milestone.id}`,
        description: 'Milestone funded (test)',
        currency: 'gbp',
        legs: [
          { account: 'client_funding', amount: -800_000, userId: project.clientId },
          { account: 'project_escrow', amount: 800_000, projectId: project.id },
        ],
      },
      tx,
    );
    await test.app.services.escrow.release(
      {
        projectId: project.id,
        milestoneId: project.milestone.id,
        amount: 800_000,
        causeId: project.milestone.id,
        description: 'Milestone released (test)',
      },
      tx,
    );
  });
}

/**
 * Halcyon Data Collective: owner Hana Halcyon, an active lead and supporting expert, one invitation waiting and one
 * declined; a completed project split 40/60 between owner and lead with £8,000 released, and an active one.
 */
async function halcyon() {
  const owner = await vettedExpert('Hana Halcyon', `hana.halcyon-${randomUUID().slice(0, 6)}@example.test`);
  const lead = await vettedExpert('Leo Lead');
  const support = await vettedExpert('Sam Support');
  const created = await call('POST', '/api/agencies', owner.cookie, {
    name: 'Halcyon Data Collective',
    description: 'Data pipelines and dashboards',
  });
  expect(created.statusCode).toBe(201);
  const agencyId = created.json().id as string;
  for (const [person, role] of [
    [lead, 'lead_expert'],
    [support, 'supporting_expert'],
  ] as const) {
    const invited = await call('POST', `/api/agencies/${agencyId}/members`, owner.cookie, {
      email: person.email,
      role,
    });
    const memberId = invited.json().members.find((m: { email: string }) => m.email === person.email).id;
    expect((await call('POST', `/api/agency-invitations/${memberId}/accept`, person.cookie)).statusCode).toBe(200);
  }
  const waiting = 'waiting.associate@example.test';
  await call('POST', `/api/agencies/${agencyId}/members`, owner.cookie, { email: waiting, role: 'supporting_expert' });
  const decliner = await vettedExpert('Dora Decline');
  const invited = await call('POST', `/api/agencies/${agencyId}/members`, owner.cookie, {
    email: decliner.email,
    role: 'lead_expert',
  });
  const declinedId = invited.json().members.find((m: { email: string }) => m.email === decliner.email).id;
  expect((await call('POST', `/api/agency-invitations/${declinedId}/decline`, decliner.cookie)).statusCode).toBe(200);

  const done = await ownersProjectWithMilestone(owner.id, 'Warehouse telemetry pipeline');
  const split = await call('PUT', `/api/agencies/${agencyId}/projects/${done.id}/shares`, owner.cookie, {
    shares: [
      { userId: owner.id, sharePercent: 40 },
      { userId: lead.id, sharePercent: 60 },
    ],
  });
  expect(split.statusCode).toBe(200);
  await fundAndRelease(done);
  await test.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, done.id));
  const open = await ownersProjectWithMilestone(owner.id, 'Churn dashboard');
  return { owner, lead, support, decliner, waiting, agencyId, done, open };
}

describe('admin agency directory', () => {
  it('is for admins only: 401 signed out, 403 for a client and for the agency owner, as other admin routes', async () => {
    const client = await signedInUser(test);
    const owner = await vettedExpert('Otto Owner');
    const agencyId = (await call('POST', '/api/agencies', owner.cookie, { name: 'Otto Studio' })).json().id;
    for (const url of ['/api/admin/agencies', `/api/admin/agencies/${agencyId}`]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, client.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, owner.cookie)).statusCode).toBe(403);
    }
    await test.db.delete(agencies).where(eq(agencies.id, agencyId));
  });

  it('answers an empty page when there is no agency', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const response = await call('GET', '/api/admin/agencies', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ agencies: [], total: 0, page: 1, pageSize: 20 });
  });

  it('lists each agency with its owner, roster by role, projects and the money released to it', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const { owner, agencyId } = await halcyon();

    const response = await call('GET', '/api/admin/agencies', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.agencies).toEqual([
      {
        id: agencyId,
        name: 'Halcyon Data Collective',
        owner: { id: owner.id, fullName: 'Hana Halcyon', email: owner.email },
        members: { leadExperts: 1, supportingExperts: 1, pendingInvitations: 1 },
        projects: { active: 1, completed: 1 },
        // £8,000 released less the 15 % platform fee.
        released: [{ currency: 'gbp', amount: 680_000 }],
        createdAt: expect.any(String),
      },
    ]);
  });

  it('searches by a word of the name, the owner’s name or e-mail, literally', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const other = await vettedExpert('Quentin Quill');
    await call('POST', '/api/agencies', other.cookie, { name: 'Quill & Partners' });
    const names = async (q: string) => {
      const response = await call('GET', `/api/admin/agencies?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      return response.json().agencies.map((row: { name: string }) => row.name);
    };
    expect(await names('halcyon')).toEqual(['Halcyon Data Collective']);
    expect(await names('COLLECTIVE')).toEqual(['Halcyon Data Collective']);
    expect(await names('Quentin')).toEqual(['Quill & Partners']);
    expect(await names('hana.halcyon-')).toEqual(['Halcyon Data Collective']);
    expect(await names('&')).toEqual(['Quill & Partners']);
    expect(await names('%')).toEqual([]);
    expect(await names('nothing like this')).toEqual([]);
    // Newest first without a search.
    expect(await names('')).toEqual(['Quill & Partners', 'Halcyon Data Collective']);
  });

  it('pages by 20, newest first', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let index = 0; index < 21; index += 1) {
      const owner = await createUser(test, { fullName: `Paged Owner ${index}` });
      const [row] = await test.db
        .insert(agencies)
        .values({ name: `Paged Agency ${index}`, ownerId: owner.id, createdAt: new Date(base + index * 60_000) })
        .returning();
      await test.db
        .insert(agencyMembers)
        .values({ agencyId: row!.id, email: owner.email, userId: owner.id, role: 'owner', status: 'active' });
    }
    const first = (await call('GET', '/api/admin/agencies?q=paged', admin.cookie)).json();
    expect(first.total).toBe(21);
    expect(first.agencies).toHaveLength(20);
    expect(first.agencies[0].name).toBe('Paged Agency 20');
    const second = (await call('GET', '/api/admin/agencies?q=paged&page=2', admin.cookie)).json();
    expect(second).toMatchObject({ total: 21, page: 2, pageSize: 20 });
    expect(second.agencies.map((row: { name: string }) => row.name)).toEqual(['Paged Agency 0']);
    expect(second.agencies[0]).toMatchObject({
      members: { leadExperts: 0, supportingExperts: 0, pendingInvitations: 0 },
      projects: { active: 0, completed: 0 },
      released: [],
    });
  });

  it('refuses a bad query with 400', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    for (const query of ['page=0', 'page=two', `q=${'x'.repeat(201)}`]) {
      const response = await call('GET', `/api/admin/agencies?${query}`, admin.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    expect((await call('GET', '/api/admin/agencies/not-an-id', admin.cookie)).statusCode).toBe(400);
  });

  it('shows one agency: the whole roster with invitation states, projects with splits and released money', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const { owner, lead, support, decliner, waiting, agencyId, done, open } = await halcyon();

    const response = await call('GET', `/api/admin/agencies/${agencyId}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: agencyId,
      name: 'Halcyon Data Collective',
      description: 'Data pipelines and dashboards',
      owner: { id: owner.id, fullName: 'Hana Halcyon', email: owner.email },
      released: [{ currency: 'gbp', amount: 680_000 }],
    });
    expect(
      body.members.map(
        (m: { email: string; userId: string | null; fullName: string | null; role: string; status: string }) => [
          m.email,
          m.userId,
          m.fullName,
          m.role,
          m.status,
        ],
      ),
    ).toEqual([
      [owner.email, owner.id, 'Hana Halcyon', 'owner', 'active'],
      [lead.email, lead.id, 'Leo Lead', 'lead_expert', 'active'],
      [support.email, support.id, 'Sam Support', 'supporting_expert', 'active'],
      [waiting, null, null, 'supporting_expert', 'invited'],
      [decliner.email, null, null, 'lead_expert', 'declined'],
    ]);
    const byId = new Map(body.projects.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(done.id)).toEqual({
      id: done.id,
      title: 'Warehouse telemetry pipeline',
      status: 'completed',
      shares: [
        { userId: owner.id, fullName: 'Hana Halcyon', email: owner.email, role: 'owner', sharePercent: 40 },
        { userId: lead.id, fullName: 'Leo Lead', email: lead.email, role: 'lead_expert', sharePercent: 60 },
      ],
      released: [{ currency: 'gbp', amount: 680_000 }],
    });
    expect(byId.get(open.id)).toEqual({
      id: open.id,
      title: 'Churn dashboard',
      status: 'active',
      shares: [],
      released: [],
    });
  });

  it('answers 404 for an unknown agency', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const response = await call('GET', `/api/admin/agencies/${randomUUID()}`, admin.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('agencies.not_found');
  });

  it('the admin quick search finds an agency by name and by its owner', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const owner = await vettedExpert('Zora Zephyr');
    const agencyId = (await call('POST', '/api/agencies', owner.cookie, { name: 'Zephyrine Analytics' })).json().id;
    for (const q of ['zephyrine', 'zora zeph']) {
      const response = await call('GET', `/api/admin/search?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().agencies).toEqual([
        { id: agencyId, name: 'Zephyrine Analytics', ownerName: 'Zora Zephyr' },
      ]);
    }
  });
});
