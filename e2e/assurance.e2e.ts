import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles, projectParticipants, projects } from '../src/server/db/schema';
import { startJourneys } from './support/environment';
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

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'assurance-journey-42';

describe('Outcome Assurance', () => {
  it('the client of an assured project asks for a replacement; an admin re-runs matching without the current expert and swaps', async () => {
    const client = await createAccount(server, 'Nia Assured', PASSWORD);
    const current = await createAccount(server, 'Omar Current', PASSWORD);
    const admin = await createAccount(server, 'Pia Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    await makeVettedExpert(server, current.id, 'Growth analyst');

    // The client buys a pack (its request carries the matching inputs); the project came from an assured brief.
    const c = await newPage(browser, server);
    await signIn(c.page, client.email, PASSWORD);
    const { projectId } = await buyCheapestPack(server, c.context, c.page);
    await server.db.update(projects).set({ status: 'active', assured: true }).where(eq(projects.id, projectId));
    await server.db.insert(projectParticipants).values({ projectId, userId: current.id, role: 'freelancer' });

    await c.page.goto(`/project/${projectId}`);
    await visible(c.page, 'Outcome Assurance');
    await c.page.getByRole('button', { name: 'Request Replacement Expert' }).click();
    await c.page.getByRole('dialog').getByLabel('Reason').fill('Deadlines were missed twice.');
    await c.page.getByRole('dialog').getByRole('button', { name: 'Request Replacement' }).click();
    await toast(c.page, 'Replacement requested');
    await visible(c.page, 'Replacement requested');
    await expectNoSeriousAxeViolations(c.page);
    await screenshot(c.page, 'assurance-client-requested');

    // The admin re-runs matching without the current expert and assigns someone else.
    const a = await newPage(browser, server);
    await signIn(a.page, admin.email, PASSWORD);
    await a.page.goto('/admin/disputes');
    await visible(a.page, 'Replacement Requests');
    await visible(a.page, 'Deadlines were missed twice.');
    await a.page.getByRole('button', { name: 'Find Replacement' }).click();
    const candidates = a.page.getByRole('list', { name: 'Replacement candidates' });
    await expect.poll(() => candidates.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await candidates.textContent()).not.toContain('Omar Current');
    await expectNoSeriousAxeViolations(a.page);
    await screenshot(a.page, 'assurance-admin-candidates');
    const assign = candidates.getByRole('button', { name: /^Assign / }).first();
    const newExpertName = (await assign.textContent())!.replace(/^Assign /, '').trim();
    await assign.click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Replace Expert' }).click();
    await toast(a.page, 'Expert replaced');

    // The project now has the new expert instead of the old one; the client sees the swap.
    const freelancers = await server.db
      .select()
      .from(projectParticipants)
      .where(and(eq(projectParticipants.projectId, projectId), eq(projectParticipants.role, 'freelancer')));
    expect(freelancers.map((row) => row.userId)).not.toContain(current.id);
    expect(freelancers).toHaveLength(1);
    await c.page.reload();
    await visible(c.page, `Omar Current → ${newExpertName}`);
    await screenshot(c.page, 'assurance-client-replaced');
    await Promise.all([c.context.close(), a.context.close()]);
  });
});
