import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailOutbox, meetings, projectMessages, projectParticipants, projects } from '../src/server/db/schema';
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
import { startJourneys } from './support/environment';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'meetings-journey-42';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** `datetime-local` value for a day from now at the given hour (the browser's and this process's local time). */
function tomorrowAt(hour: number): { input: string; date: Date } {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    input: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`,
    date,
  };
}
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

async function openMeetings(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}?tab=meetings`);
  await eventually(() => page.getByRole('tab', { name: 'Meetings', selected: true }).isVisible()).toBe(true);
}

describe('project meetings', () => {
  it('a Jitsi and a manual meeting: validation, status, copy link, the .ics, invitations; a manual meeting from the chat is announced there', async () => {
    const client = await createAccount(server, 'Mia Client', PASSWORD);
    const expert = await createAccount(server, 'Max Expert', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Operations consultant');

    const asClient = await newPage(browser, server);
    const page = asClient.page;
    await signIn(page, client.email, PASSWORD);
    const { projectId } = await buyCheapestPack(server, asClient.context, page);
    await server.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
    await server.db.insert(projectParticipants).values({ projectId, userId: expert.id, role: 'freelancer' });

    await openMeetings(page, projectId);
    await visible(page, 'No upcoming meetings found. Create a meeting first!');

    // Jitsi: title required (the spec's text), then a room on the public Jitsi host.
    await page.getByRole('button', { name: 'New Meeting' }).click();
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    await visible(page, 'Please enter a meeting title');
    await page.getByLabel('Title').fill('Kick-off call');
    const start = tomorrowAt(10);
    const end = tomorrowAt(11);
    await page.getByLabel('Start (optional)').fill(start.input);
    await page.getByLabel('End (optional)').fill(end.input);
    // Recording is on by default in the admin settings (default-on off): the option shows with the privacy note.
    const consent = page.getByRole('checkbox', { name: /Record this meeting/ });
    expect(await consent.isChecked()).toBe(false);
    await visible(page, 'Recording requires consent. Participants are notified.');
    await consent.check();
    await screenshot(page, 'meetings-form-desktop');
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    await toast(page, 'Meeting created: Kick-off call');
    const jitsi = card(page, 'Kick-off call');
    await eventually(() => jitsi.isVisible()).toBe(true);
    const joinUrl = (await jitsi.getByRole('link', { name: /^https:/ }).getAttribute('href'))!;
    expect(joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/TeamSmith-KickOffCall-[a-z2-7]{26}$/);
    expect(await jitsi.getByText('Upcoming', { exact: true }).isVisible()).toBe(true);
    // Recorded with consent: the privacy note is shown to participants on the meeting card.
    expect(await jitsi.getByText('Recording requires consent. Participants are notified.').isVisible()).toBe(true);

    // Manual: a URL is required (the spec's text); without times it is Scheduled.
    await page.getByRole('button', { name: 'New Meeting' }).click();
    await page.getByLabel('Provider').selectOption('manual');
    await page.getByLabel('Title').fill('Design review');
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    await visible(page, 'Please enter a meeting URL');
    await page.getByLabel('Meeting URL').fill('https://whereby.example.test/design-review');
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    const manual = card(page, 'Design review');
    await eventually(() => manual.isVisible()).toBe(true);
    expect(await manual.getByText('Scheduled', { exact: true }).isVisible()).toBe(true);
    expect(await manual.getByText('Recording requires consent. Participants are notified.').count()).toBe(0);
    // A meeting without times has nothing to put in a calendar.
    expect(await manual.getByRole('button', { name: /Add .* to calendar/ }).count()).toBe(0);

    // Copy link: the join link lands on the clipboard.
    await asClient.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await jitsi.getByRole('button', { name: 'Copy link of Kick-off call' }).click();
    await toast(page, 'Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinUrl);

    // Add to calendar: the .ics download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      jitsi.getByRole('button', { name: 'Add Kick-off call to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Kick-off-call.ics');
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('\r\nSUMMARY:Kick-off call\r\n');
    expect(ics).toContain(`\r\nURL:${joinUrl}\r\n`);
    expect(ics).toContain(`\r\nDTSTART:${icsTime(start.date)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${icsTime(end.date)}\r\n`);
    expect(ics).toContain(`ORGANIZER;CN="Mia Client":mailto:${client.email}`);
    // A download is a copy for one's own calendar (RFC 5546 PUBLISH): no attendee to reply.
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).not.toContain('ATTENDEE');

    // The expert was invited by e-mail with the calendar file attached.
    const invitations = await server.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, expert.email), eq(emailOutbox.subject, 'Meeting scheduled: Kick-off call')));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.attachments![0]!.filename).toBe('Kick-off-call.ics');
    // The invitation asks the expert to reply (RFC 5546 REQUEST, the expert an ATTENDEE).
    const invitation = invitations[0]!.attachments![0]!.content.replace(/\r\n /g, '');
    expect(invitation).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(invitation).toContain(`mailto:${expert.email}`);
    expect(invitations[0]!.text).toContain(`/project/${projectId}?tab=meetings`);

    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'meetings-desktop');

    // Reschedule (the organizer): the dialog checks the new time, then the attendee gets the update.
    await jitsi.getByRole('button', { name: 'Reschedule Kick-off call' }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Reschedule Kick-off call' });
    await moveDialog.getByLabel('New end').fill(start.input);
    await moveDialog.getByRole('button', { name: 'Reschedule meeting' }).click();
    await eventually(() => moveDialog.getByTestId('error-summary').textContent()).toContain(
      'The meeting must end after it starts',
    );
    await screenshot(page, 'meetings-reschedule-desktop');
    const later = tomorrowAt(14);
    await moveDialog.getByLabel('New start').fill(later.input);
    await moveDialog.getByLabel('New end').fill(tomorrowAt(15).input);
    await moveDialog.getByRole('button', { name: 'Reschedule meeting' }).click();
    await toast(page, 'Meeting rescheduled: Kick-off call');
    // Focus is back on the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Reschedule Kick-off call',
    );
    const [update] = await server.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, expert.email), eq(emailOutbox.subject, 'Meeting rescheduled: Kick-off call')));
    const updated = update!.attachments![0]!.content.replace(/\r\n /g, '');
    expect(updated).toContain('\r\nSEQUENCE:1\r\n');
    expect(updated).toContain(`\r\nDTSTART:${icsTime(later.date)}\r\n`);

    // Cancel (confirmed): the card goes, focus goes to the list's heading, the attendee gets a CANCEL.
    await manual.getByRole('button', { name: 'Cancel meeting Design review' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel Design review?' })
      .getByRole('button', { name: 'Cancel meeting' })
      .click();
    await toast(page, 'Meeting cancelled: Design review');
    await eventually(() => manual.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Project meetings');

    // The chat's manual meeting: title and link required, then announced in the chat.
    await page.goto(`/project/${projectId}?tab=chat`);
    await eventually(() => page.getByRole('heading', { name: 'Project Chat' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a meeting' });
    await dialog.getByRole('button', { name: 'Create meeting' }).click();
    await eventually(() => dialog.getByTestId('error-summary').textContent()).toContain(
      'Please fill in the required fields',
    );
    // Said under the field too, which names it as its description.
    const titleError = await dialog.getByLabel('Title').getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${titleError}"]`).textContent()).toBe('Please fill in the required fields');
    await dialog.getByLabel('Title').fill('Sprint sync');
    await dialog.getByLabel('Meeting link').fill('https://zoom.us/j/5551234');
    // Recording is asked here too, with the privacy note, and the answer is kept.
    await dialog.getByRole('checkbox', { name: /Record this meeting/ }).check();
    expect(await dialog.getByText('Recording requires consent. Participants are notified.').isVisible()).toBe(true);
    await screenshot(page, 'meetings-chat-dialog-desktop');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create meeting' }).click();
    await toast(page, 'Meeting created: Sprint sync');
    const chatLog = page.getByRole('log', { name: 'Chat messages' });
    await eventually(() =>
      chatLog
        .getByText(/Sprint sync/)
        .first()
        .isVisible(),
    ).toBe(true);
    const [announcement] = await server.db
      .select()
      .from(projectMessages)
      .where(and(eq(projectMessages.projectId, projectId), eq(projectMessages.kind, 'meeting_announcement')));
    expect(announcement!.message).toContain('https://zoom.us/j/5551234');
    const [sprintSync] = await server.db.select().from(meetings).where(eq(meetings.title, 'Sprint sync'));
    expect(sprintSync!.recordingConsent).toBe(true);
    await screenshot(page, 'meetings-chat-announcement-desktop');

    // On a 390 px phone, as the expert: every meeting is there, nothing overflows sideways, no serious axe finding.
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, expert.email, PASSWORD);
    await openMeetings(phone.page, projectId);
    for (const title of ['Kick-off call', 'Sprint sync'])
      await eventually(() => card(phone.page, title).isVisible()).toBe(true);
    // Not the expert's meetings: they may not move or cancel them.
    expect(await phone.page.getByRole('button', { name: /^Reschedule / }).count()).toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(phone.page);
    await screenshot(phone.page, 'meetings-phone');
    await phone.page.getByRole('button', { name: 'New Meeting' }).click();
    await phone.page.getByLabel('Provider').selectOption('google_meet');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'meetings-form-phone');

    // The organizer's actions and the reschedule dialog at 390 px.
    const clientPhone = await newPage(browser, server, { mobile: true });
    await signIn(clientPhone.page, client.email, PASSWORD);
    await openMeetings(clientPhone.page, projectId);
    await card(clientPhone.page, 'Kick-off call').getByRole('button', { name: 'Reschedule Kick-off call' }).click();
    await eventually(() => clientPhone.page.getByRole('dialog').isVisible()).toBe(true);
    expect(await clientPhone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(clientPhone.page, 'meetings-reschedule-phone');
    await clientPhone.context.close();

    await phone.context.close();
    await asClient.context.close();
  });
});
