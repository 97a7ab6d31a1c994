import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  customProjectMilestones,
  profiles,
  projectDeliverables,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  makeVettedExpert,
  newPage,
  screenshot,
  signIn,
  toast,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'escrow-journey-42';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A custom project as an approved quote creates it (the quote journey is quotes.e2e.ts): arranged in the database. */
async function customProject(clientId: string, expertId: string) {
  const [project] = await server.db
    .insert(projects)
    .values({
      title: 'Pricing page rebuild',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 150_000,
      clientId,
      quoteId: randomUUID(),
    })
    .returning();
  await server.db.insert(projectParticipants).values([
    { projectId: project!.id, userId: clientId, role: 'client' },
    { projectId: project!.id, userId: expertId, role: 'freelancer' },
  ]);
  const milestones = await server.db
    .insert(customProjectMilestones)
    .values([
      {
        projectId: project!.id,
        milestoneNumber: 1,
        title: 'Research and wireframes',
        amount: 100_000,
        description: 'Interviews and a clickable wireframe',
      },
      {
        projectId: project!.id,
        milestoneNumber: 2,
        title: 'Build and launch',
        amount: 50_000,
        dueDate: new Date(Date.now() - 24 * 60 * 60 * 1000),
      },
    ])
    .returning();
  return { projectId: project!.id, milestones };
}

describe('escrow journey', () => {
  it('client funds milestone 1 in the sandbox checkout → delivery with a revision round → QA and client approve → client releases → expert paid out', async () => {
    const client = await createAccount(server, 'Cleo Client', PASSWORD);
    const expert = await createAccount(server, 'Evan Expert', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Conversion-focused product designer');
    const { projectId, milestones } = await customProject(client.id, expert.id);
    const m1 = milestones.find((m) => m.milestoneNumber === 1)!;
    // The quote's deliverable for milestone 1 (an approved quote creates it with the project).
    await server.db
      .insert(projectDeliverables)
      .values({ projectId, milestoneId: m1.id, title: 'Wireframes', description: 'Desktop and mobile' });

    // The client funds milestone 1 through the sandbox checkout.
    const asClient = await newPage(browser, server);
    const page = asClient.page;
    await signIn(page, client.email, PASSWORD);
    await page.goto(`/project/${projectId}?tab=milestones`);
    await visible(page, 'Milestone 1: Research and wireframes');
    await visible(page, 'Overdue'); // milestone 2's due date has passed and it is unpaid
    await expect(page.getByText('No Payment').count()).resolves.toBe(2);
    await screenshot(page, 'escrow-milestones-unfunded');
    await page.getByRole('button', { name: 'Fund milestone' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('button', { name: 'Pay £1,000.00' }).click();
    await page.waitForURL((url) => url.pathname === `/project/${projectId}`);
    await toast(page, 'Payment successful');
    await visible(page, 'Paid');
    await eventually(
      async () =>
        (await server.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, m1.id)))[0]!
          .status,
    ).toBe('in_progress');

    // Delivery with a revision round: the expert uploads, QA asks for a change, the expert uploads again, QA passes
    // it, the client approves it; the milestone is then submitted and its auto-release clock runs.
    const admin = await createAccount(server, 'Ada Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const asExpert = await newPage(browser, server);
    const expertPage = asExpert.page;
    await signIn(expertPage, expert.email, PASSWORD);
    await expertPage.goto(`/project/${projectId}`);
    const wireframes = expertPage.getByTestId('deliverable').filter({ hasText: 'Wireframes' });
    await wireframes.locator('input[type=file]').setInputFiles({
      name: 'wireframes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]),
    });
    await toast(expertPage, 'File uploaded successfully');

    const asAdmin = await newPage(browser, server);
    await signIn(asAdmin.page, admin.email, PASSWORD);
    await asAdmin.page.goto('/admin/qa-queue');
    const row = asAdmin.page.getByTestId('qa-queue').getByRole('listitem').filter({ hasText: 'Wireframes' });
    await row.getByRole('button', { name: 'Request Revision' }).click();
    await asAdmin.page.getByRole('dialog').getByLabel('Reason').fill('Add the mobile checkout screens');
    await asAdmin.page.getByRole('dialog').getByRole('button', { name: 'Request Revision' }).click();
    await toast(asAdmin.page, 'Revision requested');

    await eventually(() => wireframes.getByText('Add the mobile checkout screens').first().isVisible()).toBe(true);
    await wireframes.locator('input[type=file]').setInputFiles({
      name: 'wireframes-v2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8192, 0x20)]),
    });
    await toast(expertPage, 'File uploaded successfully');
    await eventually(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Approve' }).click();
    await toast(asAdmin.page, 'Deliverable approved');
    await asAdmin.context.close();

    await page.goto(`/project/${projectId}`);
    const clientCard = page.getByTestId('deliverable').filter({ hasText: 'Wireframes' });
    await eventually(() => clientCard.getByText('Ready for client').isVisible()).toBe(true);
    await clientCard.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Deliverable approved');
    await eventually(
      async () =>
        (await server.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, m1.id)))[0]!
          .status,
    ).toBe('submitted');
    await page.goto(`/project/${projectId}?tab=milestones`);

    await visible(page, /Releases automatically in 14 days/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Approve & release' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve & release' }).click();
    await toast(page, 'Milestone approved');
    await visible(page, /Escrow released/);
    await screenshot(page, 'escrow-milestones-released');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'escrow-milestones-phone');

    // The expert's Earnings: the payout waits for a payout account, then is paid.
    await expertPage.goto('/expert?tab=earnings');
    await visible(expertPage, 'Waiting for payout account');
    await visible(expertPage, '£850.00'); // £1,000.00 less the 15% platform fee
    await expertPage.getByRole('button', { name: 'Set up payout account' }).click();
    await toast(expertPage, 'Payout account ready');
    await eventually(() => expertPage.getByText('Paid', { exact: true }).first().isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(expertPage);
    await screenshot(expertPage, 'escrow-earnings');
    await expertPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(expertPage, 'escrow-earnings-phone');
  });
});
