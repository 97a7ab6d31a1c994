import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  agencies,
  agencyMembers,
  agencyProjectShares,
  profiles,
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
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Admin-Agencies!2026';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin areas' });
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/**
 * Halcyon Data Collective (arranged in the database: creating and joining agencies is the agencies journey's): the
 * owner, an active lead and supporting expert, an invitation waiting, and an active project split 40/60.
 */
async function halcyon() {
  const owner = await createAccount(server, 'Hana Halcyon', PASSWORD);
  const lead = await createAccount(server, 'Leo Lead', PASSWORD);
  const support = await createAccount(server, 'Sam Support', PASSWORD);
  const client = await createAccount(server, 'Carla Client', PASSWORD);
  for (const person of [owner, lead, support]) await makeVettedExpert(server, person.id, 'Data platform engineer');
  const [agency] = await server.db
    .insert(agencies)
    .values({ name: 'Halcyon Data Collective', description: 'Data pipelines and dashboards', ownerId: owner.id })
    .returning({ id: agencies.id });
  const waiting = `waiting.${randomUUID().slice(0, 6)}@example.test`;
  await server.db.insert(agencyMembers).values([
    { agencyId: agency!.id, email: owner.email, userId: owner.id, role: 'owner', status: 'active' },
    { agencyId: agency!.id, email: lead.email, userId: lead.id, role: 'lead_expert', status: 'active' },
    { agencyId: agency!.id, email: support.email, userId: support.id, role: 'supporting_expert', status: 'active' },
    { agencyId: agency!.id, email: waiting, role: 'supporting_expert', status: 'invited' },
  ]);
  const [project] = await server.db
    .insert(projects)
    .values({ title: 'Warehouse telemetry pipeline', status: 'active', totalPrice: 800_000, clientId: client.id })
    .returning({ id: projects.id });
  await server.db.insert(projectParticipants).values([
    { projectId: project!.id, userId: client.id, role: 'client' },
    { projectId: project!.id, userId: owner.id, role: 'freelancer' },
  ]);
  // A split lists its members in the order the owner gave them (distinct times, as the agencies service records).
  const recorded = Date.now();
  await server.db.insert(agencyProjectShares).values([
    { agencyId: agency!.id, projectId: project!.id, userId: owner.id, sharePercent: 40, createdAt: new Date(recorded) },
    {
      agencyId: agency!.id,
      projectId: project!.id,
      userId: lead.id,
      sharePercent: 60,
      createdAt: new Date(recorded + 1),
    },
  ]);
  return { agencyId: agency!.id, owner, lead, waiting, projectId: project!.id };
}

async function signedInAdmin(mobile = false) {
  const admin = await createAccount(server, `Agencies Admin${mobile ? ' Phone' : ''}`, PASSWORD);
  await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
  const { context, page } = await newPage(browser, server, { mobile });
  await signIn(page, admin.email, PASSWORD);
  return { context, page };
}

