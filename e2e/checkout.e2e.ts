import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/shared/domain/money';
import { orders, products } from '../src/server/db/schema';
import { latestEmail, newPage, screenshot, signIn } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

/** Polls like expect.poll, with room for a loaded machine (two cores shared by several servers). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const visible = (page: Page, text: string | RegExp) =>
  eventually(() => page.getByText(text).first().isVisible()).toBe(true);

async function activePack() {
  const [pack] = await server.db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(products.basePrice)
    .limit(1);
  return pack!;
}

/** Opens the pack's page, presses Buy and returns the checkout tab it opens. */
async function buyInNewTab(context: BrowserContext, page: Page, pack: { id: string; title: string }): Promise<Page> {
  await page.goto(`/product/${pack.id}`);
  await eventually(() => page.getByRole('heading', { name: pack.title }).isVisible()).toBe(true);
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Buy Outcome Pack' }).click(),
  ]);
  await checkout.waitForLoadState();
  await eventually(() => checkout.getByText('TEST MODE', { exact: false }).isVisible()).toBe(true);
  return checkout;
}

describe('checkout journeys', () => {
  it('a visitor presses Buy, is sent to sign in, then buys, pays on the sandbox page, and finds the order and the project', async () => {
    const { context, page } = await newPage(browser, server);
    const pack = await activePack();
    // As a visitor, Buy asks to sign in first.
    await page.goto(`/product/${pack.id}`);
    await page.getByRole('button', { name: 'Buy Outcome Pack' }).click();
    await visible(page, 'Please sign in to purchase this pack.');
    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, 'client@demo.outcome.local', 'Client!Demo2026');

    const checkout = await buyInNewTab(context, page, pack);
    expect(new URL(checkout.url()).pathname).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    await eventually(() => checkout.getByRole('heading', { name: pack.title }).isVisible()).toBe(true);
    const price = formatMoney(pack.basePrice, pack.currency, { alwaysShowMinor: true });
    await visible(checkout, price);
    await visible(checkout, 'client@demo.outcome.local');
    await screenshot(checkout, 'checkout-sandbox-page');

    await checkout.getByRole('button', { name: `Pay ${price}` }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-success');
    await eventually(() => checkout.getByRole('heading', { name: 'Payment Successful' }).isVisible()).toBe(true);
    const [order] = await server.db.select().from(orders).where(eq(orders.productId, pack.id));
    expect(order!.status).toBe('paid');
    const projectHref = await checkout.getByRole('link', { name: 'View Project' }).getAttribute('href');
    const projectId = projectHref!.replace('/project/', '');
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    // The project is named by its reference, never by the raw id.
    await visible(checkout, `Your reference: Project ${projectId.slice(0, 8)}`);
    // What the page shows (the page's own data, embedded for its scripts, carries the id but is not shown).
    expect(await checkout.locator('body').innerText()).not.toContain(projectId);
    expect(await checkout.getByRole('link', { name: 'Browse Catalog' }).getAttribute('href')).toBe('/catalog');
    expect(await checkout.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await screenshot(checkout, 'checkout-payment-success');

    // The client was told, in the app and by e-mail (the receipt's own e-mail may come before or after this one).
    const mail = await latestEmail(server, 'client@demo.outcome.local', 'Payment Confirmed');
    expect(mail?.subject).toBe('Payment Confirmed');
    expect(mail?.text).toContain(`/project/${projectId}`);

    // Back in the first tab: the dashboard shows the project and the order.
    await page.goto('/dashboard');
    // A counter card: its label and, beside it in the card header, the number.
    const counter = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=..').locator('[aria-live="polite"]');
    // Awaiting its expert, the project is not yet counted as active.
    await eventually(() => counter('Active Projects').textContent()).toBe('0');
    await eventually(() => counter('Total Orders').textContent()).toBe('1');
    const projectLink = page.getByRole('link', { name: new RegExp(pack.title) });
    await eventually(() => projectLink.getAttribute('href')).toBe(`/project/${projectId}`);
    expect(await page.getByRole('link', { name: 'New Project' }).getAttribute('href')).toBe('/catalog');
    await screenshot(page, 'checkout-dashboard-projects');

    await page.getByRole('tab', { name: 'Orders' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('tab')).toBe('orders');
    await visible(page, price);
    await visible(page, `Order ${order!.id.slice(0, 8)}`);
    await eventually(() => page.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).not.toContain('GBP');
    await screenshot(page, 'checkout-dashboard-orders');

    // The project page: awaiting its expert, the client on the team, one deliverable per pack line.
    await page.getByRole('tab', { name: 'Projects' }).click();
    await projectLink.click();
    await page.waitForURL((url) => url.pathname === `/project/${projectId}`);
    await eventually(() => page.getByRole('heading', { name: pack.title, level: 1 }).isVisible()).toBe(true);
    await visible(page, 'Total Value');
    await visible(page, formatMoney(pack.basePrice, pack.currency));
    await visible(page, 'Team Members');
    // In the team list (the header's closed mobile menu also names the role, hidden).
    await eventually(() => page.locator('main').getByText('Client', { exact: true }).first().isVisible()).toBe(true);
    await visible(page, 'Awaiting expert');
    const firstDeliverable = pack.deliverables
      .split('\n')[0]!
      .replace(/^[-•*]\s*/, '')
      .trim();
    await visible(page, firstDeliverable);
    await screenshot(page, 'checkout-project-page');
    await context.close();

    // An admin sees it among the latest projects, with its price and the client's name.
    const admin = await newPage(browser, server);
    await signIn(admin.page, 'admin@demo.outcome.local', 'Admin!Demo2026');
    await admin.page.goto('/admin/projects');
    const row = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('link', { name: pack.title }) });
    await eventually(() => row.first().textContent()).toContain('Sarah Bennett');
    expect(await row.first().textContent()).toContain(formatMoney(pack.basePrice, pack.currency));
    await screenshot(admin.page, 'checkout-admin-projects');
    await admin.context.close();
  });

  it('Decline shows the declined message with a way back, and no order is recorded as bought', async () => {
    const { context, page } = await newPage(browser, server);
    const pack = await activePack();
    await signIn(page, 'client2@demo.outcome.local', 'Client!Demo2026');

    const checkout = await buyInNewTab(context, page, pack);
    await checkout.getByRole('button', { name: 'Decline' }).click();
    await eventually(() => checkout.getByRole('alert').textContent()).toContain('Payment declined.');
    await screenshot(checkout, 'checkout-sandbox-declined');
    await checkout.getByRole('link', { name: 'Back to the catalog' }).click();
    await checkout.waitForURL((url) => url.pathname === '/catalog');

    await page.goto('/dashboard?tab=orders');
    await visible(page, 'No orders yet');
    await context.close();
  });

  it('Cancel goes to Payment Canceled with links to the catalog and home', async () => {
    const { context, page } = await newPage(browser, server, { mobile: true });
    const pack = await activePack();
    await signIn(page, 'client2@demo.outcome.local', 'Client!Demo2026');

    const checkout = await buyInNewTab(context, page, pack);
    await screenshot(checkout, 'checkout-sandbox-page-mobile');
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-canceled');
    await eventually(() => checkout.getByRole('heading', { name: 'Payment Canceled' }).isVisible()).toBe(true);
    expect(await checkout.getByRole('link', { name: 'Browse Catalog' }).getAttribute('href')).toBe('/catalog');
    expect(await checkout.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await screenshot(checkout, 'checkout-payment-canceled');
    await context.close();
  });

  it('the success page without a session id says so, and a foreign project is not found', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'client2@demo.outcome.local', 'Client!Demo2026');
    await page.goto('/payment-success');
    await eventually(() => page.getByRole('alert').first().textContent()).toContain('Missing session id');

    await page.goto('/project/00000000-0000-4000-8000-000000000000');
    await eventually(() => page.getByRole('heading', { name: 'Project Not Found' }).isVisible()).toBe(true);
    await visible(page, "The project you're looking for doesn't exist or you don't have access to it.");
    await screenshot(page, 'checkout-project-not-found');
    await context.close();
  });
});
