import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProjectStatus } from '../../../shared/domain/projects';
import type { TQuoteStatus } from '../../../shared/domain/quotes';
import { customQuotes, customizationRequests, projectDeliverables, projects } from '../../db/schema';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const stats = (cookie?: string) =>
  test.app.inject({ method: 'GET', url: '/api/admin/stats', headers: cookie ? { cookie } : {} });

/** Books money paid in (as a paid order or a funded milestone does) into a project's escrow. */
async function fund(projectId: string, clientId: string, cause: 'order' | 'milestone', amount: number) {
  await test.db.transaction((tx) =>
    test.app.services.ledger.record(
      {
        kind: 'escrow_funding',
        cause,
        causeId: randomUUID(),
        providerReference: null,
        description: 'test funding',
        currency: 'gbp',
        legs: [
          { account: 'client_funding', amount: -amount, userId: clientId },
          { account: 'project_escrow', amount, projectId },
        ],
      },
      tx,
    ),
  );
}

describe('GET /api/admin/stats', () => {
  it('is for admins only: 401 signed out, 403 for a client', async () => {
    const client = await signedInUser(test);
    expect((await stats()).statusCode).toBe(401);
    expect((await stats(client.cookie)).statusCode).toBe(403);
  });

  it('counts projects, open projects, quotes awaiting review, submitted deliverables and gross revenue in pence', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const client = await signedInUser(test);
    expect((await stats(admin.cookie)).json()).toEqual({
      totalProjects: 0,
      activeProjects: 0,
      pendingQuotes: 0,
      qaQueue: 0,
      totalRevenue: { amount: 0, currency: 'gbp' },
    });

    // 6 projects: draft (a pack awaiting its expert), active ×2, on hold, completed and cancelled: 2 are active.
    const statuses: TProjectStatus[] = ['draft', 'active', 'active', 'on_hold', 'completed', 'cancelled'];
    const rows = await test.db
      .insert(projects)
      .values(statuses.map((status, i) => ({ title: `P${i}`, status, totalPrice: 1000, clientId: client.id })))
      .returning({ id: projects.id });
    // 3 deliverables submitted (QA queue), 2 others.
    await test.db.insert(projectDeliverables).values(
      (['submitted', 'submitted', 'submitted', 'approved', 'pending'] as const).map((status, i) => ({
        projectId: rows[1]!.id,
        title: `D${i}`,
        status,
      })),
    );
    // Quotes: 2 pending admin review + 1 on hold (3 in Quote Reviews); sent and draft do not count.
    const [request] = await test.db
      .insert(customizationRequests)
      .values({ userId: client.id, projectTitle: 'Req', customRequirements: 'Needs' })
      .returning({ id: customizationRequests.id });
    const quoteStatuses: TQuoteStatus[] = ['pending_admin_review', 'pending_admin_review', 'on_hold', 'sent', 'draft'];
    await test.db.insert(customQuotes).values(
      quoteStatuses.map((status) => ({
        requestId: request!.id,
        userId: client.id,
        createdBy: admin.id,
        projectTitle: 'Quote',
        scopeDescription: 'Scope',
        status,
        totalAmount: 600000,
        paymentStructure: 'milestones',
        deliverables: [],
        milestones: [],
        estimatedDuration: '4 weeks',
      })),
    );
    // Revenue: a £1,500.00 pack order and two funded milestones of £2,000.00 and £499.99 = £3,999.99.
    await fund(rows[0]!.id, client.id, 'order', 150000);
    await fund(rows[1]!.id, client.id, 'milestone', 200000);
    await fund(rows[1]!.id, client.id, 'milestone', 49999);

    const response = await stats(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalProjects: 6,
      activeProjects: 2,
      pendingQuotes: 3,
      qaQueue: 3,
      totalRevenue: { amount: 399999, currency: 'gbp' },
    });
  });
});
