import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, briefs, customizationRequests } from '../src/server/db/schema';
import { launchChromium } from './support/chromium';
import { ARTIFACTS, newPage, screenshot, signIn } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { startJourneys } from './support/environment';

/** Polls until the assertion holds; pages load lazily, so allow more than vitest's 1 s default. */
const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

const GOAL = 'Increase qualified leads by 30% within 3 months';
const CONTEXT = 'We are a 40-person B2B SaaS company in London selling to UK retailers';
const CONSTRAINTS = 'Must integrate with HubSpot and Slack, no customer data may leave the EU';

const interpretation = (page: Page, field: string) => page.getByTestId(`interpretation-${field}`);
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** Types into the current step's text area and waits for the live interpretation to be ready. */
async function answerText(page: Page, field: string, text: string) {
  await page.getByRole('textbox').fill(text);
  await eventually(() => interpretation(page, field).getAttribute('data-status')).toBe('ready');
}

/** Steps 1 to 6 with a brief that says everything a proposal needs. */
async function answerSteps(page: Page, shoot = false) {
  const shot = (name: string) => (shoot ? screenshot(page, name) : Promise.resolve(''));
  // Continue stays on a step until it is answered and says why.
  await continueButton(page).click();
  await eventually(() => page.getByText('Please describe the outcome you want.').first().isVisible()).toBe(true);
  await answerText(page, 'goal', GOAL);
  await eventually(() => interpretation(page, 'goal').textContent()).toContain('leads');
  await eventually(() => interpretation(page, 'goal').getByTestId('confidence').textContent()).toMatch(
    /Confidence \d+%/,
  );
  await shot('brief-builder-1-goal');
  await continueButton(page).click();

  await eventually(() => page.getByRole('heading', { name: 'Tell us about your organisation' }).isVisible()).toBe(true);
  await answerText(page, 'context', CONTEXT);
  await eventually(() => interpretation(page, 'context').textContent()).toContain('11-50');
  await shot('brief-builder-2-context');
  await continueButton(page).click();

  await answerText(page, 'constraints', CONSTRAINTS);
  await eventually(() => interpretation(page, 'constraints').textContent()).toContain('HubSpot');
  await shot('brief-builder-3-constraints');
  await continueButton(page).click();

  await continueButton(page).click();
  await eventually(() => page.getByText('Please choose a budget.').first().isVisible()).toBe(true);
  await page.getByRole('radio', { name: '£5k–£15k' }).click();
  await shot('brief-builder-4-budget');
  await continueButton(page).click();

  await continueButton(page).click();
  await eventually(() => page.getByText('Please choose a timeline.').first().isVisible()).toBe(true);
  await page.getByRole('radio', { name: '1-2 months' }).click();
  await shot('brief-builder-5-timeline');
  await continueButton(page).click();

  // Urgency starts at its default, Standard; step 6 has no gate.
  await eventually(() => page.getByRole('radio', { name: /^Standard/ }).getAttribute('aria-checked')).toBe('true');
  await page.getByRole('radio', { name: /^Collaborative/ }).click();
  await shot('brief-builder-6-style');
  await continueButton(page).click();
  await eventually(() => page.getByRole('heading', { name: 'Where should we send your proposal?' }).isVisible()).toBe(
    true,
  );
}

