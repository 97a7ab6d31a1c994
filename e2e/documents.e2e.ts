import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customProjectMilestones, profiles, projectParticipants, projects } from '../src/server/db/schema';
import {
  ARTIFACTS,
  createAccount,
  expectNoSeriousAxeViolations,
  makeVettedExpert,
  newPage,
  screenshot,
  signIn,
  toast,
  visible,
} from './support/journey';
import { expectFieldError, expectFocusOn } from './support/keyboard';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

const run = promisify(execFile);

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'documents-journey-42';

describe('documents journey', () => {
  it('an admin sets the business details; a client funds a milestone, opens its VAT invoice and downloads the PDF (number, VAT and total inside)', async () => {
    // The seller's details come from the admin Settings tab.
    const admin = await createAccount(server, 'Bea Books', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const asAdmin = await newPage(browser, server);
    await signIn(asAdmin.page, admin.email, PASSWORD);
    await asAdmin.page.goto('/admin/settings');
    await asAdmin.page.getByLabel('Legal name').fill('Outcome Marketplace Trading Ltd');
    await asAdmin.page.getByLabel('VAT number').fill('GB123456789');
    await asAdmin.page.getByLabel('Invoice e-mail').fill('billing@outcome.test');
    await asAdmin.page.getByRole('button', { name: 'Save business details' }).click();
    await toast(asAdmin.page, 'Settings saved successfully');
    await asAdmin.context.close();

    const client = await createAccount(server, 'Ines Invoice', PASSWORD);
    const expert = await createAccount(server, 'Dev Delivery', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Finance operations consultant');
    const [project] = await server.db
      .insert(projects)
      .values({
        title: 'Month-end close',
        status: 'active',
        isCustom: true,
        currency: 'gbp',
        totalPrice: 120_000,
        clientId: client.id,
        quoteId: randomUUID(),
      })
      .returning();
    await server.db.insert(projectParticipants).values([
      { projectId: project!.id, userId: client.id, role: 'client' },
      { projectId: project!.id, userId: expert.id, role: 'freelancer' },
    ]);
    await server.db
      .insert(customProjectMilestones)
      .values({ projectId: project!.id, milestoneNumber: 1, title: 'Close checklist', amount: 120_000 });

    const { page, context } = await newPage(browser, server);
    await signIn(page, client.email, PASSWORD);
    await page.goto(`/project/${project!.id}?tab=milestones`);
    // Before paying: the VAT the invoice will carry, from the same decision the invoice is issued with.
    await page.getByText('Includes VAT 20%: £200.00').waitFor();
    await page.getByRole('button', { name: 'Fund milestone' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('button', { name: 'Pay £1,200.00' }).click();
    await page.waitForURL((url) => url.pathname === `/project/${project!.id}`);
    await toast(page, 'Payment successful');

    // The funded milestone links to its receipt and invoice.
    await page.getByRole('link', { name: 'Receipt and invoice' }).click();
    await page.waitForURL((url) => url.pathname === '/documents');
    const rows = page.getByTestId('document-row');
    await expect.poll(() => rows.count()).toBe(2);
    const year = new Date().getUTCFullYear();
    const invoiceRow = rows.filter({ hasText: 'VAT invoice' });
    const number = (await invoiceRow.textContent())!.match(new RegExp(`INV-${year}-\\d{6}`))![0];
    expect(await rows.filter({ hasText: 'Receipt' }).textContent()).toMatch(new RegExp(`RCT-${year}-\\d{6}`));
    await expectNoSeriousAxeViolations(page);

    // The invoice page: £1,200.00 including 20 % VAT = £1,000.00 net + £200.00 VAT.
    // The link names its document, starting with the word it shows.
    await invoiceRow.getByRole('link', { name: `View VAT invoice ${number}` }).click();
    await visible(page, number);
    expect(await page.getByTestId('document-total').textContent()).toBe('£1,200.00');
    await visible(page, 'VAT (20%)');
    await visible(page, '£200.00');
    await visible(page, 'Milestone 1: Close checklist — Month-end close');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'documents-invoice-desktop');

    // The PDF, read back with poppler's pdftotext.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const file = `${ARTIFACTS}/documents-invoice.pdf`;
    await download.saveAs(file);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    expect(text).toContain(number);
    expect(text).toContain('VAT (20%)');
    expect(text).toContain('£200.00');
    expect(text).toContain('£1,200.00');
    expect(text).toContain('Ines Invoice');
    expect(text).toContain('Outcome Marketplace Trading Ltd');
    expect(text).toContain('VAT number GB123456789');
    await run('pdftoppm', ['-png', '-r', '60', '-singlefile', file, `${ARTIFACTS}/documents-invoice-pdf`]);
    // Beside the PDF, the EN 16931 e-invoice as UBL XML.
    const [ubl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'UBL e-invoice' }).click(),
    ]);
    expect(ubl.suggestedFilename()).toBe(`${number}.xml`);
    await context.close();

    // On a phone, the invoice fits the screen.
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, client.email, PASSWORD);
    await phone.page.goto('/documents');
    await expect.poll(() => phone.page.getByTestId('document-row').count()).toBe(2);
    await phone.page
      .getByTestId('document-row')
      .filter({ hasText: 'VAT invoice' })
      .getByRole('link', { name: `View VAT invoice ${number}` })
      .click();
    await visible(phone.page, number);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'documents-invoice-390');
    await phone.context.close();

    // The admin's Money tab: payments booked equal the VAT invoices paid.
    const money = await newPage(browser, server);
    await signIn(money.page, admin.email, PASSWORD);
    await money.page.goto('/admin/money');
    await visible(money.page, 'Ledger against issued documents');
    const invoicesRow = money.page.getByRole('row', { name: /Payments booked \/ VAT invoices paid/ });
    await expect.poll(() => invoicesRow.textContent()).toContain('Matches');

    // The admin's Documents tab lists the invoice by number, with its buyer; on a phone the rows are cards.
    await money.page.goto('/admin/documents');
    const registerRow = money.page.getByTestId('register-row').filter({ hasText: number });
    await expect.poll(() => registerRow.count()).toBe(1);
    expect(await registerRow.textContent()).toContain('Ines Invoice');
    await expectNoSeriousAxeViolations(money.page);
    await screenshot(money.page, 'documents-register-desktop');
    await money.context.close();
    const adminPhone = await newPage(browser, server, { mobile: true });
    await signIn(adminPhone.page, admin.email, PASSWORD);
    await adminPhone.page.goto('/admin/documents');
    await visible(adminPhone.page, number);
    const registerOverflow = await adminPhone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(registerOverflow).toBeLessThanOrEqual(0);
    await screenshot(adminPhone.page, 'documents-register-390');
    await adminPhone.context.close();

    // Another account cannot open it.
    const stranger = await createAccount(server, 'Sam Stranger', PASSWORD);
    const other = await newPage(browser, server);
    await signIn(other.page, stranger.email, PASSWORD);
    await other.page.goto('/documents');
    await visible(other.page, 'No receipts or invoices yet');
    const invoiceUrl = page.url();
    await other.page.goto(new URL(invoiceUrl).pathname);
    await visible(other.page, 'Document not found');
    await other.context.close();
  });

  it('bank transfer: an admin allows it for a client, the client takes the invoice with its reference, an admin marks the money received and the milestone is funded', async () => {
    const admin = await createAccount(server, 'Tara Treasury', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const client = await createAccount(server, 'Eli Enterprise', PASSWORD);
    const expert = await createAccount(server, 'Fay Finance', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Finance transformation lead');
    const [project] = await server.db
      .insert(projects)
      .values({
        title: 'Procurement revamp',
        status: 'active',
        isCustom: true,
        currency: 'gbp',
        totalPrice: 250_000,
        clientId: client.id,
        quoteId: randomUUID(),
      })
      .returning();
    await server.db.insert(projectParticipants).values([
      { projectId: project!.id, userId: client.id, role: 'client' },
      { projectId: project!.id, userId: expert.id, role: 'freelancer' },
    ]);
    await server.db
      .insert(customProjectMilestones)
      .values({ projectId: project!.id, milestoneNumber: 1, title: 'Supplier audit', amount: 250_000 });

    // The admin gives the bank details and allows this client to pay by transfer (Money tab).
    const asAdmin = await newPage(browser, server);
    await signIn(asAdmin.page, admin.email, PASSWORD);
    await asAdmin.page.goto('/admin/settings');
    await asAdmin.page.getByLabel('Bank details for transfers').fill('Sort code 20-00-00, account 55779911');
    await asAdmin.page.getByRole('button', { name: 'Save business details' }).click();
    await toast(asAdmin.page, 'Settings saved successfully');
    await asAdmin.page.goto('/admin/money');
    await asAdmin.page.getByLabel('Client e-mail').fill(client.email);
    await asAdmin.page.getByRole('button', { name: 'Allow bank transfer' }).click();
    await toast(asAdmin.page, `${client.email} may now pay by bank transfer`);
    await visible(asAdmin.page, 'No bank transfers are awaited.');

    // The client adds billing details and a PO reference, then chooses bank transfer.
    const { page, context } = await newPage(browser, server);
    await signIn(page, client.email, PASSWORD);
    await page.goto('/account');
    await page.getByLabel('Company name').fill('Enterprise Holdings plc');
    await page.getByLabel('VAT number').fill('GB987654321');
    await page.getByRole('button', { name: 'Save billing details' }).click();
    await toast(page, 'Billing details saved');
    await page.goto(`/project/${project!.id}?tab=milestones`);
    await page.getByLabel('Purchase-order reference (optional)').fill('PO-2026-118');
    await page.getByRole('button', { name: 'Save PO reference' }).click();
    await toast(page, 'PO reference saved');
    await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/documents/'));
    await visible(page, 'How to pay');
    await visible(page, 'Sort code 20-00-00, account 55779911');
    await visible(page, 'PO-2026-118');
    const instructions = await page.getByRole('region', { name: 'How to pay' }).textContent();
    const reference = instructions!.match(/TS-[2-9A-Z]{5}-[2-9A-Z]{5}/)![0];
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'bank-transfer-invoice-desktop');
    await page.goto(`/project/${project!.id}?tab=milestones`);
    await visible(page, 'Awaiting transfer');
    expect(await page.getByRole('button', { name: 'Fund milestone' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // The admin sees the awaited transfer and marks it received.
    await asAdmin.page.reload();
    await visible(asAdmin.page, reference);
    const markReceived = asAdmin.page.getByRole('button', { name: /^Mark INV-.* received$/ });
    await markReceived.click();
    await visible(asAdmin.page, 'Mark transfer received');
    await expectNoSeriousAxeViolations(asAdmin.page);
    // Emptied fields are said under each and in the summary, focus on the first; Escape gives focus back to the row.
    const dialog = asAdmin.page.getByRole('dialog');
    const amount = dialog.getByLabel('Amount received (GBP)');
    const statementReference = dialog.getByLabel('Reference on the bank statement');
    await amount.fill('');
    await statementReference.fill('');
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expectFieldError(asAdmin.page, amount, 'Enter the amount received as a number, for example 800.00.');
    await expectFieldError(asAdmin.page, statementReference, 'Enter the reference shown on the bank statement.');
    await expectFocusOn(asAdmin.page, amount);
    // An amount other than the invoice's is the server's refusal, said on the amount.
    await amount.fill('1.00');
    await statementReference.fill(reference);
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expectFieldError(asAdmin.page, amount, 'The amount received must equal the invoice total');
    await screenshot(asAdmin.page, 'bank-transfer-received-refused');
    await asAdmin.page.keyboard.press('Escape');
    await expectFocusOn(asAdmin.page, markReceived);
    // Received: the row leaves the list and focus goes to the list's heading.
    await markReceived.click();
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await toast(asAdmin.page, 'Transfer received');
    await visible(asAdmin.page, 'No bank transfers are awaited.');
    await expectFocusOn(asAdmin.page, asAdmin.page.getByRole('heading', { name: 'Awaiting transfer' }));
    const invoicesRow = asAdmin.page.getByRole('row', { name: /Payments booked \/ VAT invoices paid/ });
    await expect.poll(() => invoicesRow.textContent()).toContain('Matches');
    await screenshot(asAdmin.page, 'bank-transfer-money-tab');
    await asAdmin.context.close();

    // The client's milestone is funded, with its receipt beside the invoice.
    await page.reload();
    await visible(page, 'Receipt and invoice');
    await page.getByRole('link', { name: 'Receipt and invoice' }).click();
    const rows = page.getByTestId('document-row');
    await expect.poll(() => rows.count()).toBe(2);
    await context.close();

    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, client.email, PASSWORD);
    await phone.page.goto(`/project/${project!.id}?tab=milestones`);
    await visible(phone.page, 'Supplier audit');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'bank-transfer-milestones-390');
    await phone.context.close();
  });
});
