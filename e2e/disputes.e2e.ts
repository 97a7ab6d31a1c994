import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  milestonePayments,
  refunds,
  customProjectMilestones,
  ledgerEntries,
  ledgerTransactions,
  profiles,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import {
  createAccount,
  expectNoSeriousAxeViolations,
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

const PASSWORD = 'disputes-journey-42';

/**
 * A custom project whose milestone 1 (£2,000) the client funded: payment succeeded and the amount sits in the
 * project's escrow (the checkout that does this is the milestones journey's).
 */
async function fundedProject(clientId: string, expertId: string) {
  const projectId = randomUUID();
  const milestoneId = randomUUID();
  await server.db.insert(projects).values({
    id: projectId,
    title: 'Churn dashboard',
    status: 'active',
    isCustom: true,
    currency: 'gbp',
    totalPrice: 500_000,
    clientId,
    quoteId: randomUUID(),
  });
  await server.db.insert(projectParticipants).values([
    { projectId, userId: clientId, role: 'client' },
    { projectId, userId: expertId, role: 'freelancer' },
  ]);
  await server.db.insert(customProjectMilestones).values([
    {
      id: milestoneId,
      projectId,
      milestoneNumber: 1,
      title: 'Data model',
      description: 'Tables and metrics',
      amount: 200_000,
      status: 'in_progress',
      paymentStatus: 'succeeded',
      fundedAt: new Date(),
    },
    { projectId, milestoneNumber: 2, title: 'Dashboard', description: 'Charts', amount: 300_000 },
  ]);
  // The sandbox payment it was paid by: the refund goes back through it.
  await server.db.insert(milestonePayments).values({
    milestoneId,
    projectId,
    userId: clientId,
    amount: 200_000,
    currency: 'gbp',
    status: 'paid',
    provider: 'sandbox',
    providerSessionId: `cs_sandbox_${milestoneId}`,
    paidAt: new Date(),
  });
  await server.db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: 'milestone_funding',
        cause: 'milestone',
        causeId: milestoneId,
        providerReference: `sandbox_${milestoneId}`,
        description: 'Milestone 1 funded',
      })
      .returning();
    await tx.insert(ledgerEntries).values([
      { transactionId: transaction!.id, account: 'client_funding', amount: -200_000, userId: clientId },
      { transactionId: transaction!.id, account: 'project_escrow', amount: 200_000, projectId },
    ]);
  });
  return projectId;
}

