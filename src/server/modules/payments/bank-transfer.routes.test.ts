import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDocuments,
  customProjectMilestones,
  ledgerTransactions,
  milestonePayments,
  notifications,
} from '../../db/schema';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { activityEntries } from '../../test/admin-activity';
import { customProjectWithMilestones, post } from '../../test/payments';
import { pdfText } from '../../test/pdf';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  // No job workers: these tests run the refund, payout and reminder handlers themselves, so a worker must not win the race.
  test = await createTestApp({ RUN_JOBS: 'false' });
});
afterAll(() => test?.close());

const DAY = 24 * 60 * 60 * 1000;
const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  test.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

async function allowTransfer(email: string) {
  const admin = await signedInUser(test, { isAdmin: true });
  const response = await call('PUT', '/api/admin/bank-transfer/clients', admin.cookie, { email, enabled: true });
  expect(response.statusCode, response.body).toBe(200);
  return admin;
}

const requestTransfer = (projectId: string, milestoneId: string, cookie: string) =>
  post(test, `/api/projects/${projectId}/milestones/${milestoneId}/bank-transfer`, {}, cookie);

const milestoneRow = async (id: string) =>
  (await test.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, id)))[0]!;

describe('billing details and PO reference', () => {
  it('a client saves billing details (validated) and a PO reference; others cannot set it (404)', async () => {
    const { client, projectId } = await customProjectWithMilestones(test);
    expect((await call('GET', '/api/account/billing', client.cookie)).json()).toEqual({
      companyName: null,
      address: null,
      vatNumber: null,
      country: null,
      ublByEmail: false,
      bankTransferEnabled: false,
    });
    const invalid = await call('PUT', '/api/account/billing', client.cookie, {
      companyName: 'Acme',
      address: '',
      vatNumber: 'GB<script>',
    });
    expect(invalid.statusCode).toBe(400);
    const saved = await call('PUT', '/api/account/billing', client.cookie, {
      companyName: '  Acme Analytics Ltd ',
      address: '1 High Street\nLondon',
      vatNumber: 'GB 123 4567 89',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ companyName: 'Acme Analytics Ltd', vatNumber: 'GB 123 4567 89' });

    const stranger = await signedInUser(test);
    const url = `/api/projects/${projectId}/purchase-order`;
    expect((await call('PUT', url, stranger.cookie, { reference: 'PO-1' })).statusCode).toBe(404);
    const po = await call('PUT', url, client.cookie, { reference: 'PO-7781' });
    expect(po.statusCode, po.body).toBe(200);
    const list = await call('GET', `/api/projects/${projectId}/milestones`, client.cookie);
    expect(list.json().purchaseOrderReference).toBe('PO-7781');
  });
});

