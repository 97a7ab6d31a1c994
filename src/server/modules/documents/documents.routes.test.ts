import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDocuments, emailOutbox, orders, projects } from '../../db/schema';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { checkoutEvent, firstPack, sendSandboxWebhook } from '../../test/payments';
import { pdfText } from '../../test/pdf';
import { setSellerDetails } from '../../test/vat';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  // VAT invoices need the seller's VAT number (vat-treatment.routes.test.ts covers a seller without one).
  await setSellerDetails(test);
});
afterAll(() => test?.close());

const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });

let buyers = 0;
/** Starts a pack checkout from its own address (checkout is rate limited per address, as for real clients). */
async function startCheckout(cookie: string) {
  const pack = await firstPack(test);
  buyers += 1;
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/payments/create-payment',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { product_id: pack.id },
    remoteAddress: `198.51.100.${buyers}`,
  });
  expect(response.statusCode).toBe(200);
  const sessionId = new URL(response.json().url as string).pathname.split('/').pop()!;
  const [order] = await test.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return { pack, sessionId, order: order! };
}

/** A client who bought the first pack through checkout and the payment webhook. */
async function paidPack() {
  const client = await signedInUser(test, { fullName: 'Petra Payer' });
  const { pack, sessionId, order } = await startCheckout(client.cookie);
  expect(
    (await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'))).statusCode,
  ).toBe(200);
  const [project] = await test.db.select().from(projects).where(eq(projects.orderId, order.id));
  return { client, pack, order, sessionId, project: project! };
}

const year = new Date().getUTCFullYear();

describe('receipts and VAT invoices', () => {
  it('a paid pack gets one VAT invoice and one receipt (VAT included in the price), however often the webhook comes', async () => {
    const { client, pack, order, sessionId } = await paidPack();
    // The webhook again: nothing new is issued.
    await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'));
    const list = (await get('/api/documents', client.cookie)).json().documents;
    expect(list.map((d: { kind: string }) => d.kind).sort()).toEqual(['invoice', 'receipt']);
    const invoiceId = list.find((d: { kind: string }) => d.kind === 'invoice').id;
    const invoice = (await get(`/api/documents/${invoiceId}`, client.cookie)).json();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(new RegExp(`^INV-${year}-\\d{6}$`)),
      orderId: order.id,
      currency: 'gbp',
      grossAmount: pack.basePrice,
      vatRatePercent: 20,
      buyer: { name: 'Petra Payer', email: client.email },
      seller: { name: 'Outcome Marketplace Ltd' },
    });
    // 20 % VAT inside the price: VAT = gross / 6, rounded half up; net + VAT = gross.
    expect(invoice.vatAmount).toBe(Math.round(pack.basePrice / 6));
    expect(invoice.netAmount + invoice.vatAmount).toBe(pack.basePrice);
    const receipt = (
      await get(`/api/documents/${list.find((d: { kind: string }) => d.kind === 'receipt').id}`, client.cookie)
    ).json();
    expect(receipt).toMatchObject({
      number: expect.stringMatching(new RegExp(`^RCT-${year}-\\d{6}$`)),
      invoiceNumber: invoice.number,
      paymentMethod: 'card',
      providerReference: sessionId,
      grossAmount: pack.basePrice,
    });
    // One e-mail for the payment, the receipt and the invoice attached as PDFs (no second e-mail for the invoice).
    const withDocuments = async () =>
      (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email))).filter(
        (mail) => mail.attachments?.length,
      );
    await expect.poll(async () => (await withDocuments()).length, { timeout: 15_000, interval: 500 }).toBe(1);
    const [mail] = await withDocuments();
    expect(mail!.attachments!.map((attachment) => attachment.filename)).toEqual([
      `${receipt.number}.pdf`,
      `${invoice.number}.pdf`,
    ]);
    expect(Buffer.from(mail!.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(Buffer.from(mail!.attachments![1]!.content, 'base64'))).toContain(invoice.number);
  });

  it('the invoice PDF holds its number, the VAT and the total (read back with pdftotext)', async () => {
    const { client } = await paidPack();
    const invoice = (await get('/api/documents', client.cookie))
      .json()
      .documents.find((d: { kind: string }) => d.kind === 'invoice');
    const details = (await get(`/api/documents/${invoice.id}`, client.cookie)).json();
    const response = await get(`/api/documents/${invoice.id}/pdf`, client.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${details.number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    const pounds = (minor: number) => `£${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    expect(text).toContain('VAT invoice');
    expect(text).toContain(details.number);
    expect(text).toContain('VAT (20%)');
    expect(text).toContain(pounds(details.vatAmount));
    expect(text).toContain(pounds(details.grossAmount));
    expect(text).toContain('Petra Payer');
  });

  it('only the buyer and admins can read a document: everyone else gets 404', async () => {
    const { client } = await paidPack();
    const [document] = (await get('/api/documents', client.cookie)).json().documents;
    const stranger = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    expect((await get(`/api/documents/${document.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/documents/${document.id}/pdf`, stranger.cookie)).statusCode).toBe(404);
    expect((await get('/api/documents', stranger.cookie)).json().documents).toEqual([]);
    expect((await test.app.inject({ method: 'GET', url: `/api/documents/${document.id}` })).statusCode).toBe(401);
    expect((await get(`/api/documents/${document.id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('numbers each series without gaps or repeats under 20 concurrent payments', async () => {
    const checkouts = [];
    for (let i = 0; i < 20; i++) {
      const client = await signedInUser(test);
      checkouts.push(await startCheckout(client.cookie));
    }
    const before = await test.db.select({ number: businessDocuments.number }).from(businessDocuments);
    const results = await Promise.all(
      checkouts.map(({ order, sessionId }) =>
        sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed')),
      ),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    const rows = await test.db.select().from(businessDocuments);
    for (const series of ['INV', 'RCT']) {
      const sequence = rows
        .filter((row) => row.number.startsWith(`${series}-${year}-`))
        .map((row) => Number(row.number.slice(-6)))
        .sort((a, b) => a - b);
      expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, index) => index + 1));
    }
    expect(rows.length - before.length).toBe(40);
  });

  it('a refund issues one credit note against the invoice, and documents cannot be changed or deleted', async () => {
    const { client, project, pack } = await paidPack();
    const refund = () =>
      test.db.transaction((tx) =>
        test.app.services.escrow.refund(
          {
            projectId: project.id,
            milestoneId: null,
            amount: 1_000,
            causeId: project.id,
            description: 'Partial refund agreed',
          },
          tx,
        ),
      );
    await refund();
    await refund();
    const documents = (await get('/api/documents', client.cookie)).json().documents;
    const notes = documents.filter((d: { kind: string }) => d.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const note = (await get(`/api/documents/${notes[0].id}`, client.cookie)).json();
    const invoice = documents.find((d: { kind: string }) => d.kind === 'invoice');
    expect(note).toMatchObject({
      number: expect.stringMatching(new RegExp(`^CN-${year}-\\d{6}$`)),
      invoiceNumber: invoice.number,
      grossAmount: 1_000,
      vatAmount: 167,
      netAmount: 833,
      note: 'Partial refund agreed',
    });
    expect(pack.basePrice).toBeGreaterThan(1_000);

    // Even the schema's owner meets the trigger (the app's role lacks the right altogether: database-roles.test.ts).
    const client_ = test.ownerDb.$client;
    await expect(
      client_.query(`UPDATE business_documents SET gross_amount = 1 WHERE id = $1`, [note.id]),
    ).rejects.toThrow(/immutable once issued: UPDATE is not allowed/);
    await expect(client_.query(`DELETE FROM business_documents WHERE id = $1`, [note.id])).rejects.toThrow(
      /immutable once issued: DELETE is not allowed/,
    );
  });
});