async function openDisputesTab(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}?tab=disputes`);
  await expect.poll(() => page.getByRole('tab', { name: 'Disputes', selected: true }).isVisible()).toBe(true);
}

describe('disputes', () => {
  it('a dispute on a funded milestone: evidence, the expert answers, an admin resolves by a partial refund; both sides see it', async () => {
    const client = await createAccount(server, 'Dora Client', PASSWORD);
    const expert = await createAccount(server, 'Emil Expert', PASSWORD);
    const admin = await createAccount(server, 'Ayla Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const projectId = await fundedProject(client.id, expert.id);

    // The client disputes milestone 1 with a reason and an evidence file.
    const c = await newPage(browser, server);
    await signIn(c.page, client.email, PASSWORD);
    await openDisputesTab(c.page, projectId);
    await visible(c.page, 'No disputes');
    await c.page.getByRole('button', { name: 'Dispute a Milestone' }).click();
    const dialog = c.page.getByRole('dialog');
    await visible(c.page, 'Milestone 1: Data model · £2,000.00 in escrow');
    // An empty reason is refused with a message, nothing is sent.
    await dialog.getByRole('button', { name: 'Open Dispute' }).click();
    await visible(c.page, 'Please explain why you are disputing this milestone');
    await dialog.getByLabel('Reason').fill('The metrics are computed on the wrong table.');
    await dialog.getByLabel('Evidence (optional)').setInputFiles({
      name: 'metrics-check.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('churn = 12% here, 4% in the source\n'),
    });
    await visible(c.page, 'metrics-check.txt');
    await expectNoSeriousAxeViolations(c.page);
    await screenshot(c.page, 'disputes-open-dialog');
    await dialog.getByRole('button', { name: 'Open Dispute' }).click();
    await toast(c.page, 'Dispute opened');
    await visible(c.page, 'opened the dispute');
    await visible(c.page, 'added evidence');
    await expect.poll(() => c.page.getByRole('link', { name: 'metrics-check.txt' }).isVisible()).toBe(true);
    expect(await c.page.getByRole('button', { name: 'Dispute a Milestone' }).count()).toBe(0);

    // The expert answers, on a phone.
    const e = await newPage(browser, server, { mobile: true });
    await signIn(e.page, expert.email, PASSWORD);
    await openDisputesTab(e.page, projectId);
    await visible(e.page, 'The metrics are computed on the wrong table.');
    await e.page.getByLabel('Your answer').fill('The source table was agreed in the kickoff; happy to re-run.');
    await e.page.getByRole('button', { name: 'Send Answer' }).click();
    await toast(e.page, 'Answer sent');
    await visible(e.page, 'answered');
    await expectNoSeriousAxeViolations(e.page);
    await screenshot(e.page, 'disputes-expert-answer-phone');

    // The admin finds it in the Disputes tab and resolves it: £750 back to the client, the rest to the expert.
    const a = await newPage(browser, server);
    await signIn(a.page, admin.email, PASSWORD);
    await a.page.goto('/admin/disputes');
    await visible(a.page, 'Open Disputes');
    await expectNoSeriousAxeViolations(a.page);
    await screenshot(a.page, 'disputes-admin-tab');
    await a.page.getByRole('link', { name: 'Churn dashboard' }).click();
    await expect.poll(() => a.page.getByRole('tab', { name: 'Disputes', selected: true }).isVisible()).toBe(true);
    await a.page.getByRole('radio', { name: /Partial refund/ }).click();
    await a.page.getByLabel('Refund amount (£)').fill('2000');
    await a.page.getByRole('button', { name: 'Resolve Dispute' }).click();
    await visible(a.page, 'Enter a refund amount more than £0 and less than £2,000.00');
    await a.page.getByLabel('Refund amount (£)').fill('750');
    await a.page.getByRole('button', { name: 'Resolve Dispute' }).click();
    const confirm = a.page.getByRole('alertdialog');
    await expect
      .poll(() =>
        confirm.getByText('£750.00 will be refunded to the client and £1,250.00 released to the expert.').isVisible(),
      )
      .toBe(true);
    await expectNoSeriousAxeViolations(a.page);
    await confirm.getByRole('button', { name: 'Resolve Dispute' }).click();
    await toast(a.page, 'Dispute resolved');
    const resolution = 'Partial refund: £750.00 refunded to the client, £1,250.00 released to the expert.';
    await visible(a.page, resolution);
    await screenshot(a.page, 'disputes-admin-resolved');

    // Both sides see the resolution.
    for (const side of [c, e]) {
      await side.page.reload();
      await visible(side.page, resolution);
      await visible(side.page, 'resolved the dispute');
    }
    await expectNoSeriousAxeViolations(c.page);
    await screenshot(c.page, 'disputes-client-resolved');
    await screenshot(e.page, 'disputes-expert-resolved-phone');

    // The escrow is empty: £750 refunded + £1,250 released = the £2,000 in dispute.
    const legs = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.projectId, projectId));
    const escrow = legs.filter((leg) => leg.account === 'project_escrow').reduce((sum, leg) => sum + leg.amount, 0);
    expect(escrow).toBe(0);
    // The £750 went back through the provider (the sandbox), once.
    await expect
      .poll(async () =>
        (await server.db.select().from(refunds).where(eq(refunds.projectId, projectId))).map((row) => [
          row.amount,
          row.status,
        ]),
      )
      .toEqual([[75_000, 'succeeded']]);

    await Promise.all([c.context.close(), e.context.close(), a.context.close()]);
  });
});
