import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyProjectShares, projects } from '../../db/schema';
import { test, call, vettedExpert, ownersProject, team } from './agencies.test-support';

describe('project splits', () => {
  it('the owner records a split of active members totalling 100; members see their projects with it', async () => {
    const { owner, lead, support, agencyId } = await team();
    const project = await ownersProject(owner.id);
    const other = await ownersProject(owner.id, 'KPI baseline');

    const before = (await call('GET', `/api/agencies/${agencyId}`, owner.cookie)).json();
    expect(before.projects.map((p: { title: string; shares: unknown[] }) => [p.title, p.shares])).toEqual([
      ['KPI baseline', []],
      ['Outbound campaign setup', []],
    ]);

    const url = `/api/agencies/${agencyId}/projects/${project.id}/shares`;
    const saved = await call('PUT', url, owner.cookie, {
      shares: [
        { userId: owner.id, sharePercent: 35 },
        { userId: lead.id, sharePercent: 45 },
        { userId: support.id, sharePercent: 20 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const split = saved.json().projects.find((p: { id: string }) => p.id === project.id);
    expect(split).toMatchObject({ status: 'active', splitEditable: true });
    expect(
      split.shares.map((s: { fullName: string; role: string; sharePercent: number }) => [
        s.fullName,
        s.role,
        s.sharePercent,
      ]),
    ).toEqual([
      ['Olivia Owner', 'owner', 35],
      ['Leo Lead', 'lead_expert', 45],
      ['Sam Support', 'supporting_expert', 20],
    ]);
    expect(await test.app.services.agencies.sharesForProject(project.id)).toEqual({
      agencyId,
      shares: [
        { userId: owner.id, sharePercent: 35 },
        { userId: lead.id, sharePercent: 45 },
        { userId: support.id, sharePercent: 20 },
      ],
    });
    expect(await test.app.services.agencies.sharesForProject(other.id)).toBeNull();

    // A member sees the projects whose split includes them.
    const leadView = (await call('GET', `/api/agencies/${agencyId}`, lead.cookie)).json();
    expect(leadView.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);

    // Replacing the split: the owner and the lead only.
    const replaced = await call('PUT', url, owner.cookie, {
      shares: [
        { userId: owner.id, sharePercent: 40 },
        { userId: lead.id, sharePercent: 60 },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    const rows = await test.db.select().from(agencyProjectShares).where(eq(agencyProjectShares.projectId, project.id));
    expect(rows.map((row) => row.sharePercent).sort()).toEqual([40, 60]);
    expect((await call('GET', `/api/agencies/${agencyId}`, support.cookie)).json().projects).toEqual([]);
  });

  it('refuses a split that does not total 100, fractions, non-members, supporting experts alone', async () => {
    const { owner, lead, support, agencyId } = await team();
    const outsider = await vettedExpert('Una Outsider');
    const project = await ownersProject(owner.id);
    const url = `/api/agencies/${agencyId}/projects/${project.id}/shares`;
    const put = (shares: { userId: string; sharePercent: number }[]) => call('PUT', url, owner.cookie, { shares });

    const under = await put([
      { userId: owner.id, sharePercent: 50 },
      { userId: lead.id, sharePercent: 49 },
    ]);
    expect(under.statusCode).toBe(400);
    expect(under.json().error).toEqual({ code: 'agencies.split_total', message: 'The split must total exactly 100%.' });
    const over = await put([
      { userId: owner.id, sharePercent: 50 },
      { userId: lead.id, sharePercent: 51 },
    ]);
    expect(over.json().error.code).toBe('agencies.split_total');
    expect(
      (
        await put([
          { userId: owner.id, sharePercent: 50.5 },
          { userId: lead.id, sharePercent: 49.5 },
        ])
      ).json().error.code,
    ).toBe('validation_error');
    expect((await put([])).statusCode).toBe(400);
    const duplicate = await put([
      { userId: owner.id, sharePercent: 50 },
      { userId: owner.id, sharePercent: 50 },
    ]);
    expect(duplicate.json().error.code).toBe('agencies.split_duplicate');
    const supportOnly = await put([{ userId: support.id, sharePercent: 100 }]);
    expect(supportOnly.json().error.code).toBe('agencies.split_needs_lead');
    const stranger = await put([
      { userId: owner.id, sharePercent: 50 },
      { userId: outsider.id, sharePercent: 50 },
    ]);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.code).toBe('agencies.member_not_active');
    expect(
      await test.db.select().from(agencyProjectShares).where(eq(agencyProjectShares.projectId, project.id)),
    ).toEqual([]);

    // Members do not set splits; projects the agency does not work on are not found.
    const byLead = await call('PUT', url, lead.cookie, { shares: [{ userId: lead.id, sharePercent: 100 }] });
    expect(byLead.statusCode).toBe(403);
    const notOurs = await ownersProject(outsider.id);
    const foreign = await call('PUT', `/api/agencies/${agencyId}/projects/${notOurs.id}/shares`, owner.cookie, {
      shares: [{ userId: owner.id, sharePercent: 100 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('agencies.project_not_found');
  });

  it('a member with a share in an open project stays until the split changes; a closed project keeps its split', async () => {
    const { owner, lead, support, agencyId } = await team();
    const project = await ownersProject(owner.id);
    const url = `/api/agencies/${agencyId}/projects/${project.id}/shares`;
    await call('PUT', url, owner.cookie, {
      shares: [
        { userId: lead.id, sharePercent: 70 },
        { userId: support.id, sharePercent: 30 },
      ],
    });
    const supportEntry = (await call('GET', `/api/agencies/${agencyId}`, owner.cookie))
      .json()
      .members.find((member: { userId: string }) => member.userId === support.id).id;
    const blocked = await call('DELETE', `/api/agencies/${agencyId}/members/${supportEntry}`, owner.cookie);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('agencies.member_has_shares');

    await test.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, project.id));
    const closed = await call('PUT', url, owner.cookie, { shares: [{ userId: owner.id, sharePercent: 100 }] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('agencies.project_closed');
    const detail = (await call('GET', `/api/agencies/${agencyId}`, owner.cookie)).json();
    expect(detail.projects[0]).toMatchObject({ status: 'completed', splitEditable: false });
    // Once the project is closed the member can leave; the recorded split stays as it was.
    expect((await call('DELETE', `/api/agencies/${agencyId}/members/${supportEntry}`, owner.cookie)).statusCode).toBe(
      200,
    );
    const after = (await call('GET', `/api/agencies/${agencyId}`, owner.cookie)).json();
    expect(
      after.projects[0].shares.map((s: { sharePercent: number; role: string | null }) => [s.sharePercent, s.role]),
    ).toEqual([
      [70, 'lead_expert'],
      [30, null],
    ]);
  });
});

describe('for matching', () => {
  it('agencyOf finds the agency an expert owns, with its active member count; agenciesOwnedBy batches', async () => {
    const { owner, lead, agencyId } = await team();
    const loner = await vettedExpert('Lone Expert');
    expect(await test.app.services.agencies.agencyOf(owner.id)).toEqual({
      id: agencyId,
      name: 'Meridian Growth Partners',
      description: 'Revenue operations',
      ownerId: owner.id,
      activeMembers: 3,
    });
    expect(await test.app.services.agencies.agencyOf(lead.id)).toBeNull();
    const owned = await test.app.services.agencies.agenciesOwnedBy([owner.id, lead.id, loner.id]);
    expect([...owned.keys()]).toEqual([owner.id]);
  });
});
