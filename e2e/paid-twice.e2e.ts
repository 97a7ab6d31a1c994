import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  customProjectMilestones,
  emailOutbox,
  milestonePayments,
  profiles,
  projectParticipants,
  projects,
  refunds,
  sandboxCheckoutSessions,
} from '../src/server/db/schema';
import { PAYMENT_WEBHOOK_PATH } from '../src/server/modules/payments/payment-webhook.routes';
import { milestoneCheckoutCompleted } from '../src/server/test/checkout-events';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxPaymentReference,
  sandboxWebhookSecret,
  signWebhookBody,
} from '../src/server/providers/payments/sandbox/sandbox-payment-provider';
import {
  ARTIFACTS,
  createAccount,
  expectNoSeriousAxeViolations,
  newPage,
  screenshot,
  signIn,
  toast,
  visible,
  waitForAppOnNavigation,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

// A known auth secret, so the journey can sign a webhook as the sandbox does (its secret derives from this one).
const AUTH_SECRET = 'paid-twice-journey-auth-secret-0123456789';
startJourneys((environment) => ({ server, browser } = environment), { AUTH_SECRET });

const PASSWORD = 'paid-twice-journey-42';
const FIRST = 'Milestone 1: Checkout redesign';
const SECOND = 'Milestone 2: Analytics setup';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const sessionOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;
/** The card whose heading is `title` (the innermost rounded card around it). */
const cardOf = (page: Page, title: string) =>
  page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .last();
const milestoneRow = async (id: string) =>
  (await server.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, id)))[0]!;

/** A custom project as an approved quote creates it (the quote journey is quotes.e2e.ts): arranged in the database. */
async function customProject(clientId: string, expertId: string) {
  const [project] = await server.db
    .insert(projects)
    .values({
      title: 'Checkout conversion sprint',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 100_000,
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
        title: 'Checkout redesign',
        amount: 75_000,
        description: 'New basket and payment steps',
      },
      { projectId: project!.id, milestoneNumber: 2, title: 'Analytics setup', amount: 25_000 },
    ])
    .returning();
  const idOf = (n: number) => milestones.find((m) => m.milestoneNumber === n)!.id;
  return { projectId: project!.id, milestoneId: idOf(1), secondId: idOf(2) };
}

/** The sandbox's own record of the session says paid (whatever our side knows of it). */
const paidAtSandbox = (sessionId: string) =>
  server.db
    .update(sandboxCheckoutSessions)
    .set({ status: 'paid', completedAt: new Date() })
    .where(eq(sandboxCheckoutSessions.id, sessionId));

/**
 * The provider captured a checkout our side had already closed (Stripe: paid a moment before the expire landed): the
 * sandbox's own record says paid, and its signed `checkout.session.completed` webhook reaches the server.
 */