describe('bank transfer against an invoice', () => {
  it('only clients an admin allowed may choose it; only admins allow it, and it is logged', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test);
    expect((await requestTransfer(projectId, milestones[0]!.id, client.cookie)).statusCode).toBe(403);

    const someone = await signedInUser(test);
    const refused = await call('PUT', '/api/admin/bank-transfer/clients', someone.cookie, {
      email: client.email,
      enabled: true,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await allowTransfer(client.email);
    // Allowing again changes nothing and logs nothing more.
    await call('PUT', '/api/admin/bank-transfer/clients', admin.cookie, { email: client.email, enabled: true });
    expect(await activityEntries(test, 'account.bank_transfer_enabled', client.id)).toHaveLength(1);
    const clients = (await call('GET', '/api/admin/bank-transfer/clients', admin.cookie)).json().clients;
    expect(clients.map((row: { email: string }) => row.email)).toContain(client.email);
    expect((await call('GET', '/api/me', client.cookie)).json().viewer.bankTransferEnabled).toBe(true);
  });

  it('issues the invoice at once (bank details, reference, due in 14 days, buyer and PO), once however often asked', async () => {
    await test.app.services.settings.update(
      'seller_details',
      {
        legalName: 'Outcome Marketplace Ltd',
        address: 'London',
        companyNumber: '01234567',
        vatNumber: 'GB999999973',
        email: 'billing@outcome.test',
        country: 'GB',
        vatRatePercent: 20,
        invoiceFooter: 'Thank you.',
        bankDetails: 'Sort code 12-34-56, account 12345678',
      },
      { userId: null, email: 'system', ip: null },
    );
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [120_000]);
    await allowTransfer(client.email);
    await call('PUT', '/api/account/billing', client.cookie, {
      companyName: 'Acme Analytics Ltd',
      address: '1 High Street, London',
      vatNumber: 'GB123456789',
    });
    await call('PUT', `/api/projects/${projectId}/purchase-order`, client.cookie, { reference: 'PO-5521' });
    const milestoneId = milestones[0]!.id;

    // Five at once: one transfer, one invoice.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestTransfer(projectId, milestoneId, client.cookie)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = new Set(answers.map((answer) => answer.json().invoiceNumber));
    expect(numbers.size).toBe(1);
    const transfer = answers[0]!.json();
    expect(transfer.reference).toMatch(/^TS-[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    expect(transfer.amount).toBe(120_000);
    expect(new Date(transfer.dueAt).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    const rows = await test.db.select().from(milestonePayments).where(eq(milestonePayments.milestoneId, milestoneId));
    expect(rows).toHaveLength(1);
    expect((await milestoneRow(milestoneId)).paymentStatus).toBe('awaiting_transfer');

    const invoice = (await call('GET', `/api/documents/${transfer.invoiceId}`, client.cookie)).json();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      paymentMethod: 'bank_transfer',
      providerReference: transfer.reference,
      purchaseOrderReference: 'PO-5521',
      grossAmount: 120_000,
      vatAmount: 20_000,
      buyer: { vatNumber: 'GB123456789', address: '1 High Street, London' },
      seller: { bankDetails: 'Sort code 12-34-56, account 12345678' },
    });
    expect(invoice.buyer.name).toContain('Acme Analytics Ltd');
    const pdf = await call('GET', `/api/documents/${transfer.invoiceId}/pdf`, client.cookie);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('How to pay');
    expect(text).toContain(transfer.reference);
    expect(text).toContain('Sort code 12-34-56, account 12345678');
    expect(text).toContain('PO-5521');

    // A card checkout for the same milestone is refused while the transfer is awaited.
    const card = await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, client.cookie);
    expect(card.statusCode).toBe(409);
    // Nobody else sees the invoice.
    const stranger = await signedInUser(test);
    expect((await call('GET', `/api/documents/${transfer.invoiceId}`, stranger.cookie)).statusCode).toBe(404);
    // Awaited invoices are not counted as paid in the Money tab, so it still reconciles.
    const admin = await signedInUser(test, { isAdmin: true });
    const money = (await call('GET', '/api/admin/reconciliation', admin.cookie)).json();
    for (const row of money.documentRows) expect(row.matches, row.label).toBe(true);
  });

  it('an admin marks it received: funded into escrow exactly once, with its receipt and one activity entry', async () => {
    const { client, expert, projectId, milestones } = await customProjectWithMilestones(test, [80_000]);
    const admin = await allowTransfer(client.email);
    const milestoneId = milestones[0]!.id;
    const transfer = (await requestTransfer(projectId, milestoneId, client.cookie)).json();

    const awaited = (await call('GET', '/api/admin/bank-transfers', admin.cookie)).json().transfers;
    expect(awaited.find((row: { paymentId: string }) => row.paymentId === transfer.paymentId)).toMatchObject({
      invoiceNumber: transfer.invoiceNumber,
      clientEmail: client.email,
      overdue: false,
    });
    const url = `/api/admin/bank-transfers/${transfer.paymentId}/received`;
    const body = { amount: 80_000, receivedOn: '2026-11-20', bankReference: transfer.reference };
    expect((await post(test, url, body, client.cookie)).statusCode).toBe(403);
    const short = await post(test, url, { ...body, amount: 79_999 }, admin.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('£800.00');
    expect((await post(test, url, { ...body, receivedOn: 'yesterday' }, admin.cookie)).statusCode).toBe(400);

    const [first, second] = await Promise.all([
      post(test, url, body, admin.cookie),
      post(test, url, body, admin.cookie),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);

    const milestone = await milestoneRow(milestoneId);
    expect(milestone.paymentStatus).toBe('succeeded');
    expect(milestone.status).toBe('in_progress');
    const fundings = await test.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'escrow_funding'), eq(ledgerTransactions.causeId, milestoneId)));
    expect(fundings).toHaveLength(1);
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
    const documents = await test.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.milestoneId, milestoneId))
      .orderBy(businessDocuments.kind);
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'receipt']);
    expect(documents[1]).toMatchObject({ paymentMethod: 'bank_transfer', invoiceId: documents[0]!.id });
    expect(documents[1]!.supplyDate.toISOString().slice(0, 10)).toBe('2026-11-20');
    const entries = await activityEntries(test, 'payment.transfer_received', milestoneId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ amount: 80_000, receivedOn: '2026-11-20' });
    // The expert can start; the client is told.
    const told = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'milestone_funded')));
    expect(told).toHaveLength(1);
    const receivedNote = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'payment_confirmed')));
    expect(receivedNote).toHaveLength(1);
    const after = (await call('GET', '/api/admin/bank-transfers', admin.cookie)).json().transfers;
    expect(after.some((row: { paymentId: string }) => row.paymentId === transfer.paymentId)).toBe(false);
    const money = (await call('GET', '/api/admin/reconciliation', admin.cookie)).json();
    for (const row of money.documentRows) expect(row.matches, row.label).toBe(true);
  });

  it('a transfer still awaited after 14 days reminds the client and the admins, once', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [30_000]);
    await allowTransfer(client.email);
    const transfer = (await requestTransfer(projectId, milestones[0]!.id, client.cookie)).json();
    const reminders = test.app.services.payments.bankTransfers;
    expect(await reminders.remindOverdue()).toBe(0);
    await test.db
      .update(milestonePayments)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(milestonePayments.id, transfer.paymentId));
    expect(await reminders.remindOverdue()).toBe(1);
    expect(await reminders.remindOverdue()).toBe(0);
    const overdue = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'bank_transfer_overdue')));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.message).toContain(transfer.reference);
  });
});
