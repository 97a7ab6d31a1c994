import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  customizationRequests,
  customProjectMilestones,
  customQuotes,
  projectDeliverables,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import { startJourneys } from './support/environment';
import { createAccount, newPage, screenshot, signIn } from './support/journey';
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
  it('brief, quote, request comparison and project pages, dashboard tabs and the catalog load without shifting (CLS ≤ 0.05)', async () => {
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

    // A request with two presented quotes (arranged in the database: this test is about loading, not quoting).
    const [request] = await server.db
      .insert(customizationRequests)
      .values({ userId: client.id, projectTitle: 'Steady CRM', customRequirements: 'One CRM for the sales team' })
      .returning();
    const quotes = await server.db
      .insert(customQuotes)
      .values(
        [180_000, 240_000].map((amount, index) => ({
          requestId: request!.id,
          userId: client.id,
          createdBy: client.id,
          projectTitle: `Steady CRM option ${index + 1}`,
          scopeDescription: 'Configure the CRM and train the team.',
          status: 'sent' as const,
          totalAmount: amount,
          paymentStructure: 'milestones',
          deliverables: [{ title: 'Configured pipeline' }],
          milestones: [{ title: 'Setup', description: 'Pipeline configured', amount }],
          estimatedDuration: '4 weeks',
          sentAt: new Date(),
          presentedAt: new Date(),
          expiresAt: new Date(Date.now() + 14 * 86_400_000),
        })),
      )
      .returning();

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

    // A brief as the builder submits it (its proposal is then drafted by the offline AI).
    const submitted = await page.request.post('/api/briefs', {
      headers: { origin: server.url },
      data: {
        contactName: 'Lena Steady',
        contactEmail: client.email,
        company: 'Steady Ltd',
        structuredBrief: {
          goal: 'Increase qualified leads by 30% within 3 months',
          context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
          constraints: 'Must integrate with HubSpot',
          budget_range: '5k-15k',
          timeline: '1-2-months',
          urgency: 'high',
          expert_style: 'collaborative',
          interpretations: {},
          missing: [],
        },
        assuredMode: false,
        origin: 'bespoke',
        originId: null,
      },
    });
    expect(submitted.status()).toBe(201);
    const { briefId } = (await submitted.json()) as { briefId: string };

    const shifts: Record<string, number> = {};
    // Desktop, then a phone's width: a layout that only wraps on a phone shifts there alone.
    for (const [width, height, device] of [
      [1280, 800, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      const measure = async (name: string, path: string, ready: (page: Page) => Promise<boolean>) => {
        shifts[`${name} (${device})`] = await layoutShiftOf(page, path, ready);
      };
      await measure('brief', `/dashboard/briefs/${briefId}`, (p) => p.getByTestId('brief-status-message').isVisible());
      await measure('quote', `/quote/${quotes[0]!.id}`, (p) =>
        p.getByRole('heading', { level: 1, name: 'Steady CRM option 1' }).isVisible(),
      );
      await measure('request comparison', `/dashboard/requests/${request!.id}`, (p) =>
        p.getByRole('heading', { level: 1, name: 'Steady CRM' }).isVisible(),
      );
      await measure('project', `/project/${project!.id}`, (p) =>
        p.getByRole('heading', { name: 'Steady rollout' }).isVisible(),
      );
      for (const tab of ['projects', 'orders', 'quotes', 'requests', 'saved-experts'])
        await measure(`dashboard ${tab}`, `/dashboard?tab=${tab}`, (p) => p.getByRole('tabpanel').isVisible());
      await measure('catalog', '/catalog', (p) => p.getByRole('heading', { level: 1 }).first().isVisible());
      await screenshot(page, `layout-shift-catalog-${device}`);
    }
    console.log('layout shift per page', shifts);
    for (const [name, shift] of Object.entries(shifts))
      expect({ name, shift: shift <= 0.05 }).toEqual({ name, shift: true });
    await context.close();
  });
});
