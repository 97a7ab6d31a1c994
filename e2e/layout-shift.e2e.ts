import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customProjectMilestones, projectDeliverables, projectParticipants, projects } from '../src/server/db/schema';
import { startJourneys } from './support/environment';
import { createAccount, newPage, signIn } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

/** The page's cumulative layout shift so far (shifts right after a click or key press do not count, as in CLS). */
const cumulativeLayoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Loads the path fresh, waits until `ready` shows and the page settles, and returns its layout shift. */
async function layoutShiftOf(page: Page, path: string, ready: (page: Page) => Promise<boolean>) {
  await page.goto(path);
  await expect.poll(() => ready(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return cumulativeLayoutShift(page);
}

describe('layout shift', () => {
  it('detail pages and dashboard tabs load without shifting (CLS ≤ 0.05)', async () => {
    const client = await createAccount(server, 'Lena Steady', 'steady-password-1');
    const [project] = await server.db
      .insert(projects)
      .values({
        title: 'Steady rollout',
        status: 'active',
        isCustom: true,
        currency: 'gbp',
        totalPrice: 200_000,
        clientId: client.id,
        quoteId: randomUUID(),
      })
      .returning();
    await server.db.insert(projectParticipants).values({ projectId: project!.id, userId: client.id, role: 'client' });
    const [milestone] = await server.db
      .insert(customProjectMilestones)
      .values({ projectId: project!.id, milestoneNumber: 1, title: 'Discovery', amount: 200_000 })
      .returning();
    await server.db
      .insert(projectDeliverables)
      .values({ projectId: project!.id, milestoneId: milestone!.id, title: 'Discovery report' });

    const { context, page } = await newPage(browser, server);
    await context.addInitScript(() => {
      const state = window as unknown as { __cls: number };
      state.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) state.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signIn(page, client.email, 'steady-password-1');

    const shifts: Record<string, number> = {};
    shifts.project = await layoutShiftOf(page, `/project/${project!.id}`, (p) =>
      p.getByRole('heading', { name: 'Steady rollout' }).isVisible(),
    );
    for (const tab of ['projects', 'orders', 'quotes', 'requests', 'saved-experts'])
      shifts[`dashboard ${tab}`] = await layoutShiftOf(page, `/dashboard?tab=${tab}`, (p) =>
        p.getByRole('tabpanel').isVisible(),
      );
    shifts.catalog = await layoutShiftOf(page, '/catalog', (p) =>
      p.getByRole('heading', { level: 1 }).first().isVisible(),
    );
    console.log('layout shift per page', shifts);
    for (const [name, shift] of Object.entries(shifts))
      expect({ name, shift: shift <= 0.05 }).toEqual({ name, shift: true });
    await context.close();
  });
});