async function capturedAnyway(sessionId: string) {
  const [payment] = await server.db
    .select()
    .from(milestonePayments)
    .where(eq(milestonePayments.providerSessionId, sessionId));
  await paidAtSandbox(sessionId);
  const body = milestoneCheckoutCompleted(sessionId, payment!);
  const response = await fetch(`${server.url}${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signWebhookBody(body, sandboxWebhookSecret(AUTH_SECRET)),
    },
    body,
  });
  expect(response.status, await response.text()).toBe(200);
}

describe('paid twice', () => {
  it('two tabs open two checkouts: the first can no longer be paid; a capture the provider made anyway is refunded, with its credit note; Reconcile now books a capture whose webhook was lost and accounts for every one', async () => {
    const client = await createAccount(server, 'Tess Twotabs', PASSWORD);
    const expert = await createAccount(server, 'Omar Optimiser', PASSWORD);
    const admin = await createAccount(server, 'Rhea Reconcile', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const { projectId, milestoneId, secondId } = await customProject(client.id, expert.id);

    // The client opens the Milestones tab in two tabs of one browser and funds from each.
    const { context, page: tab1 } = await newPage(browser, server);
    await signIn(tab1, client.email, PASSWORD);
    const tab2 = await context.newPage();
    waitForAppOnNavigation(tab2);
    await tab1.goto(`/project/${projectId}?tab=milestones`);
    await tab2.goto(`/project/${projectId}?tab=milestones`);
    await visible(tab1, FIRST);
    await visible(tab2, FIRST);

    await cardOf(tab1, FIRST).getByRole('button', { name: 'Fund milestone' }).click();
    await tab1.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await cardOf(tab2, FIRST).getByRole('button', { name: 'Fund milestone' }).click();
    await tab2.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    const first = sessionOf(tab1);
    const second = sessionOf(tab2);
    expect(second).not.toBe(first);

    // Opening the second checkout closed the first: its Pay is refused as Stripe refuses an expired session.
    await tab1.getByRole('button', { name: 'Pay £750.00' }).click();
    await visible(tab1, 'This Checkout Session has expired.');
    expect(await tab1.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await screenshot(tab1, 'paid-twice-expired-checkout');
    await tab1.close();

    await tab2.getByRole('button', { name: 'Pay £750.00' }).click();
    await tab2.waitForURL((url) => url.pathname === `/project/${projectId}`);
    await toast(tab2, 'Payment successful');
    await eventually(async () => (await milestoneRow(milestoneId)).paymentStatus).toBe('succeeded');
    const payments = await server.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.milestoneId, milestoneId));
    expect(payments.map((payment) => payment.status).sort()).toEqual(['canceled', 'paid']);

    // A provider race: the first checkout was captured all the same. It is booked and refunded at once.
    await capturedAnyway(first);
    await eventually(async () =>
      (await server.db.select().from(refunds).where(eq(refunds.projectId, projectId))).map((r) => [
        r.amount,
        r.status,
        r.paymentReference,
      ]),
    ).toEqual([[75_000, 'succeeded', sandboxPaymentReference(first)]]);
    const [late] = await server.db
      .select()
      .from(milestonePayments)
      .where(and(eq(milestonePayments.milestoneId, milestoneId), eq(milestonePayments.providerSessionId, first)));
    expect(late!.status).toBe('refunded');
    // The client is e-mailed (beside the credit note's own e-mail).
    await eventually(async () =>
      (await server.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email))).some((mail) =>
        mail.subject.includes('Paid twice — refunded'),
      ),
    ).toBe(true);

    // The client reloads: the milestone says it was paid twice and refunded, with the amount.
    const page = tab2;
    await page.goto(`/project/${projectId}?tab=milestones`);
    const card = cardOf(page, FIRST);
    await eventually(() => card.getByText('Paid twice — refunded', { exact: true }).isVisible()).toBe(true);
    await visible(page, 'Paid twice — refunded £750.00');
    expect(await card.getByRole('button', { name: 'Fund milestone' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'paid-twice-milestones-1280');
    await card.screenshot({ path: path.join(ARTIFACTS, 'paid-twice-milestone-card-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(phoneOverflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    await card.screenshot({ path: path.join(ARTIFACTS, 'paid-twice-milestone-card-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Its documents: a receipt for each payment and a credit note for the refunded one.
    await card.getByRole('link', { name: 'Credit note' }).click();
    await page.waitForURL((url) => url.pathname === '/documents');
    const rows = page.getByTestId('document-row');
    await eventually(() => rows.filter({ hasText: 'Credit note' }).count()).toBe(1);
    await eventually(() => rows.filter({ hasText: /Receipt/ }).count()).toBe(2);
    expect(await rows.filter({ hasText: 'Credit note' }).textContent()).toContain('750.00');
    await screenshot(page, 'paid-twice-documents-1280');

    // The bell tells them too.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await eventually(() => bell.getByText('Paid twice — refunded').first().isVisible()).toBe(true);
    await eventually(async () => (await bell.textContent()) ?? '').toContain('£750.00');
    await page.keyboard.press('Escape');

    // Milestone 2: the client pays at the sandbox, but its webhook never arrives (the provider gave up retrying).
    await page.goto(`/project/${projectId}?tab=milestones`);
    await cardOf(page, SECOND).getByRole('button', { name: 'Fund milestone' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    const lost = sessionOf(page);
    await paidAtSandbox(lost);
    await context.close();
    expect((await milestoneRow(secondId)).paymentStatus).not.toBe('succeeded');

    // The admin reconciles with the sandbox: the lost capture is booked by the run, every capture is accounted for,
    // and the ledger matches the sandbox's records.
    const asAdmin = await newPage(browser, server);
    const money = asAdmin.page;
    await signIn(money, admin.email, PASSWORD);
    await money.goto('/admin/money');
    await visible(money, 'Captures at the sandbox');
    const captured = await server.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.status, 'paid'));
    await money.getByRole('button', { name: 'Reconcile now' }).click();
    await toast(money, 'Reconciled with the provider');
    await toast(money, `All ${captured.length} captures are booked or refunded.`);
    await visible(money, /every one booked or refunded/);
    const captures = cardOf(money, 'Captures at the sandbox');
    const booked = captures.getByRole('row', { name: new RegExp(sandboxPaymentReference(lost)) });
    await eventually(async () => (await booked.textContent()) ?? '').toContain('Booked by the run');
    expect(await booked.textContent()).toContain('£250.00');
    expect(await captures.getByText('Needs a person').count()).toBe(0);
    expect((await milestoneRow(secondId)).paymentStatus).toBe('succeeded');
    for (const label of [/^Payments the provider captured/, /^Refunds the provider made/, /^Payouts to experts/]) {
      const row = money.getByRole('row', { name: label });
      await eventually(async () => (await row.textContent()) ?? '').toContain('Matches');
    }
    const refundsRow = money.getByRole('row', { name: /^Refunds the provider made/ });
    expect(await refundsRow.textContent()).toContain('£750.00');
    await expectNoSeriousAxeViolations(money);
    // The toasts cover the table's right-hand columns: the screenshots wait for them to go.
    await eventually(() => money.locator('[data-sonner-toast]').count()).toBe(0);
    await screenshot(money, 'paid-twice-money-1280');
    await captures.screenshot({ path: path.join(ARTIFACTS, 'paid-twice-captures-1280.png') });
    await money.setViewportSize({ width: 390, height: 844 });
    const moneyOverflow = await money.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(moneyOverflow).toBeLessThanOrEqual(0);
    await captures.screenshot({ path: path.join(ARTIFACTS, 'paid-twice-captures-390.png') });
    await screenshot(money, 'paid-twice-money-390');
    await expectNoSeriousAxeViolations(money);
    await asAdmin.context.close();
  });
});
