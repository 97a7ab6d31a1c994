import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectParticipants, projects, user } from '../src/server/db/schema';
import { formatMoney } from '../src/shared/domain/money';
import {
  buyCheapestPack,
  hydrationProblems,
  latestEmail,
  newPage,
  screenshot,
  signIn,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const CLIENT = ['client2@demo.outcome.local', 'Client!Demo2026'] as const;
const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;
const EXPERT = ['expert1@demo.outcome.local', 'Expert!Demo2026'] as const;

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The text of the list row (or card) that links to the project. */
const rowText = (page: Page, projectId: string) =>
  page
    .locator('li')
    .filter({ has: page.locator(`a[href="/project/${projectId}"]`) })
    .first()
    .textContent();

/** What the map says every screen and e-mail shows for one project: its reference, amount and status. */
function expectSameProject(text: string | null, expected: { reference: string; money: string; status: string }) {
  expect(text).toContain(expected.reference);
  expect(text).toContain(expected.money);
  expect(text).toContain(expected.status);
}

describe('one product language: the same project reads the same everywhere', () => {
  it('client, e-mail and admin: a paid pack is "Awaiting expert", £…00 and "Project xxxxxxxx" on every screen', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, ...CLIENT);
    const { projectId, pack } = await buyCheapestPack(server, context, page);
    const expected = {
      reference: `Project ${projectId.slice(0, 8)}`,
      // Always with pence ("£700.00"), never "£700" or "GBP 700.00" beside it.
      money: formatMoney(pack.basePrice, pack.currency, { alwaysShowMinor: true }),
      status: 'Awaiting expert',
    };

    // Client dashboard: the project row, and a counter that does not call it active yet.
    await page.goto('/dashboard?tab=projects');
    await eventually(() => rowText(page, projectId)).toContain(expected.reference);
    expectSameProject(await rowText(page, projectId), expected);
    const main = page.locator('#main');
    expect(await main.textContent()).not.toContain('GBP');
    expect(await main.textContent()).not.toContain('Draft');
    const counter = page.getByText('Active Projects', { exact: true }).locator('xpath=..').locator('[aria-live]');
    await eventually(() => counter.textContent()).toBe('0');
    expect(await main.textContent()).not.toContain('Welcome back');
    await screenshot(page, 'language-client-dashboard');

    // The project page.
    await page.goto(`/project/${projectId}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: pack.title }).isVisible()).toBe(true);
    expectSameProject(await main.textContent(), expected);
    await screenshot(page, 'language-client-project');

    // The e-mail.
    const mail = await latestEmail(server, CLIENT[0], 'Payment Confirmed');
    expectSameProject(mail!.text, expected);
    await context.close();

    // The admin's latest projects and the projects report.
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await admin.page.goto('/admin/projects');
    await eventually(() => rowText(admin.page, projectId)).toContain(expected.reference);
    expectSameProject(await rowText(admin.page, projectId), expected);
    await screenshot(admin.page, 'language-admin-projects');
    // The header's Total Revenue says what it counts.
    await admin.page.goto('/admin');
    await visible(admin.page, 'Pack orders and funded milestones');
    await screenshot(admin.page, 'language-admin-overview');
    // Revenue and GMV say what each counts, so the two figures do not contradict each other.
    await admin.page.goto('/admin/reports');
    await visible(admin.page, 'Paid milestones only; Total Revenue also counts pack orders');
    await admin.page.goto('/admin/reports?tab=projects');
    const reportRow = admin.page
      .locator('tbody tr')
      .filter({ has: admin.page.locator(`a[href="/project/${projectId}"]`) });
    await eventually(() => reportRow.first().textContent()).toContain(expected.status);
    expect(await reportRow.first().textContent()).toContain(expected.money);
    // The whole table fits a 1280 px screen: no column hidden past the right edge.
    const table = admin.page.locator('[role="region"]').filter({ has: admin.page.locator('table') });
    expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    await screenshot(admin.page, 'language-admin-report-projects');
    await admin.context.close();
  });

  it('expert: once assigned, the project is "Active" for the expert and the client alike', async () => {
    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT);
    const { projectId, pack } = await buyCheapestPack(server, client.context, client.page);
    // The matching journey covers how an expert is assigned; here only what every screen then says matters.
    const [expert] = await server.db.select().from(user).where(eq(user.email, EXPERT[0]));
    await server.db.insert(projectParticipants).values({ projectId, userId: expert!.id, role: 'freelancer' });
    await server.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
    const expected = {
      reference: `Project ${projectId.slice(0, 8)}`,
      money: formatMoney(pack.basePrice, pack.currency, { alwaysShowMinor: true }),
      status: 'Active',
    };

    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, ...EXPERT);
    await page.goto('/expert?tab=projects');
    await eventually(() => rowText(page, projectId)).toContain(expected.reference);
    expectSameProject(await rowText(page, projectId), expected);
    expect(await page.locator('#main').textContent()).not.toContain('Welcome back');
    await screenshot(page, 'language-expert-projects-mobile');
    await context.close();

    await client.page.goto('/dashboard?tab=projects');
    await eventually(() => rowText(client.page, projectId)).toContain('Active');
    expectSameProject(await rowText(client.page, projectId), expected);
    await client.context.close();
  });

  it('visitor: no dead ends — admin asks to sign in, Book Consultation and Contact say where they go', async () => {
    const { context, page } = await newPage(browser, server, { mobile: true });
    await page.goto('/admin');
    await eventually(() => page.getByRole('heading', { name: 'Access Required' }).isVisible()).toBe(true);
    expect(await page.locator('#main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent('/admin')}`,
    );
    await screenshot(page, 'language-visitor-admin-mobile');

    // Catalog cards: the brief-builder link says so; Buy Outcome Pack is the product page's checkout only.
    await page.goto('/catalog');
    await eventually(() => page.getByRole('link', { name: /^Start a Brief from/ }).count()).not.toBe(0);
    expect(await page.getByRole('link', { name: /Buy Outcome Pack/ }).count()).toBe(0);
    const consultation = page.getByRole('link', { name: 'Book Consultation' });
    expect(await consultation.getAttribute('href')).toBe(`/auth?next=${encodeURIComponent('/catalog')}`);
    expect(
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact details' }).getAttribute('href'),
    ).toBe('/contact');
    await context.close();

    // Signed in, Book Consultation goes to the booking page, not to /auth (which would send them home).
    // The prerendered page hydrates as sent, then the link turns to the booking page without a mismatch.
    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT);
    const problems = hydrationProblems(client.page);
    await client.page.goto('/catalog');
    const booking = client.page.getByRole('link', { name: /^Book Consultation/ });
    await eventually(() => booking.getAttribute('target')).toBe('_blank');
    expect(await booking.getAttribute('href')).toMatch(/^https:\/\//);
    expect(problems).toEqual([]);
    await client.context.close();
  });
});