describe('bespoke briefs with the built-in interpreter', () => {
  let server: RunningServer;
  let browser: Browser;
  startJourneys((environment) => ({ server, browser } = environment));

  it('a guest builds a brief through all steps, submits, lands on the confirmation page and opens the secure link', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/brief-builder');
    await eventually(() => page.getByRole('heading', { name: 'Build Your Brief' }).isVisible()).toBe(true);
    await answerSteps(page, true);

    // Answers survive a reload.
    await page.reload();
    await eventually(() => page.getByText('Step 7 of 7').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await eventually(() => page.getByRole('textbox').inputValue()).toBe(CONSTRAINTS);
    for (let step = 3; step < 7; step++) await continueButton(page).click();

    const generate = page.getByRole('button', { name: 'Generate Proposal' });
    const email = `guest.${Date.now()}@example.test`;
    await page.getByLabel('Name *').fill('   ');
    await page.getByLabel('Email *').fill(email);
    await generate.click();
    await eventually(() => page.getByText('Missing Information').isVisible()).toBe(true);
    await eventually(() => page.getByText('Please provide your name and email address.').isVisible()).toBe(true);
    await page.getByLabel('Name *').fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Company' }).fill('Hopper Analytics');
    await page.getByRole('switch', { name: /Outcome Assurance/ }).click();
    await screenshot(page, 'brief-builder-7-contact');
    // A failed submission keeps everything and says so.
    await page.route('**/api/briefs', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
    await generate.click();
    await eventually(() => page.getByText('Submission Issue').isVisible()).toBe(true);
    await eventually(() => page.getByText('We saved your answers locally. Please try again.').isVisible()).toBe(true);
    await generate.click();

    await eventually(() => page.getByText('Brief Submitted!').first().isVisible()).toBe(true);
    await eventually(() =>
      page.getByText('Check your email for a secure link to view your proposal.').first().isVisible(),
    ).toBe(true);
    await eventually(() => page.getByRole('heading', { name: 'Your proposal preview' }).isVisible()).toBe(true);
    const preview = page.getByTestId('proposal');
    await eventually(() => preview.textContent()).toContain('4–8 weeks');
    await eventually(() => preview.textContent()).toContain('£5,000–£15,000');
    await eventually(() =>
      preview
        .getByRole('listitem')
        .filter({ has: page.getByText(/^(Week|Day) \d+$/) })
        .count(),
    ).toBe(4);
    await eventually(() => preview.textContent()).toContain(
      'Outcome Assurance adds monitoring and expert-replacement insurance.',
    );
    await screenshot(page, 'brief-preview');

    // Nothing can be accepted before QA: the preview says what happens next, never "Proposal Confirmed".
    expect(await page.getByRole('button', { name: 'Accept Proposal' }).count()).toBe(0);
    await page.getByRole('button', { name: 'This Looks Right' }).click();
    await eventually(() =>
      page.getByText('We will ask you to accept the proposal once it has passed QA, within 2 hours.').isVisible(),
    ).toBe(true);
    expect(await page.getByText('Proposal Confirmed').count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/brief-submitted');
    const briefId = new URL(page.url()).searchParams.get('brief')!;
    await eventually(() => page.getByTestId('brief-reference').textContent()).toBe(briefId.slice(0, 8));
    const main = page.locator('#main');
    await eventually(() => main.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    await eventually(() => main.getByRole('link', { name: 'Book a Curator Call' }).getAttribute('target')).toBe(
      '_blank',
    );
    await eventually(() => main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'brief-submitted');

    const [stored] = await server.db.select().from(briefs).where(eq(briefs.id, briefId));
    expect(stored).toMatchObject({
      contactName: 'Grace Hopper',
      contactEmail: email,
      company: 'Hopper Analytics',
      assuredMode: true,
      userId: null,
    });
    expect(stored!.structuredBrief.interpretations.goal?.normalized.metric).toBe('leads');
    await expect
      .poll(
        async () =>
          (await server.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'proposal_preview_accepted')))
            .length,
      )
      .toBe(1);

    // The secure link from the mailbox opens the brief read-only, without signing in.
    await page.goto('/dev/mailbox');
    await page
      .getByRole('button', { name: new RegExp(`We received your brief \\(ref ${briefId.slice(0, 8)}\\)`) })
      .click();
    await page.getByRole('link', { name: new RegExp(`/dashboard/briefs/${briefId}\\?token=`) }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/briefs/${briefId}`);
    await eventually(() => page.getByRole('heading', { name: 'Brief Analysis' }).isVisible()).toBe(true);
    await eventually(() => page.getByText(/secure link \(read only\)/).isVisible()).toBe(true);
    await eventually(() => page.getByTestId('analysis-goal').getByTestId('confidence').textContent()).toMatch(
      /Confidence \d+%/,
    );
    await eventually(() => page.getByText('Grace Hopper').isVisible()).toBe(true);
    await screenshot(page, 'brief-page-secure-link');
    // A failing load shows the error state; Retry recovers (the client retries twice on its own first).
    await page.route(`**/api/briefs/${briefId}?*`, (route) => route.fulfill({ status: 503, body: '{}' }), { times: 3 });
    await page.reload();
    await eventually(
      () => page.getByText('We hit a snag loading your brief. Please try again.').isVisible(),
      15_000,
    ).toBe(true);
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Brief Analysis' }).isVisible()).toBe(true);
    await context.close();

    // Without the link a visitor is asked to sign in; another client gets the not-found card.
    const stranger = await newPage(browser, server);
    await stranger.page.goto(`/dashboard/briefs/${briefId}`);
    await eventually(() => stranger.page.getByRole('heading', { name: 'Access Required' }).isVisible()).toBe(true);
    await signIn(stranger.page, 'client2@demo.outcome.local', 'Client!Demo2026');
    await stranger.page.goto(`/dashboard/briefs/${briefId}`);
    await eventually(() =>
      stranger.page.getByText("We can't find that brief. The ID might be wrong or you don't have access.").isVisible(),
    ).toBe(true);
    await eventually(() => stranger.page.getByRole('link', { name: 'Go to My Requests' }).isVisible()).toBe(true);
    await stranger.page.goto('/dashboard/briefs/not-a-uuid');
    await eventually(() => stranger.page.getByRole('link', { name: 'Back to Dashboard' }).isVisible()).toBe(true);
    await screenshot(stranger.page, 'brief-not-found');
    await stranger.context.close();
  });

  it('a signed-in client submits, an admin passes QA, the client is notified live, opens the brief and accepts', async () => {
    const client = await newPage(browser, server);
    await signIn(client.page, 'client@demo.outcome.local', 'Client!Demo2026');
    await client.page.goto('/brief-builder');
    await answerSteps(client.page);
    // Contact details come from the signed-in account.
    await eventually(() => client.page.getByLabel('Email *').inputValue()).toBe('client@demo.outcome.local');
    await eventually(async () => (await client.page.getByLabel('Name *').inputValue()).length).toBeGreaterThan(0);
    await client.page.getByRole('button', { name: 'Generate Proposal' }).click();
    await eventually(() =>
      client.page.getByText('Proposal generating — QA validation in <2h.').first().isVisible(),
    ).toBe(true);
    await client.page.getByRole('button', { name: 'View Your Brief' }).click();
    await client.page.waitForURL((url) => url.pathname.startsWith('/dashboard/briefs/'));
    const briefId = client.page.url().split('/dashboard/briefs/')[1]!;
    // The draft job moves it to QA review; the page follows live.
    await eventually(() => client.page.getByTestId('brief-status-message').textContent(), 20_000).toBe(
      'QA reviewing proposal…',
    );
    await eventually(() =>
      client.page.getByText('Your proposal is being drafted and checked by our QA team.', { exact: false }).isVisible(),
    ).toBe(true);

    const admin = await newPage(browser, server);
    await signIn(admin.page, 'admin@demo.outcome.local', 'Admin!Demo2026');
    await admin.page.goto('/admin/brief-qa');
    const queue = admin.page.getByTestId('brief-qa-queue');
    await eventually(() => queue.textContent()).toContain(briefId.slice(0, 8));
    await eventually(() => queue.textContent()).toContain('since submission');
    await screenshot(admin.page, 'admin-brief-qa');
    const queued = queue.getByRole('listitem').filter({ hasText: briefId.slice(0, 8) });
    await queued.getByRole('button', { name: 'Review' }).click();
    const dialog = admin.page.getByRole('dialog');
    await eventually(() => dialog.getByLabel('Budget band').inputValue()).toBe('£5,000–£15,000');
    await dialog.getByLabel('Budget band').fill('£9,000–£12,000');
    // The dialog scrolls inside the viewport: capture the dialog itself.
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'admin-brief-qa-review.png') });
    await dialog.getByRole('button', { name: 'Pass QA' }).click();
    await eventually(() => admin.page.getByText('QA passed').isVisible()).toBe(true);
    await eventually(() => queued.count()).toBe(0);

    // The release job notifies the client: the bell and the open brief page update live.
    await eventually(() => client.page.getByTestId('notification-badge').textContent(), 20_000).toBe('1');
    await eventually(() => client.page.getByTestId('brief-status-message').textContent()).toBe(
      'Your proposal is ready for review.',
    );
    await client.page.getByRole('button', { name: /^Notifications/ }).click();
    await eventually(() => client.page.getByText('Your proposal is ready').first().isVisible()).toBe(true);
    await client.page.keyboard.press('Escape');
    await eventually(() => client.page.getByTestId('proposal').textContent()).toContain('£9,000–£12,000');
    await screenshot(client.page, 'brief-page-proposal-ready');

    await client.page.getByRole('button', { name: 'Accept Proposal' }).click();
    await eventually(() => client.page.getByText('Proposal Confirmed').isVisible()).toBe(true);
    await eventually(() => client.page.getByTestId('brief-status-message').textContent()).toBe(
      'Proposal accepted. Project setup in progress.',
    );
    expect(await client.page.getByRole('button', { name: 'Accept Proposal' }).count()).toBe(0);
    const opened = await server.db
      .select()
      .from(customizationRequests)
      .where(eq(customizationRequests.briefId, briefId));
    expect(opened).toHaveLength(1);
    await screenshot(client.page, 'brief-page-accepted');

    // The dashboard lists it under the reference the preview and the e-mail gave (first 8 characters), View Details.
    await client.page.goto('/dashboard');
    const list = client.page.getByTestId('brief-list');
    await eventually(() => list.textContent()).toContain(`Brief ${briefId.slice(0, 8)}`);
    expect(await list.textContent()).not.toContain('Order #');
    await list.getByLabel('Filter by status').selectOption('accepted');
    await eventually(() => list.getByRole('link', { name: 'View Details' }).count()).toBe(1);
    const filterOptions = await list.getByLabel('Filter by status').locator('option').allTextContents();
    expect(filterOptions).toEqual([
      'All statuses',
      'Submitted',
      'QA in review',
      'QA passed',
      'Proposal ready',
      'Accepted',
      'Archived',
    ]);
    await screenshot(client.page, 'dashboard-brief-list');
    await list.getByRole('link', { name: 'View Details' }).click();
    await client.page.waitForURL((url) => url.pathname === `/dashboard/briefs/${briefId}`);

    // The raw record is there for the owner (and admins), not for anyone else.
    await client.page.goto(`/debug/brief?id=${briefId}`);
    await eventually(() => client.page.getByTestId('raw-brief').textContent()).toContain('"status": "accepted"');
    const other = await newPage(browser, server);
    await signIn(other.page, 'client2@demo.outcome.local', 'Client!Demo2026');
    await other.page.goto(`/debug/brief?id=${briefId}`);
    await eventually(() => other.page.getByTestId('brief-not-found').isVisible()).toBe(true);
    await other.context.close();
    await client.context.close();
    await admin.context.close();
  });

  it('Complete Your Brief fills the missing details and starts the draft', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'client2@demo.outcome.local', 'Client!Demo2026');
    await page.goto('/brief-builder');
    await page.getByRole('textbox').fill('Make our sales team better at what they do');
    await continueButton(page).click();
    await page.getByRole('textbox').fill('A growing company');
    await continueButton(page).click();
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Under £5k' }).click();
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'ASAP' }).click();
    await continueButton(page).click();
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Generate Proposal' }).click();
    await page.getByRole('button', { name: 'View Your Brief' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/briefs/'));

    const card = page.getByTestId('complete-brief');
    await eventually(() => card.getByRole('heading', { name: 'Complete Your Brief' }).isVisible()).toBe(true);
    await card.getByLabel('Success metric').fill('qualified meetings booked');
    await card.getByLabel('Target timeframe').fill('6 weeks');
    await card.getByLabel('Industry').fill('logistics');
    await card.getByLabel('Organisation size').selectOption('51-200');
    await card.getByLabel('Region').fill('UK');
    await card.getByLabel('Expert style').selectOption('hands-on');
    await screenshot(page, 'brief-page-complete');
    await card.getByRole('button', { name: 'Update Brief' }).click();
    await eventually(() => page.getByText('Thank you. Your proposal is being drafted now.').isVisible()).toBe(true);
    await eventually(() => page.getByTestId('brief-status-message').textContent(), 20_000).toBe(
      'QA reviewing proposal…',
    );
    expect(await card.count()).toBe(0);
    const briefId = page.url().split('/dashboard/briefs/')[1]!;
    const [stored] = await server.db
      .select()
      .from(briefs)
      .where(and(eq(briefs.id, briefId)));
    expect(stored!.structuredBrief).toMatchObject({ missing: [], expert_style: 'hands-on' });
    expect(stored!.structuredBrief.context).toContain('Industry: logistics.');
    await context.close();
  });

  it('the builder works on a phone', async () => {
    const { context, page } = await newPage(browser, server, { mobile: true });
    await page.goto('/brief-builder?capability_id=sales-proposal-accelerator');
    await eventually(() => page.getByTestId('brief-origin').textContent()).toContain('Win-ready proposals');
    await eventually(() => page.getByRole('textbox').inputValue()).toContain(
      'Proposal turnaround cut from 5 days to 36 hours',
    );
    await eventually(() => interpretation(page, 'goal').getAttribute('data-status')).toBe('ready');
    await screenshot(page, 'brief-builder-mobile');
    await context.close();
  });
});

/** An OpenAI-compatible endpoint that answers correctly, but only after 5 seconds. */
function startSlowAi(): Promise<{ url: string; server: Server }> {
  const answers: Record<string, unknown> = {
    goal_interpretation: {
      interpreted: 'Slow model reading: grow qualified leads by 30% in 3 months.',
      confidence: 0.88,
      tags: ['metric:leads', 'timeframe:3 months'],
      warnings: [],
      normalized: { metric: 'leads', timeframe: '3 months', objective: 'Grow qualified leads by 30%' },
    },
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const name = (JSON.parse(body) as { response_format: { json_schema: { name: string } } }).response_format
        .json_schema.name;
      setTimeout(() => {
        if (!answers[name]) {
          response.writeHead(500).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(answers[name]) } }] }));
      }, 5000);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`, server }),
    ),
  );
}

describe('bespoke briefs with a slow AI provider', () => {
  let server: RunningServer;
  let browser: Browser;
  let slowAi: { url: string; server: Server };
  beforeAll(async () => {
    slowAi = await startSlowAi();
    // This deployment waits 10 s for its model, longer than the browser's 3 s: the builder falls back meanwhile.
    [server, browser] = await Promise.all([
      startServer({ AI_BASE_URL: slowAi.url, AI_TIMEOUT_MS: '10000' }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    slowAi?.server.close();
  });

  it('shows the timeout fallback after 3 seconds, then the late answer', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/brief-builder');
    await page.getByRole('textbox').fill(GOAL);
    const panel = interpretation(page, 'goal');
    await eventually(() => panel.getAttribute('data-status')).toBe('processing');
    await eventually(() => panel.textContent(), 6000).toContain('Input captured. We will refine as you add details.');
    await eventually(() => panel.textContent()).toContain('Confidence 50%');
    await eventually(() => panel.textContent()).toContain('timeout_fallback');
    await eventually(() => panel.textContent()).toContain('The AI is taking longer than usual');
    await eventually(() => panel.textContent()).toContain('The AI will finish interpreting in the background.');
    await screenshot(page, 'brief-builder-timeout-fallback');
    await eventually(() => panel.textContent(), 8000).toContain(
      'Slow model reading: grow qualified leads by 30% in 3 months.',
    );
    expect(await panel.textContent()).not.toContain('The AI will finish interpreting in the background.');
    await context.close();
  });
});