describe('admin agencies journey', () => {
  let arranged: Awaited<ReturnType<typeof halcyon>>;

  it('an admin opens Agencies from the navigation, searches, opens an agency and sees its roster and splits', async () => {
    arranged = await halcyon();
    const { context, page } = await signedInAdmin();
    await page.goto('/admin');

    // Marketplace group: Experts, Projects, Catalog, Agencies.
    const marketplace = adminNav(page).getByRole('group', { name: 'Marketplace' });
    await expect.poll(() => marketplace.getByRole('link', { name: 'Agencies' }).isVisible()).toBe(true);
    // A link may show its waiting count after its name ("Experts4"; read out as "Experts, 4 waiting") when other
    // journeys left work waiting.
    const areaNames = (await marketplace.getByRole('link').allTextContents()).map((text) => text.replace(/\d+$/, ''));
    expect(areaNames).toEqual(['Experts', 'Projects', 'Catalog', 'Agencies']);
    await marketplace.getByRole('link', { name: 'Agencies' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/agencies');
    await expect.poll(() => page.getByRole('heading', { name: 'Agencies', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await marketplace.getByRole('link', { name: 'Agencies' }).getAttribute('aria-current')).toBe('page');
    const table = page.getByRole('table', { name: 'Agencies, newest first' });
    await expect.poll(() => table.getByRole('link', { name: 'Halcyon Data Collective' }).isVisible()).toBe(true);
    // The seeded demo agency is listed too.
    expect(await table.getByRole('link', { name: 'Meridian Growth Partners' }).isVisible()).toBe(true);
    const row = table.getByRole('row', { name: /Halcyon Data Collective/ });
    expect(await row.innerText()).toMatch(/Hana Halcyon[\s\S]*1 lead[\s\S]*1 supporting[\s\S]*1 invitation pending/);
    expect(await row.innerText()).toMatch(/1 active\s+0 completed[\s\S]*None yet/);

    // Search by the owner's name (typing pauses, the address keeps it); no match says so.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('hana halc');
    await page.waitForURL((url) => url.searchParams.get('q') === 'hana halc');
    await expect.poll(() => table.getByRole('link', { name: 'Meridian Growth Partners' }).count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Halcyon Data Collective' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 agency', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-agencies-list-1280');
    await search.fill('no such agency anywhere');
    await expect.poll(() => page.getByText('No agencies match this search').isVisible()).toBe(true);
    await search.fill('halcyon');
    await page.waitForURL((url) => url.searchParams.get('q') === 'halcyon');

    // Open it with the keyboard: the agency's page, its roster with roles and invitation states, its projects.
    await table.getByRole('link', { name: 'Halcyon Data Collective' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/agencies/${arranged.agencyId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Halcyon Data Collective', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await marketplace.getByRole('link', { name: 'Agencies' }).getAttribute('aria-current')).toBe('page');
    const roster = page.getByRole('table', { name: 'Roster' });
    const rosterRow = (name: string) => roster.getByRole('row', { name: new RegExp(name) });
    expect(await rosterRow('Hana Halcyon').innerText()).toMatch(/Owner\s+Active/);
    expect(await rosterRow('Leo Lead').innerText()).toMatch(/Lead expert\s+Active/);
    expect(await rosterRow('Sam Support').innerText()).toMatch(/Supporting expert\s+Active/);
    expect(await rosterRow(arranged.waiting).innerText()).toMatch(/Supporting expert\s+Invited/);
    expect(await roster.getByRole('link', { name: 'Leo Lead' }).getAttribute('href')).toBe(
      `/admin/experts/${arranged.lead.id}`,
    );
    const split = page.getByRole('table', { name: 'Payout split of Warehouse telemetry pipeline' });
    expect(await split.innerText()).toMatch(/Hana Halcyon\s+Owner\s+40 %[\s\S]*Leo Lead\s+Lead expert\s+60 %/);
    expect(await page.getByRole('link', { name: 'Warehouse telemetry pipeline' }).getAttribute('href')).toBe(
      `/project/${arranged.projectId}`,
    );
    const owner = page.getByRole('definition').getByRole('link', { name: 'Hana Halcyon' });
    expect(await owner.getAttribute('href')).toBe(`/admin/experts/${arranged.owner.id}`);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-agency-1280');

    // Back returns to the same search.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/agencies' && url.searchParams.get('q') === 'halcyon');
    await expect.poll(() => search.inputValue()).toBe('halcyon');

    // An unknown agency says so.
    await page.goto(`/admin/agencies/${randomUUID()}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Agency not found', level: 1 }).isVisible()).toBe(true);

    // The quick search finds the agency by its name and opens its page.
    await page.keyboard.press('Control+k');
    const box = page
      .getByRole('dialog', { name: 'Quick search' })
      .getByRole('combobox', { name: 'Search projects, people, agencies, quotes and requests' });
    await box.fill('halcyon data');
    await expect.poll(() => page.getByRole('option', { name: /Halcyon Data Collective/ }).isVisible()).toBe(true);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/agencies/${arranged.agencyId}`);
    await context.close();
  });

  it('each workspace area has one heading: the QA Queue, Brief QA, Experts and Documents name themselves once', async () => {
    const { context, page } = await signedInAdmin();
    for (const [path, name] of [
      ['/admin/qa-queue', 'QA Queue'],
      ['/admin/brief-qa', 'Brief QA'],
      ['/admin/experts', 'Experts'],
      ['/admin/documents', 'Documents'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name, exact: true }).count(), path).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
    }
    await screenshot(page, 'admin-documents-one-heading-1280');
    await context.close();
  });

  it('on a phone: Agencies from the drawer, the list as cards, the agency page stacked, no sideways scrolling', async () => {
    const { context, page } = await signedInAdmin(true);
    await page.goto('/admin');
    await page.getByRole('button', { name: /^Admin menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin' });
    await drawer.getByRole('link', { name: 'Agencies' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/agencies');
    const cards = page.getByRole('list', { name: 'Agencies' });
    await expect.poll(() => cards.getByRole('link', { name: 'Halcyon Data Collective' }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Agencies, newest first' }).isVisible()).toBe(false);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-agencies-list-390');

    await cards.getByRole('link', { name: 'Halcyon Data Collective' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/agencies/${arranged.agencyId}`);
    await expect.poll(() => page.getByRole('table', { name: 'Roster' }).isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: await screenshot(page, 'admin-agency-390'), fullPage: true });
    await context.close();
  });
});
