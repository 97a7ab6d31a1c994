import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  customizationRequests,
  customProjectMilestones,
  matchInvitations,
  profiles,
  projectParticipants,
  projects,
  refunds,
} from '../src/server/db/schema';
import {
  buyCheapestPack,
  createAccount,
  expectNoSeriousAxeViolations,
  newPage,
  screenshot,
  makeVettedExpert,
  signIn,
  toast,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'cancel-journey-42';
const REASON = 'The client’s budget for this work was withdrawn.';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A custom project as an approved quote creates it (the quote journey is quotes.e2e.ts): arranged in the database. */
async function customProject(clientId: string, expertId: string) {
  const [project] = await server.db
    .insert(projects)
    .values({
      title: 'Onboarding email series',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 180_000,
      clientId,
      quoteId: randomUUID(),
    })
    .returning();
  await server.db.insert(projectParticipants).values([
    { projectId: project!.id, userId: clientId, role: 'client' },
    { projectId: project!.id, userId: expertId, role: 'freelancer' },
  ]);
  await server.db.insert(customProjectMilestones).values([
    { projectId: project!.id, milestoneNumber: 1, title: 'Strategy', amount: 120_000, description: 'Audit and plan' },
    { projectId: project!.id, milestoneNumber: 2, title: 'Writing', amount: 60_000, description: 'Six emails' },
  ]);
  return project!.id;
}

describe('project cancellation', () => {
  it('the client funds a milestone; an admin cancels the project with a reason; the client sees it cancelled and refunded', async () => {
    const client = await createAccount(server, 'Cora Client', PASSWORD);
    const expert = await createAccount(server, 'Ezra Expert', PASSWORD);
    const admin = await createAccount(server, 'Alma Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const projectId = await customProject(client.id, expert.id);

    // The client funds milestone 1 through the sandbox checkout; cancelling is then for support.
    const c = await newPage(browser, server);
    await signIn(c.page, client.email, PASSWORD);
    await c.page.goto(`/project/${projectId}?tab=milestones`);
    await c.page.getByRole('button', { name: 'Fund milestone' }).first().click();
    await c.page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await c.page.getByRole('button', { name: 'Pay £1,200.00' }).click();
    await c.page.waitForURL((url) => url.pathname === `/project/${projectId}`);
    await toast(c.page, 'Payment successful');
    await visible(c.page, 'Contact support or open a dispute');
    expect(await c.page.getByRole('button', { name: 'Cancel project' }).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(c.page);
    await screenshot(c.page, 'project-cancel-client-refused-1280');

    // The admin cancels from the project page: the dialog names the refund and asks for a reason.
    const a = await newPage(browser, server);
    await signIn(a.page, admin.email, PASSWORD);
    await a.page.goto(`/project/${projectId}`);
    await a.page.getByRole('button', { name: 'Cancel project' }).click();
    const dialog = a.page.getByRole('alertdialog');
    await visible(a.page, '£1,200.00 held in escrow will be refunded in full to the client');
    // Too short a reason is refused with a message; nothing is sent.
    await dialog.getByLabel('Reason').fill('No');
    await dialog.getByRole('button', { name: 'Cancel project' }).click();
    await visible(a.page, 'Please give a reason of at least 10 characters');
    await dialog.getByLabel('Reason').fill(REASON);
    await expectNoSeriousAxeViolations(a.page);
    await screenshot(a.page, 'project-cancel-dialog-1280');
    await dialog.getByRole('button', { name: 'Cancel project' }).click();
    await toast(a.page, 'Project cancelled');
    await visible(a.page, 'This project was cancelled on');
    expect(await a.page.getByRole('button', { name: 'Cancel project' }).count()).toBe(0);

    const [row] = await server.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: REASON, cancellationRefund: 120_000 });
    await eventually(async () =>
      (await server.db.select().from(refunds).where(eq(refunds.projectId, projectId))).map((r) => [r.amount, r.status]),
    ).toEqual([[120_000, 'succeeded']]);

    // The client, on a phone: the Cancelled badge, the reason and the refund; nothing left to fund.
    await c.page.setViewportSize({ width: 390, height: 844 });
    await c.page.goto(`/project/${projectId}`);
    await visible(c.page, 'Cancelled');
    await visible(c.page, `Reason: ${REASON}`);
    await visible(c.page, '£1,200.00 held in escrow was refunded in full to the client.');
    await c.page.getByRole('tab', { name: 'Milestones' }).click();
    await visible(c.page, 'Milestone 2: Writing');
    await visible(c.page, 'Refunded');
    await visible(c.page, 'Not funded');
    await visible(c.page, 'Escrow refunded in full to the client');
    expect(await c.page.getByText('Escrow released').count()).toBe(0);
    expect(await c.page.getByRole('button', { name: 'Fund milestone' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(c.page);
    await screenshot(c.page, 'project-cancelled-client-390');

    await a.page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeViolations(a.page);
    await screenshot(a.page, 'project-cancelled-admin-1280');
  });

  it('an admin cancels a pack project still waiting for its expert: the invitation closes and the request with it', async () => {
    const client = await createAccount(server, 'Pia Packbuyer', PASSWORD);
    const expert = await createAccount(server, 'Ike Invited', PASSWORD);
    const admin = await createAccount(server, 'Ada Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    await makeVettedExpert(server, expert.id, 'HubSpot consultant');

    const c = await newPage(browser, server);
    await signIn(c.page, client.email, PASSWORD);
    const { projectId } = await buyCheapestPack(server, c.context, c.page);
    const [request] = await server.db
      .select()
      .from(customizationRequests)
      .where(eq(customizationRequests.projectId, projectId));
    // The invitation as an admin sends it (the matching journey's): arranged in the database.
    const [invitation] = await server.db
      .insert(matchInvitations)
      .values({
        requestId: request!.id,
        expertId: expert.id,
        invitedBy: admin.id,
        expiresAt: new Date(Date.now() + 48 * 3_600_000),
      })
      .returning();

    const a = await newPage(browser, server);
    await signIn(a.page, admin.email, PASSWORD);
    await a.page.goto(`/project/${projectId}`);
    await a.page.getByRole('button', { name: 'Cancel project' }).click();
    const dialog = a.page.getByRole('alertdialog');
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Cancel project' }).click();
    await toast(a.page, 'Project cancelled');

    // The expert is told, and the invitation no longer offers to accept.
    const e = await newPage(browser, server);
    await signIn(e.page, expert.email, PASSWORD);
    await e.page.goto(`/expert/invitations/${invitation!.id}`);
    await visible(e.page, 'the project was cancelled');
    expect(await e.page.getByRole('button', { name: 'Accept Invitation' }).count()).toBe(0);
    await e.page.getByRole('button', { name: /^Notifications/ }).click();
    await visible(e.page, 'Invitation closed');
    await e.page.keyboard.press('Escape');

    // The request is no longer among the open ones; its page still opens and says why it is closed.
    const viewLink = a.page.locator(`a[href="/admin/requests?request=${request!.id}"]`);
    await a.page.goto('/admin/requests');
    const listed = async () =>
      (await a.page.getByRole('link', { name: /^View request:/ }).count()) > 0 ||
      (await a.page.getByText('No open requests').isVisible());
    await expect.poll(listed).toBe(true);
    expect(await viewLink.count()).toBe(0);
    await a.page.goto(`/admin/requests?request=${request!.id}`);
    await visible(a.page, 'Its project was cancelled, so this request is closed.');
    expect(await a.page.getByRole('button', { name: 'Mark Reviewed' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(a.page);
    await screenshot(a.page, 'project-cancel-pack-request-admin-1280');
  });
});
