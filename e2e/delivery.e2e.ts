import { and, eq, ne } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/shared/domain/money';
import {
  deliverableFiles,
  profiles,
  projectDeliverables,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import {
  buyCheapestPack,
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

const PASSWORD = 'delivery-journey-42';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A PDF of `size` bytes (a real header, padding after). */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

const card = (page: Page, title: string) => page.getByTestId('deliverable').filter({ hasText: title });

async function openDeliverables(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}`);
  await eventually(() => page.getByRole('tab', { name: 'Deliverables' }).isVisible()).toBe(true);
}

describe('delivery', () => {
  it('pack bought → expert assigned → expert uploads with a progress bar → QA revision round → QA approves → client approves → escrow released → the expert is paid out', async () => {
    const client = await createAccount(server, 'Dana Client', PASSWORD);
    const expert = await createAccount(server, 'Ezra Expert', PASSWORD);
    const admin = await createAccount(server, 'Avery Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    await makeVettedExpert(server, expert.id, 'Market research analyst');

    // The client buys a pack in the sandbox checkout.
    const asClient = await newPage(browser, server);
    await signIn(asClient.page, client.email, PASSWORD);
    const { projectId, pack } = await buyCheapestPack(server, asClient.context, asClient.page);

    // An expert is assigned (the invitation flow that does this is the matching journey's): draft → active.
    await server.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
    await server.db.insert(projectParticipants).values({ projectId, userId: expert.id, role: 'freelancer' });
    const [first] = await server.db
      .select()
      .from(projectDeliverables)
      .where(eq(projectDeliverables.projectId, projectId))
      .orderBy(projectDeliverables.createdAt)
      .limit(1);
    const packItem = first!.title;

    // The expert creates a deliverable (title required, with the spec's message).
    const asExpert = await newPage(browser, server);
    const expertPage = asExpert.page;
    await signIn(expertPage, expert.email, PASSWORD);
    await openDeliverables(expertPage, projectId);
    await visible(expertPage, packItem);
    await expertPage.getByRole('button', { name: 'New Deliverable' }).click();
    await expertPage.getByRole('button', { name: 'Create Deliverable' }).click();
    await visible(expertPage, 'Please enter a deliverable title');
    await expertPage.getByLabel('Title').fill('Executive summary');
    await expertPage.getByLabel('Description (optional)').fill('Two pages for the board');
    await expertPage.getByRole('button', { name: 'Create Deliverable' }).click();
    await toast(expertPage, 'Deliverable created successfully');
    await eventually(() => card(expertPage, 'Executive summary').isVisible()).toBe(true);

    // A file of a type outside the allow-list is refused before it is sent.
    await card(expertPage, packItem)
      .locator('input[type=file]')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await visible(expertPage, /This file type is not allowed/);

    // Upload with a throttled connection, so the progress bar is seen moving.
    const cdp = await asExpert.context.newCDPSession(expertPage);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await card(expertPage, packItem)
      .locator('input[type=file]')
      .setInputFiles({ name: 'Market report.pdf', mimeType: 'application/pdf', buffer: pdf(3 * 1024 * 1024) });
    const progress = expertPage.getByRole('progressbar', { name: 'Uploading Market report.pdf' });
    await eventually(() => progress.isVisible()).toBe(true);
    await eventually(() => progress.getAttribute('aria-valuenow').then(Number)).toBeGreaterThan(0);
    await screenshot(expertPage, 'delivery-upload-progress');
    await toast(expertPage, 'File uploaded successfully');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await eventually(() => card(expertPage, packItem).getByText('Submitted · in QA').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(expertPage);
    await screenshot(expertPage, 'delivery-expert-deliverables');

    // The admin's QA Queue: oldest first, download, Request Revision (empty reason: nothing happens).
    const asAdmin = await newPage(browser, server);
    const adminPage = asAdmin.page;
    await signIn(adminPage, admin.email, PASSWORD);
    await adminPage.goto('/admin/qa-queue');
    const row = adminPage.getByTestId('qa-queue').getByRole('listitem').filter({ hasText: packItem });
    await eventually(() => row.isVisible()).toBe(true);
    await expect(row.textContent()).resolves.toContain('Version 1 · Market report.pdf');
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      row.getByRole('button', { name: 'Download Market report.pdf (version 1)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Market report.pdf');
    await expectNoSeriousAxeViolations(adminPage);
    await screenshot(adminPage, 'delivery-qa-queue');

    await row.getByRole('button', { name: 'Request Revision' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Request Revision' }).click();
    await visible(adminPage, 'Please give a reason for the revision');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(
      (await server.db.select().from(projectDeliverables).where(eq(projectDeliverables.id, first!.id)))[0]!.status,
    ).toBe('submitted');
    await row.getByRole('button', { name: 'Request Revision' }).click();
    await dialog.getByLabel('Reason').fill('Please add the competitor table');
    await dialog.getByRole('button', { name: 'Request Revision' }).click();
    await toast(adminPage, 'Revision requested');
    await eventually(() => row.isVisible()).toBe(false);

    // The expert sees the reason live and uploads version 2.
    await eventually(() =>
      card(expertPage, packItem).getByText('Please add the competitor table').first().isVisible(),
    ).toBe(true);
    await card(expertPage, packItem)
      .locator('input[type=file]')
      .setInputFiles({ name: 'Market report v2.pdf', mimeType: 'application/pdf', buffer: pdf(64 * 1024) });
    await toast(expertPage, 'File uploaded successfully');
    await card(expertPage, packItem)
      .getByRole('button', { name: /Version history/ })
      .click();
    await visible(expertPage, 'Needs revision');
    await visible(expertPage, 'Market report v2.pdf');

    // QA approves version 2 (the queue refreshes live).
    await eventually(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Approve' }).click();
    await toast(adminPage, 'Deliverable approved');

    // The client approves it on the project page.
    // The pack's other deliverables were delivered and approved the same way (arranged here), so the client's
    // approval of this last one completes the pack and releases its escrow.
    await server.db
      .update(projectDeliverables)
      .set({ status: 'approved', approvedAt: new Date() })
      .where(and(eq(projectDeliverables.projectId, projectId), ne(projectDeliverables.id, first!.id)));

    const clientPage = asClient.page;
    await openDeliverables(clientPage, projectId);
    const clientCard = card(clientPage, packItem);
    await eventually(() => clientCard.getByText('Ready for client').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(clientPage);
    await screenshot(clientPage, 'delivery-client-ready');
    await clientCard.getByRole('button', { name: 'Approve' }).click();
    await toast(clientPage, 'Deliverable approved');
    await eventually(() => clientCard.getByText('Approved', { exact: true }).isVisible()).toBe(true);

    const versions = await server.db
      .select()
      .from(deliverableFiles)
      .where(eq(deliverableFiles.deliverableId, first!.id));
    expect(versions.map((v) => [v.versionNumber, v.qaDecision]).sort()).toEqual([
      [1, 'needs_revision'],
      [2, 'approved'],
    ]);

    // Phone layout (390 px): the expert's tab and the QA Queue.
    // Escrow released: the pack price less the 15% platform fee is the expert's, paid once a payout account exists.
    await eventually(
      async () => (await server.db.select().from(projects).where(eq(projects.id, projectId)))[0]!.status,
    ).toBe('completed');
    const payable = formatMoney(pack.basePrice - Math.round(pack.basePrice * 0.15), pack.currency, {
      alwaysShowMinor: true,
    });
    await expertPage.goto('/expert?tab=earnings');
    await visible(expertPage, 'Waiting for payout account');
    await visible(expertPage, payable);
    await expertPage.getByRole('button', { name: 'Set up payout account' }).click();
    await toast(expertPage, 'Payout account ready');
    await eventually(() => expertPage.getByText('Paid', { exact: true }).first().isVisible()).toBe(true);
    await screenshot(expertPage, 'delivery-expert-earnings');

    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, expert.email, PASSWORD);
    await openDeliverables(phone.page, projectId);
    await eventually(() => card(phone.page, 'Executive summary').isVisible()).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'delivery-expert-phone');

    for (const context of [asClient.context, asExpert.context, asAdmin.context, phone.context]) await context.close();
  }, 150_000);
});
