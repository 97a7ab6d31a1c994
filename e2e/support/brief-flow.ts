import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { customizationRequests } from '../../src/server/db/schema';
import { newPage, signIn } from './journey';
import type { RunningServer } from './server';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function answerText(page: Page, field: string, text: string) {
  await page.getByRole('textbox').fill(text);
  await expect
    .poll(() => page.getByTestId(`interpretation-${field}`).getAttribute('data-status'), { timeout: 10_000 })
    .toBe('ready');
  await continueButton(page).click();
}

/**
 * The real way a customization request opens: the client builds and submits a brief, an admin passes its proposal in
 * Brief QA, the client accepts it. The brief must say everything a proposal needs (a goal with a metric and timeframe,
 * the organisation's industry, size and region), or it waits for completion instead. Returns the request it opened.
 */
export async function acceptBriefThroughTheProduct(
  browser: Browser,
  server: RunningServer,
  { client, admin }: { client: readonly [string, string]; admin: readonly [string, string] },
  brief: { goal: string; context: string; constraints: string },
) {
  const clientPage = await newPage(browser, server);
  const page = clientPage.page;
  await signIn(page, ...client);
  await page.goto('/brief-builder');
  await answerText(page, 'goal', brief.goal);
  await answerText(page, 'context', brief.context);
  await answerText(page, 'constraints', brief.constraints);
  await page.getByRole('radio', { name: '£5k–£15k' }).click();
  await continueButton(page).click();
  await page.getByRole('radio', { name: '1-2 months' }).click();
  await continueButton(page).click();
  await page.getByRole('radio', { name: /^Collaborative/ }).click();
  await continueButton(page).click();
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await page.getByRole('button', { name: 'View Your Brief' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/briefs/'));
  const briefId = page.url().split('/dashboard/briefs/')[1]!;
  await expect
    .poll(() => page.getByTestId('brief-status-message').textContent(), { timeout: 20_000 })
    .toBe('QA reviewing proposal…');

  const adminPage = await newPage(browser, server);
  await signIn(adminPage.page, ...admin);
  await adminPage.page.goto('/admin/brief-qa');
  const queue = adminPage.page.getByTestId('brief-qa-queue');
  await queue
    .getByRole('listitem')
    .filter({ hasText: briefId.slice(0, 8) })
    .getByRole('button', { name: 'Review' })
    .click();
  await adminPage.page.getByRole('dialog').getByRole('button', { name: 'Pass QA' }).click();
  await adminPage.context.close();

  await expect
    .poll(() => page.getByTestId('brief-status-message').textContent(), { timeout: 20_000 })
    .toBe('Your proposal is ready for review.');
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect
    .poll(() => page.getByTestId('brief-status-message').textContent())
    .toBe('Proposal accepted. Project setup in progress.');
  await clientPage.context.close();

  const [request] = await server.db
    .select()
    .from(customizationRequests)
    .where(eq(customizationRequests.briefId, briefId));
  expect(request).toBeDefined();
  return request!;
}
