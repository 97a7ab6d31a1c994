import { and, eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customizationRequests, customQuotes, notifications, profiles } from '../src/server/db/schema';
import { acceptBriefThroughTheProduct } from './support/brief-flow';
import { expectNoSeriousAxeViolations, newPage, screenshot, signIn, toast, visible } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;
const CLIENT = ['client@demo.outcome.local', 'Client!Demo2026'] as const;
const CLIENT2 = ['client2@demo.outcome.local', 'Client!Demo2026'] as const;

/**
 * A request as a client's accepted brief opens it (arranged in the database, for the journeys that are not about
 * the brief), with its invitation window already closed so the first sent quote is presented to the client.
 */
async function acceptedRequest(email: string, projectTitle: string, windowOpen = false): Promise<string> {
  const [profile] = await server.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.email, email));
  const [row] = await server.db
    .insert(customizationRequests)
    .values({
      userId: profile!.userId,
      briefId: crypto.randomUUID(),
      projectTitle,
      baseTemplate: 'CRM Integration Pack',
      customRequirements: 'Goal: one CRM for the whole sales team\nContext: 40 sellers, two spreadsheets',
      budgetRange: '5k-15k',
      timelinePreference: '1-2-months',
      invitationWindowEndsAt: windowOpen ? sql`now() + interval '2 days'` : sql`now() - interval '1 minute'`,
    })
    .returning({ id: customizationRequests.id });
  return row!.id;
}

/** Admin: opens the request in the Requests tab and writes a quote with the given milestones (pounds). */
async function writeQuote(page: Page, projectTitle: string, milestones: [string, string][]) {
  await page.goto('/admin/requests');
  await page.getByRole('link', { name: `View request: ${projectTitle}` }).click();
  await page.getByRole('button', { name: 'Write Quote' }).click();
  await page.getByLabel('Scope description').fill('Configure the CRM, migrate both spreadsheets and train the team.');
  await page.getByLabel('Deliverable 1', { exact: true }).fill('Configured CRM pipeline');
  await page.getByRole('button', { name: 'Add deliverable' }).click();
  await page.getByLabel('Deliverable 2', { exact: true }).fill('Training session');
  for (const [index, [title, amount]] of milestones.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add milestone' }).click();
    await page.locator(`#milestone-${index}-title`).fill(title);
    await page.locator(`#milestone-${index}-amount`).fill(amount);
    await page.locator(`#milestone-${index}-description`).fill(`${title}: agreed outcome`);
  }
  await page.getByLabel('Estimated duration').fill('6 weeks');
  await page.getByLabel('Estimated start date (optional)').fill('2026-09-01');
}

async function quoteOf(requestId: string) {
  const [quote] = await server.db.select().from(customQuotes).where(eq(customQuotes.requestId, requestId));
  return quote!;
}

