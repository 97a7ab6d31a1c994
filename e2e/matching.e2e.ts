import AxeBuilder from '@axe-core/playwright';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/shared/domain/money';
import {
  customizationRequests,
  customQuotes,
  matchingSnapshots,
  matchInvitations,
  products,
  profiles,
  projects,
} from '../src/server/db/schema';
import { acceptBriefThroughTheProduct } from './support/brief-flow';
import { latestEmail, newPage, screenshot, signIn } from './support/journey';
import { expectFieldError, hasFocus } from './support/keyboard';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;
const CLIENT = ['client@demo.outcome.local', 'Client!Demo2026'] as const;
const CLIENT2 = ['client2@demo.outcome.local', 'Client!Demo2026'] as const;
const EXPERT = ['expert1@demo.outcome.local', 'Expert!Demo2026'] as const;
const EXPERT_NAME = 'Priya Shah';

/** Polls like expect.poll, with room for a loaded machine (two cores shared by several servers). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const visible = (page: Page, text: string | RegExp) =>
  eventually(() => page.getByText(text).first().isVisible()).toBe(true);
const toast = (page: Page, text: string) =>
  eventually(() => page.locator('[data-sonner-toast]', { hasText: text }).first().isVisible()).toBe(true);

async function expectNoAxeViolations(page: Page) {
  // Toasts come and go (axe can catch one mid-fade at reduced contrast): they are checked where they are asserted.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
  ).toEqual([]);
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.email, email));
  return row!.userId;
}

/** The job computes a request's first shortlist once it opens; wait for it. */
async function waitForSnapshot(requestId: string) {
  await eventually(
    async () =>
      (await server.db.select().from(matchingSnapshots).where(eq(matchingSnapshots.requestId, requestId))).length,
  ).toBeGreaterThan(0);
}

/** Admin: Matching → Active Requests → the request's candidates. */
async function openMatching(page: Page, projectTitle: string) {
  await page.goto('/admin/matching');
  // Phone or desktop: the area's own heading (on a phone the navigation is in the closed drawer).
  await eventually(() => page.getByRole('heading', { name: 'Matching', level: 1 }).isVisible()).toBe(true);
  await page.getByRole('link', { name: `Match: ${projectTitle}` }).click();
  await eventually(() => page.getByRole('heading', { name: 'Candidates' }).isVisible()).toBe(true);
}