describe('custom quotes', () => {
  it('an admin quotes above the threshold, approves it for sending; the client asks for changes, then approves and finds the project', async () => {
    const opened = await acceptBriefThroughTheProduct(
      browser,
      server,
      { client: CLIENT, admin: ADMIN },
      {
        goal: 'Increase qualified leads by 25% within 2 months with one shared CRM',
        context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
        constraints: 'Must integrate with HubSpot and Outlook, customer data stays in the UK',
      },
    );
    const { id: requestId, projectTitle: title } = opened;
    expect(opened.status).toBe('new');
    // Time passes: the invitation window closes with no expert quotes, so the admin's quote is shown once sent.
    await server.db
      .update(customizationRequests)
      .set({ invitationWindowEndsAt: sql`now() - interval '1 minute'` })
      .where(eq(customizationRequests.id, requestId));

    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);

    // Settings: the threshold in whole pounds.
    await admin.page.goto('/admin/settings');
    const threshold = admin.page.getByLabel('Threshold (£)');
    await expect.poll(() => threshold.inputValue()).toBe('5000');
    await threshold.fill('4000');
    await admin.page.getByRole('button', { name: 'Update Settings' }).click();
    await toast(admin.page, 'Settings updated successfully');
    await screenshot(admin.page, 'quotes-admin-settings');

    // The client waits on the dashboard's quotes area (the spec's customizations alias).
    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT);
    await client.page.goto('/dashboard?tab=customizations');
    await expect.poll(() => client.page.getByRole('tab', { name: 'Quotes', selected: true }).isVisible()).toBe(true);
    await visible(client.page, 'No quotes yet');
    expect(await client.page.getByRole('link', { name: 'Submit Request' }).getAttribute('href')).toBe('/customize');

    // Authoring: £3,000 + £2,500 = £5,500, above the £4,000 threshold.
    await writeQuote(admin.page, title, [
      ['Discovery and setup', '3000'],
      ['Migration and training', '2500'],
    ]);
    await expect.poll(() => admin.page.getByTestId('quote-total').textContent()).toBe('£5,500.00');
    await visible(admin.page, /this quote will wait in Quote Reviews/);
    await screenshot(admin.page, 'quotes-admin-write-quote');
    await admin.page.getByRole('button', { name: 'Submit Quote' }).click();
    await toast(admin.page, 'Quote submitted for admin review');
    const quote = await quoteOf(requestId);
    expect(quote.status).toBe('pending_admin_review');
    expect(quote.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    const [adminNote] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'admin_review_required'), eq(notifications.relatedId, quote.id)));
    expect(adminNote).toBeDefined();

    // Quote Reviews: approve for sending.
    await admin.page.goto('/admin/quote-reviews');
    await expect
      .poll(() =>
        admin.page
          .getByRole('navigation', { name: 'Admin areas' })
          .getByRole('link', { name: 'Quote Reviews' })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await visible(admin.page, quote.quoteNumber);
    await screenshot(admin.page, 'quotes-admin-quote-reviews');
    // Approving sends the quote to the client: it asks first, and nothing is sent until confirmed.
    await admin.page.getByRole('button', { name: `Approve ${quote.quoteNumber}` }).click();
    const approveDialog = admin.page.getByRole('alertdialog');
    await expect
      .poll(() => approveDialog.getByRole('heading', { name: `Approve and send ${quote.quoteNumber}?` }).isVisible())
      .toBe(true);
    await admin.page.keyboard.press('Escape');
    await expect.poll(() => approveDialog.count()).toBe(0);
    expect((await quoteOf(requestId)).status).toBe('pending_admin_review');
    await admin.page.getByRole('button', { name: `Approve ${quote.quoteNumber}` }).click();
    await approveDialog.getByRole('button', { name: 'Approve and send' }).click();
    await toast(admin.page, 'Quote approved and sent to client');
    await visible(admin.page, 'No quotes awaiting review');

    // The client sees it arrive live: the bell and the quotes list, without reloading.
    await expect
      .poll(() => client.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).isVisible())
      .toBe(true);
    const review = client.page.getByRole('link', { name: `Review Quote: ${quote.quoteNumber}` });
    await expect.poll(() => review.isVisible()).toBe(true);
    await client.page.getByRole('button', { name: /^Notifications/ }).click();
    await visible(client.page, 'New quote received');
    await client.page.keyboard.press('Escape');
    await screenshot(client.page, 'quotes-client-dashboard-quotes');
    await review.click();

    // The quote page: every section.
    await client.page.waitForURL(`**/quote/${quote.id}`);
    await expect.poll(() => client.page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await visible(client.page, quote.quoteNumber);
    await visible(client.page, '£5,500.00');
    expect(await client.page.getByText('Based on Template').count()).toBe(0); // a bespoke brief has no template
    await visible(client.page, 'Milestone-based: each milestone is paid on approval');
    for (const heading of ['Project Scope', 'Deliverables', 'Payment Milestones', 'Timeline', 'Your Response']) {
      await expect.poll(() => client.page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    await visible(client.page, /Increase qualified leads by 25% within 2 months/);
    await visible(client.page, 'Training session');
    await visible(client.page, '£3,000.00');
    await visible(client.page, /^1 Sept? 2026$/);
    expect(await client.page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard?tab=customizations',
    );
    const requestChanges = client.page.getByRole('button', { name: 'Request Changes' });
    expect(await requestChanges.isDisabled()).toBe(true);
    await screenshot(client.page, 'quotes-client-quote-page');

    await client.page.getByLabel('Notes').fill('Please drop the second training day and lower the price.');
    expect(await requestChanges.isDisabled()).toBe(false);
    await requestChanges.click();
    await toast(client.page, 'Revision Requested');
    await expect.poll(() => client.page.getByRole('heading', { name: 'Revision History' }).isVisible()).toBe(true);
    await visible(client.page, 'Revision 1');
    expect(await client.page.getByRole('heading', { name: 'Your Response' }).count()).toBe(0);

    // The admin revises: £3,000 + £500 = £3,500, below the threshold, so it goes straight back to the client.
    await admin.page.goto(`/admin/requests?request=${requestId}`);
    await visible(admin.page, 'Please drop the second training day and lower the price.');
    await admin.page.getByRole('button', { name: `Revise ${quote.quoteNumber}` }).click();
    await admin.page.locator('#milestone-1-amount').fill('500');
    await expect.poll(() => admin.page.getByTestId('quote-total').textContent()).toBe('£3,500.00');
    await admin.page.getByRole('button', { name: 'Submit Revision' }).click();
    await toast(admin.page, 'Quote sent to client');

    // The open quote page refreshes live with the revised total.
    await expect.poll(() => client.page.getByRole('heading', { name: 'Your Response' }).isVisible()).toBe(true);
    await visible(client.page, '£3,500.00');
    await visible(client.page, /Revised amount: £3,500.00/);
    await client.page.getByRole('button', { name: 'Approve Quote' }).click();
    await toast(client.page, 'Quote Approved!');
    await expect.poll(() => client.page.getByRole('heading', { name: 'Payment Status' }).isVisible()).toBe(true);
    expect(await client.page.getByRole('heading', { name: 'Your Response' }).count()).toBe(0);
    await screenshot(client.page, 'quotes-client-quote-approved');

    // The new project, with the quote's milestones.
    await client.page.getByRole('link', { name: 'View your projects' }).click();
    await client.page.waitForURL('**/dashboard?tab=projects');
    await client.page.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect.poll(() => client.page.getByRole('heading', { name: title }).first().isVisible()).toBe(true);
    await client.page.getByRole('tab', { name: 'Milestones' }).click();
    await visible(client.page, 'Discovery and setup');
    await visible(client.page, 'Migration and training');
    await screenshot(client.page, 'quotes-client-project-milestones');
    const [request] = await server.db
      .select()
      .from(customizationRequests)
      .where(eq(customizationRequests.id, requestId));
    expect(request!.status).toBe('approved');

    await admin.context.close();
    await client.context.close();
  });

  it('a client rejects a quote; an admin holds another one', async () => {
    const title = 'Outbound campaign refresh';
    const requestId = await acceptedRequest(CLIENT2[0], title);
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await writeQuote(admin.page, title, [['Campaign plan', '1200']]);
    await admin.page.getByRole('button', { name: 'Submit Quote' }).click();
    await toast(admin.page, 'Quote sent to client');
    const quote = await quoteOf(requestId);

    // A second, large quote on another request is put on hold in Quote Reviews.
    const heldTitle = 'Compliance fast-track';
    const heldRequest = await acceptedRequest(CLIENT2[0], heldTitle);
    await writeQuote(admin.page, heldTitle, [['Full audit', '9000']]);
    await admin.page.getByRole('button', { name: 'Submit Quote' }).click();
    await toast(admin.page, 'Quote submitted for admin review');
    const held = await quoteOf(heldRequest);
    await admin.page.goto('/admin/quote-reviews');
    // Hold can be undone (Approve still sends it later), so it does not ask.
    await admin.page.getByRole('button', { name: `Hold ${held.quoteNumber}` }).click();
    await toast(admin.page, 'Quote placed on hold');
    expect(await admin.page.getByRole('alertdialog').count()).toBe(0);
    await expect
      .poll(() => admin.page.getByRole('button', { name: `Hold ${held.quoteNumber}` }).isDisabled())
      .toBe(true);

    const client = await newPage(browser, server, { mobile: true });
    await signIn(client.page, ...CLIENT2);
    await client.page.goto(`/quote/${quote.id}`);
    await expect.poll(() => client.page.getByRole('heading', { name: 'Your Response' }).isVisible()).toBe(true);
    await screenshot(client.page, 'quotes-client-quote-page-mobile');
    // Reject asks first: cancelling leaves the quote open.
    await client.page.getByRole('button', { name: 'Reject Quote' }).click();
    const rejectDialog = client.page.getByRole('alertdialog');
    await expect.poll(() => rejectDialog.getByRole('heading', { name: 'Reject this quote?' }).isVisible()).toBe(true);
    await screenshot(client.page, 'quotes-client-confirm-reject-mobile');
    await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => rejectDialog.count()).toBe(0);
    expect((await quoteOf(requestId)).status).toBe('sent');
    await client.page.getByRole('button', { name: 'Reject Quote' }).click();
    await rejectDialog.getByRole('button', { name: 'Reject Quote' }).click();
    await toast(client.page, 'Quote Rejected');
    await visible(client.page, 'Rejected');
    expect(await client.page.getByRole('heading', { name: 'Your Response' }).count()).toBe(0);
    expect((await quoteOf(requestId)).status).toBe('rejected');
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'quote_rejected'), eq(notifications.relatedId, quote.id)));
    expect(note).toBeDefined();

    // The held quote never reached the client; the request list offers a comparison of the presented one.
    await client.page.goto('/dashboard?tab=requests');
    await expect.poll(() => client.page.getByRole('link', { name: 'Compare Quotes (1)' }).isVisible()).toBe(true);
    expect(await client.page.getByRole('link', { name: 'New Request' }).getAttribute('href')).toBe('/customize');
    await client.page.getByRole('link', { name: 'Compare Quotes (1)' }).click();
    await expect.poll(() => client.page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await visible(client.page, quote.quoteNumber);
    await admin.context.close();
    await client.context.close();
  });

  it('an expired quote shows EXPIRED, its expiry in red, and no response panel', async () => {
    const title = 'KPI baseline';
    const requestId = await acceptedRequest(CLIENT2[0], title);
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await writeQuote(admin.page, title, [['Baseline report', '800']]);
    await admin.page.getByRole('button', { name: 'Submit Quote' }).click();
    await toast(admin.page, 'Quote sent to client');
    const quote = await quoteOf(requestId);
    await server.db
      .update(customQuotes)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(customQuotes.id, quote.id));

    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT2);
    await client.page.goto('/dashboard?tab=customizations');
    await expect
      .poll(() => client.page.getByRole('link', { name: `View Details: ${quote.quoteNumber}` }).isVisible())
      .toBe(true);
    await client.page.getByRole('link', { name: `View Details: ${quote.quoteNumber}` }).click();
    await expect.poll(() => client.page.getByText('EXPIRED', { exact: true }).isVisible()).toBe(true);
    const expiry = client.page.locator('dd', { has: client.page.locator(`time[datetime]`) });
    expect(await expiry.getAttribute('class')).toContain('text-red-600');
    expect(await client.page.getByRole('heading', { name: 'Your Response' }).count()).toBe(0);
    await screenshot(client.page, 'quotes-client-expired-quote');

    // Another client's quote does not exist for this client.
    const foreign = await newPage(browser, server);
    await signIn(foreign.page, ...CLIENT);
    await foreign.page.goto(`/quote/${quote.id}`);
    await toast(foreign.page, 'Error loading quote');
    await foreign.page.waitForURL((url) => url.pathname === '/dashboard');
    await admin.context.close();
    await client.context.close();
    await foreign.context.close();
  });

  it('an admin saves a quote as a draft, kept from the client, then edits and submits it', async () => {
    const title = 'Board sales dashboard';
    const requestId = await acceptedRequest(CLIENT2[0], title);
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await writeQuote(admin.page, title, [['Dashboard build', '1200']]);
    await admin.page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(admin.page, 'Draft saved');
    const saved = await quoteOf(requestId);
    expect(saved).toMatchObject({ status: 'draft', totalAmount: 120_000, presentedAt: null, sentAt: null });
    const edit = admin.page.getByRole('button', { name: `Edit draft ${saved.quoteNumber}` });
    await expect.poll(() => edit.isVisible()).toBe(true);
    await expect.poll(() => admin.page.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(admin.page);
    await screenshot(admin.page, 'quotes-admin-draft-saved');

    await edit.click();
    await visible(admin.page, `Draft ${saved.quoteNumber}`);
    await admin.page.locator('#milestone-0-amount').fill('1500');
    await expectNoSeriousAxeViolations(admin.page);
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.getByRole('button', { name: 'Save Draft' }).scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'quotes-admin-draft-editing-phone');
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await admin.page.getByRole('button', { name: 'Submit Quote' }).click();
    await toast(admin.page, 'Quote sent to client');
    const sent = await quoteOf(requestId);
    expect(sent).toMatchObject({ id: saved.id, status: 'sent', totalAmount: 150_000 });
    expect(sent.presentedAt).not.toBeNull();
    await admin.context.close();
  });

  it('a lone quote while the invitation window is open: the admin is told when the client will see it', async () => {
    const title = 'Pipeline hygiene sprint';
    const requestId = await acceptedRequest(CLIENT2[0], title, true);
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await writeQuote(admin.page, title, [['Pipeline audit', '900']]);
    await admin.page.getByRole('button', { name: 'Submit Quote' }).click();
    // The presenting rule (min_quotes_before_presenting, 2 by default) keeps it from the client for now.
    await toast(admin.page, 'Quote saved — the client sees quotes once 2 have been sent (1 of 2 so far)');
    await visible(admin.page, /when the invitation window closes/);
    await screenshot(admin.page, 'quotes-admin-lone-quote-saved');
    const quote = await quoteOf(requestId);
    expect(quote.status).toBe('sent');
    expect(quote.presentedAt).toBeNull();
    await admin.context.close();
  });
});