describe('matching', () => {
  it('a client’s accepted brief has a shortlist; the admin invites; the expert accepts live, quotes above the threshold; admin and client approve; the expert is on the team', async () => {
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
    // Matching inputs came from the brief's interpretation and proposal.
    expect(opened.industry).toMatch(/saas/i);
    expect(opened.requiredSkills).toContain('HubSpot');
    expect(opened.budgetMax).toBe(1_500_000);
    await waitForSnapshot(requestId);
    const expertId = await userIdOf(EXPERT[0]);

    // The expert waits in their area, on the Invitations tab.
    const expert = await newPage(browser, server);
    await signIn(expert.page, ...EXPERT);
    await expert.page.goto('/expert?tab=invitations');
    await eventually(() => expert.page.getByRole('heading', { name: 'Invitations', exact: true }).isVisible()).toBe(
      true,
    );

    // Admin: presenting at one quote (Matching Rules), then the shortlist waiting in Active Requests.
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await admin.page.goto('/admin/matching');
    await admin.page.getByRole('tab', { name: 'Matching Rules' }).click();
    const minQuotes = admin.page.getByLabel('Min quotes before presenting (quotes)');
    await eventually(() => minQuotes.inputValue()).toBe('2');
    await minQuotes.fill('1');
    await admin.page.getByRole('button', { name: 'Save Configuration' }).click();
    await toast(admin.page, 'Configuration updated');

    await openMatching(admin.page, title);
    const candidate = admin.page.getByRole('checkbox', { name: `Select ${EXPERT_NAME}` });
    await eventually(() => candidate.isVisible()).toBe(true);
    expect(await admin.page.getByRole('meter', { name: `Match score for ${EXPERT_NAME}` }).count()).toBe(1);
    await admin.page.getByRole('button', { name: `Show breakdown for ${EXPERT_NAME}` }).click();
    await eventually(() => admin.page.getByRole('meter', { name: `Skills for ${EXPERT_NAME}` }).isVisible()).toBe(true);
    // The breakdown names each requested skill and how the expert has it; the label and its meaning are beside it.
    const evidence = admin.page.getByRole('list', { name: `Requested skills for ${EXPERT_NAME}` });
    await eventually(() => evidence.textContent()).toContain('HubSpot');
    await visible(admin.page, /(Strong|Good|Partial|Weak) match/);
    await visible(admin.page, 'An expert who fits everything the request states is a Strong match.');
    await visible(admin.page, 'they count as far as the expert has the requested skills');
    // The admin's judgement is kept with its reason (and counted on the Performance tab).
    await admin.page.getByRole('button', { name: `Not a fit for ${EXPERT_NAME}` }).click();
    await admin.page.getByLabel('Reason').fill('Rate is near the top of the client’s budget');
    await expectNoAxeViolations(admin.page);
    await admin.page.getByRole('button', { name: 'Mark not a fit' }).click();
    await toast(admin.page, `${EXPERT_NAME} marked not a fit`);
    await visible(admin.page, 'Not a fit: Rate is near the top of the client’s budget');
    await candidate.check();
    await visible(admin.page, /1 of up to 3 selected/);
    await screenshot(admin.page, 'matching-admin-active-request');
    await expectNoAxeViolations(admin.page);
    await admin.page.getByRole('button', { name: 'Send Invitations' }).click();
    await toast(admin.page, 'Sent 1 invitation successfully');
    await eventually(() => admin.page.getByRole('checkbox', { name: `Select ${EXPERT_NAME}` }).count()).toBe(0);

    // The expert sees it arrive live: the bell and the pending list, without reloading; and an e-mail with the link.
    await eventually(() => expert.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).isVisible()).toBe(
      true,
    );
    await eventually(() => expert.page.getByRole('link', { name: title }).isVisible()).toBe(true);
    await visible(expert.page, /\d+h \d+m left/);
    await screenshot(expert.page, 'matching-expert-invitations-tab');
    const [invitation] = await server.db
      .select()
      .from(matchInvitations)
      .where(and(eq(matchInvitations.requestId, requestId), eq(matchInvitations.expertId, expertId)));
    const mail = await latestEmail(server, EXPERT[0]);
    expect(mail?.subject).toBe('New project invitation');
    expect(mail?.text).toContain(`/expert/invitations/${invitation!.id}`);
    await expert.page.getByRole('button', { name: /^Notifications/ }).click();
    await expert.page.getByRole('link', { name: 'New project invitation' }).first().click();
    await expert.page.waitForURL(`**/expert/invitations/${invitation!.id}`);

    // The invitation page: the request, then Accept.
    await eventually(() => expert.page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await visible(expert.page, '£5,000.00 – £15,000.00');
    await visible(expert.page, '1-2 months');
    await visible(expert.page, /Increase qualified leads by 25%/);
    await screenshot(expert.page, 'matching-expert-invitation');
    await expectNoAxeViolations(expert.page);
    const mobile = await newPage(browser, server, { mobile: true });
    await signIn(mobile.page, ...EXPERT);
    await mobile.page.goto(`/expert/invitations/${invitation!.id}`);
    await eventually(() => mobile.page.getByRole('button', { name: 'Accept Invitation' }).isVisible()).toBe(true);
    await screenshot(mobile.page, 'matching-expert-invitation-mobile');
    await mobile.context.close();

    await expert.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await toast(expert.page, 'Invitation accepted');
    await eventually(() => expert.page.getByRole('heading', { name: 'Your Quote' }).isVisible()).toBe(true);

    // The same editor as the admins': £3,000 + £2,500 = £5,500, above the £5,000 threshold.
    await expert.page.getByRole('button', { name: 'Write Quote' }).click();
    await expert.page.getByLabel('Scope description').fill('Configure HubSpot, connect Outlook and train the team.');
    await expert.page.getByLabel('Deliverable 1', { exact: true }).fill('Configured HubSpot pipeline');
    await expert.page.locator('#milestone-0-title').fill('Discovery and setup');
    await expert.page.locator('#milestone-0-amount').fill('3000');
    await expert.page.getByRole('button', { name: 'Add milestone' }).click();
    await expert.page.locator('#milestone-1-title').fill('Migration and training');
    await expert.page.locator('#milestone-1-amount').fill('2500');
    await expert.page.getByLabel('Estimated duration').fill('6 weeks');
    await eventually(() => expert.page.getByTestId('quote-total').textContent()).toBe('£5,500.00');
    await visible(expert.page, /an admin reviews this quote before it is sent to the client/);
    await screenshot(expert.page, 'matching-expert-write-quote');
    await expert.page.getByRole('button', { name: 'Submit Quote' }).click();
    await toast(expert.page, 'Quote submitted for admin review');
    const [quote] = await server.db.select().from(customQuotes).where(eq(customQuotes.requestId, requestId));
    expect(quote).toMatchObject({ status: 'pending_admin_review', expertId, createdBy: expertId });
    await expert.page.goto('/expert?tab=quotes');
    await visible(expert.page, quote!.quoteNumber);
    await visible(expert.page, 'At or above the approval threshold: waiting for admin review.');
    await screenshot(expert.page, 'matching-expert-my-quotes');
    await expectNoAxeViolations(expert.page);

    // The admin approves it for sending.
    await admin.page.goto('/admin/quote-reviews');
    await admin.page.getByRole('button', { name: `Approve ${quote!.quoteNumber}` }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Approve and send' }).click();
    await toast(admin.page, 'Quote approved and sent to client');

    // The client reviews it, sees who will deliver, approves.
    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT);
    await client.page.goto(`/quote/${quote!.id}`);
    await eventually(() => client.page.getByRole('heading', { name: 'Your Expert' }).isVisible()).toBe(true);
    await visible(client.page, EXPERT_NAME);
    await visible(client.page, 'Revenue operations lead: outbound, CRM and proposal automation');
    await client.page.getByRole('button', { name: 'Approve Quote' }).click();
    await toast(client.page, 'Quote Approved!');
    const [project] = await server.db.select().from(projects).where(eq(projects.quoteId, quote!.id));
    await client.page.goto(`/project/${project!.id}`);
    await visible(client.page, EXPERT_NAME);
    await visible(client.page, 'Revenue operations lead: outbound, CRM and proposal automation');
    await visible(client.page, 'Freelancer');

    // The expert finds it under My Projects.
    await expert.page.goto('/expert?tab=projects');
    await eventually(() =>
      expert.page.getByRole('link', { name: new RegExp(project!.title.slice(0, 20)) }).isVisible(),
    ).toBe(true);
    await admin.context.close();
    await client.context.close();
    await expert.context.close();
  });

  it('a pack purchase opens a request; the invited expert accepts and the project goes active with them on it', async () => {
    const [pack] = await server.db.select().from(products).where(eq(products.seedKey, 'hubspot-crm-integration'));
    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT2);
    await client.page.goto(`/product/${pack!.id}`);
    await eventually(() => client.page.getByRole('heading', { name: pack!.title }).isVisible()).toBe(true);
    const [checkout] = await Promise.all([
      client.context.waitForEvent('page'),
      client.page.getByRole('button', { name: 'Buy Outcome Pack' }).click(),
    ]);
    await checkout.waitForLoadState();
    const price = formatMoney(pack!.basePrice, pack!.currency, { alwaysShowMinor: true });
    await checkout.getByRole('button', { name: `Pay ${price}` }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-success');
    await eventually(() => checkout.getByRole('heading', { name: 'Payment Successful' }).isVisible()).toBe(true);
    const [request] = await server.db
      .select()
      .from(customizationRequests)
      .where(eq(customizationRequests.productId, pack!.id))
      .orderBy(desc(customizationRequests.createdAt));
    expect(request!.requiredSkills).toContain('HubSpot');
    await waitForSnapshot(request!.id);
    const projectId = request!.projectId!;
    await client.page.goto(`/project/${projectId}`);
    await visible(client.page, 'We are matching an expert to this project.');

    const expert = await newPage(browser, server);
    await signIn(expert.page, ...EXPERT);
    await expert.page.goto('/expert?tab=invitations');
    await eventually(() => expert.page.getByRole('heading', { name: 'Invitations', exact: true }).isVisible()).toBe(
      true,
    );

    const admin = await newPage(browser, server, { mobile: true });
    await signIn(admin.page, ...ADMIN);
    await openMatching(admin.page, request!.projectTitle);
    await visible(admin.page, 'Pack order');
    await admin.page.getByRole('checkbox', { name: `Select ${EXPERT_NAME}` }).check();
    await screenshot(admin.page, 'matching-admin-active-request-mobile');
    await admin.page.getByRole('button', { name: 'Send Invitations' }).click();
    await toast(admin.page, 'Sent 1 invitation successfully');

    // Live on the expert's list; the page says a pack needs no quote.
    const item = expert.page.getByRole('link', { name: request!.projectTitle });
    await eventually(() => item.isVisible()).toBe(true);
    await item.click();
    await visible(expert.page, /fixed-price outcome pack/);
    await visible(
      expert.page,
      `${formatMoney(pack!.basePrice, pack!.currency, { alwaysShowMinor: true })} (fixed price)`,
    );
    await expert.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await toast(expert.page, 'Invitation accepted');
    await eventually(() =>
      expert.page.getByRole('heading', { name: "You are this project's expert" }).isVisible(),
    ).toBe(true);
    expect(await expert.page.getByRole('button', { name: 'Write Quote' }).count()).toBe(0);

    // The project is active and the client is told who their expert is, live.
    const [active] = await server.db.select().from(projects).where(eq(projects.id, projectId));
    expect(active!.status).toBe('active');
    await client.page.getByRole('button', { name: /^Notifications/ }).click();
    await visible(client.page, 'Your expert is assigned');
    await client.page.keyboard.press('Escape');
    await client.page.reload();
    await visible(client.page, EXPERT_NAME);
    expect(await client.page.getByText('We are matching an expert to this project.').count()).toBe(0);
    await expert.page.getByRole('link', { name: 'Open Project' }).click();
    await expert.page.waitForURL(`**/project/${projectId}`);
    await visible(expert.page, 'Active');
    await admin.context.close();
    await client.context.close();
    await expert.context.close();
  });

  it('Matching Rules: the weights total and its warning, saving still allowed; numbers fall back and stay in range', async () => {
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await admin.page.goto('/admin/matching');
    await admin.page.getByRole('tab', { name: 'Matching Rules' }).click();
    const skills = admin.page.getByLabel('Skills', { exact: true });
    const total = admin.page.getByTestId('weights-total');
    await eventually(() => total.textContent()).toBe('1.00');
    expect(await skills.getAttribute('step')).toBe('0.01');
    expect(await admin.page.getByRole('slider').count()).toBe(8);
    expect(await admin.page.getByText(/^Weights add up to/).count()).toBe(0);

    // Keyboard: two steps up on Skills → 1.02, and the warning.
    await skills.focus();
    await admin.page.keyboard.press('ArrowRight');
    await admin.page.keyboard.press('ArrowRight');
    await eventually(() => total.textContent()).toBe('1.02');
    await visible(admin.page, 'Weights add up to 1.02; they should add up to 1.0 (saving is still allowed)');
    await screenshot(admin.page, 'matching-admin-rules-warning');
    await expectNoAxeViolations(admin.page);

    // A blank shortlist size saves its default (3); an invitation deadline over the range is refused on its field.
    const shortlist = admin.page.getByLabel('Shortlist size (experts)');
    await shortlist.fill('');
    const deadline = admin.page.getByLabel('Invitation deadline (hours)');
    await deadline.fill('500');
    await admin.page.getByRole('button', { name: 'Save Configuration' }).click();
    await expectFieldError(admin.page, deadline, 'Invitation deadline must be a whole number from 1 to 168.');
    expect(await hasFocus(deadline)).toBe(true);
    await deadline.fill('168');
    await admin.page.getByRole('button', { name: 'Save Configuration' }).click();
    await toast(admin.page, 'Configuration updated');
    await eventually(() => shortlist.inputValue()).toBe('3');
    await admin.page.reload();
    await admin.page.getByRole('tab', { name: 'Matching Rules' }).click();
    await eventually(() => admin.page.getByTestId('weights-total').textContent()).toBe('1.02');
    await visible(admin.page, /^Weights add up to/);
    await eventually(() => admin.page.getByLabel('Invitation deadline (hours)').inputValue()).toBe('168');

    const mobile = await newPage(browser, server, { mobile: true });
    await signIn(mobile.page, ...ADMIN);
    await mobile.page.goto('/admin/matching');
    await mobile.page.getByRole('tab', { name: 'Matching Rules' }).click();
    await visible(mobile.page, /^Weights add up to/);
    await screenshot(mobile.page, 'matching-admin-rules-mobile');

    // Back to 1.00: the warning goes.
    await admin.page.getByLabel('Skills', { exact: true }).focus();
    await admin.page.keyboard.press('ArrowLeft');
    await admin.page.keyboard.press('ArrowLeft');
    await eventually(() => admin.page.getByTestId('weights-total').textContent()).toBe('1.00');
    expect(await admin.page.getByText(/^Weights add up to/).count()).toBe(0);
    await admin.page.getByLabel('Invitation deadline (hours)').fill('24');
    await admin.page.getByRole('button', { name: 'Save Configuration' }).click();
    await toast(admin.page, 'Configuration updated');

    // Performance, from the two journeys above.
    await admin.page.getByRole('tab', { name: 'Performance' }).click();
    await eventually(() => admin.page.getByText('Invitation acceptance rate').isVisible()).toBe(true);
    await visible(admin.page, '100%');
    await visible(admin.page, EXPERT_NAME);
    await visible(admin.page, 'Why candidates were not a fit');
    await visible(admin.page, /Rate is near the top of the client’s budget/);
    // Other journeys may have declined invitations on the same server: either sentence, never a bare dash.
    await visible(
      admin.page,
      /^(No invitation declined or expired yet to compare with\.|Against \d+% for those declined or expired\.)$/,
    );
    await screenshot(admin.page, 'matching-admin-performance');
    await expectNoAxeViolations(admin.page);
    await admin.context.close();
    await mobile.context.close();
  });

  it('a warehouse-picking brief reaches a Lean/operations expert: the admin sees where each skill came from and the expert first', async () => {
    const opened = await acceptBriefThroughTheProduct(
      browser,
      server,
      { client: CLIENT2, admin: ADMIN },
      {
        goal: 'Cut the processing time of each order our pickers handle by 20% within 3 months',
        context: '3PL warehouse near Leeds, about 40 staff on two shifts. We use Notion for our SOPs.',
        constraints: 'On site in Leeds two days a week',
      },
    );
    // The skills are the work's, read from the client's words; the tool named in passing is not one of them.
    expect(opened.requiredSkills).toEqual(expect.arrayContaining(['Warehouse Operations', 'Lean']));
    expect(opened.requiredSkills).not.toContain('Notion');

    // Opened straight away: the shortlist arrives on the page by itself when the job finishes.
    const admin = await newPage(browser, server);
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(admin.page, ...ADMIN);
    await openMatching(admin.page, opened.projectTitle);
    await visible(admin.page, 'from the goal: “pickers” → Warehouse Operations, Lean');
    const first = admin.page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first();
    await eventually(() => first.isVisible()).toBe(true);
    expect(await first.getByRole('meter').first().getAttribute('aria-label')).toMatch(
      /^Match score for (Lukas Becker|Michael Okonkwo)$/,
    );
    await eventually(() => first.getByText(/^Strong match$/).isVisible()).toBe(true);
    await visible(admin.page, /top 3 of \d+ ranked shown/);
    await screenshot(admin.page, 'matching-brief-skill-sources');

    // The admin corrects the inputs before computing: a word outside the vocabulary is refused, a skill is added.
    await admin.page.getByRole('button', { name: 'Edit Inputs' }).click();
    const addSkill = admin.page.getByLabel('Add a skill');
    await addSkill.fill('forklift whispering');
    await admin.page.getByRole('button', { name: 'Add Skill' }).click();
    await visible(admin.page, '“forklift whispering” is not a skill matching knows: choose one from the list.');
    await addSkill.fill('value stream map');
    await addSkill.press('Enter');
    await eventually(() => admin.page.getByRole('button', { name: 'Remove Value Stream Mapping' }).isVisible()).toBe(
      true,
    );
    await screenshot(admin.page, 'matching-brief-edit-inputs');
    await admin.page.getByRole('button', { name: 'Save Inputs' }).click();
    await toast(admin.page, 'Matching inputs saved');
    await admin.page.getByRole('button', { name: 'Recompute Matches' }).click();
    await toast(admin.page, 'Matching computed');
    await eventually(() => first.getByRole('meter').first().getAttribute('aria-label')).toMatch(
      /^Match score for (Lukas Becker|Michael Okonkwo)$/,
    );
    const [edited] = await server.db
      .select({ skills: customizationRequests.requiredSkills })
      .from(customizationRequests)
      .where(eq(customizationRequests.id, opened.id));
    expect(edited!.skills).toEqual([...opened.requiredSkills, 'Value Stream Mapping']);

    await signIn(phone.page, ...ADMIN);
    await openMatching(phone.page, opened.projectTitle);
    await visible(phone.page, 'from the goal: “pickers” → Warehouse Operations, Lean');
    await screenshot(phone.page, 'matching-brief-skill-sources-mobile');
    await phone.page.getByRole('button', { name: 'Edit Inputs' }).click();
    await screenshot(phone.page, 'matching-brief-edit-inputs-mobile');
    await admin.context.close();
    await phone.context.close();
  });
});
