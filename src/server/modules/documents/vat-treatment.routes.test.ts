import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { FacturX } from 'factur-x-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, projects } from '../../db/schema';
import { checkoutEvent, sendSandboxWebhook, startCheckout } from '../../test/payments';
import { pdfText } from '../../test/pdf';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../../../shared/domain/admin-activity';
import { setSellerDetails } from '../../test/vat';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
const json = async (url: string, cookie: string): Promise<Doc> => (await get(url, cookie)).json();
const setBilling = (cookie: string, details: Record<string, unknown>) =>
  test.app.inject({
    method: 'PUT',
    url: '/api/account/billing',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { companyName: '', address: '', vatNumber: '', ...details },
  });

/** A client (with these billing details) who paid the first pack through checkout and the payment webhook. */
async function paidPack(billing?: Record<string, unknown>) {
  const client = await signedInUser(test, { fullName: 'Petra Payer' });
  if (billing) expect((await setBilling(client.cookie, billing)).statusCode).toBe(200);
  const { pack, sessionId, order } = await startCheckout(test, client.cookie);
  const preview = await json(
    `/api/documents/vat-preview?amount=${order.amount}&currency=${order.currency}`,
    client.cookie,
  );
  expect(
    (await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'))).statusCode,
  ).toBe(200);
  const list = (await json('/api/documents', client.cookie)).documents as Doc[];
  const invoice = await json(`/api/documents/${list.find((d) => d.kind === 'invoice')!.id}`, client.cookie);
  const receipt = await json(`/api/documents/${list.find((d) => d.kind === 'receipt')!.id}`, client.cookie);
  const [project] = await test.db.select().from(projects).where(eq(projects.orderId, order.id));
  return { client, pack, order, preview, invoice, receipt, project: project! };
}

const ubl = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true });
/** A UBL Invoice or CreditNote read back by fast-xml-parser, which shares nothing with the library that wrote it. */
function readUbl(xml: string) {
  const parsed = ubl.parse(xml) as Doc;
  const root = (parsed.Invoice ?? parsed.CreditNote) as Doc;
  const party = (role: string) => root[role].Party as Doc;
  const subtotal = root.TaxTotal.TaxSubtotal as Doc;
  const amount = (node: Doc) => Number(node['#text']);
  return {
    root: parsed.Invoice ? 'Invoice' : 'CreditNote',
    id: root.ID as string,
    currency: root.DocumentCurrencyCode as string,
    net: amount(root.LegalMonetaryTotal.TaxExclusiveAmount),
    vat: amount(root.TaxTotal.TaxAmount),
    gross: amount(root.LegalMonetaryTotal.TaxInclusiveAmount),
    category: subtotal.TaxCategory.ID as string,
    percent: Number(subtotal.TaxCategory.Percent),
    exemption: (subtotal.TaxCategory.TaxExemptionReason ?? null) as string | null,
    seller: {
      name: party('AccountingSupplierParty').PartyName.Name,
      vat: party('AccountingSupplierParty').PartyTaxScheme?.CompanyID,
    },
    buyer: {
      name: party('AccountingCustomerParty').PartyName.Name,
      vat: party('AccountingCustomerParty').PartyTaxScheme?.CompanyID,
    },
    billingReference: (root.BillingReference?.InvoiceDocumentReference?.ID ?? null) as string | null,
  };
}

const major = (minor: number) => minor / 100;

describe('a seller without a VAT number', () => {
  it('issues a receipt and a plain invoice without VAT, says so before payment, and has no e-invoice', async () => {
    const { client, pack, preview, invoice, receipt } = await paidPack();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      vatTreatment: 'not_registered',
      vatRatePercent: 0,
      vatAmount: 0,
      netAmount: pack.basePrice,
      grossAmount: pack.basePrice,
      vatNote: 'No VAT is charged: the seller is not registered for VAT.',
      eInvoice: false,
      seller: { vatNumber: null },
    });
    expect(receipt).toMatchObject({ vatAmount: 0, vatTreatment: 'not_registered' });
    expect(preview).toMatchObject({ treatment: 'not_registered', vatAmount: 0, text: 'No VAT charged' });
    const text = await pdfText((await get(`/api/documents/${invoice.id}/pdf`, client.cookie)).rawPayload);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('VAT invoice');
    expect(text).toContain('No VAT is charged: the seller is not registered for VAT.');
    expect((await get(`/api/documents/${invoice.id}/ubl`, client.cookie)).statusCode).toBe(404);
  });

  it('a VAT number is refused without the invoice e-mail the e-invoices need', async () => {
    await expect(setSellerDetails(test, { email: '' })).rejects.toThrow(/invoice e-mail/);
  });
});

describe('a VAT-registered seller in the United Kingdom', () => {
  beforeAll(() => setSellerDetails(test));

  it('charges a domestic buyer VAT at the rate, as the preview said, and the UBL e-invoice says the same', async () => {
    const { client, pack, preview, invoice } = await paidPack({
      companyName: 'Żółć Trading 株式会社 — Ωmega',
      vatNumber: 'GB987654321',
      country: 'gb',
    });
    expect(invoice).toMatchObject({
      vatTreatment: 'standard',
      vatRatePercent: 20,
      vatNote: null,
      eInvoice: true,
      seller: { vatNumber: 'GB123456789', country: 'GB', email: 'billing@outcome.test' },
      buyer: { vatNumber: 'GB987654321', country: 'GB' },
    });
    expect(invoice.vatAmount).toBe(Math.round(pack.basePrice / 6));
    expect(preview).toMatchObject({
      treatment: 'standard',
      ratePercent: 20,
      vatAmount: invoice.vatAmount,
      netAmount: invoice.netAmount,
      grossAmount: invoice.grossAmount,
    });
    expect(preview.text).toMatch(/^Includes VAT 20%: £[\d,]+\.\d\d$/);

    const first = await get(`/api/documents/${invoice.id}/ubl`, client.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.xml"`);
    expect((await get(`/api/documents/${invoice.id}/ubl`, client.cookie)).body).toBe(first.body);
    expect(readUbl(first.body)).toEqual({
      root: 'Invoice',
      id: invoice.number,
      currency: 'GBP',
      net: major(invoice.netAmount),
      vat: major(invoice.vatAmount),
      gross: major(invoice.grossAmount),
      category: 'S',
      percent: 20,
      exemption: null,
      seller: { name: 'Outcome Marketplace Ltd', vat: 'GB123456789' },
      buyer: { name: 'Żółć Trading 株式会社 — Ωmega (Petra Payer)', vat: 'GB987654321' },
      billingReference: null,
    });
  });

  it('embeds the Factur-X XML (EN 16931) in the PDF, which factur-x-kit reads back with the ledger totals', async () => {
    const { client, invoice, order } = await paidPack();
    const pdf = (await get(`/api/documents/${invoice.id}/pdf`, client.cookie)).rawPayload;
    const facturX = await FacturX.fromPDF(new Uint8Array(pdf));
    expect(facturX.validate()).toEqual({ valid: true });
    const data = facturX.object as Doc;
    expect(data.profile).toBe('urn:cen.eu:en16931:2017');
    expect(data.document.id).toBe(invoice.number);
    expect(data.totals).toMatchObject({
      netTotal: major(invoice.netAmount),
      taxTotal: [{ amount: major(invoice.vatAmount), currency: 'GBP' }],
      grossTotal: major(order.amount),
    });
    expect(data.totals.taxBreakdown).toEqual([
      expect.objectContaining({
        categoryCode: 'S',
        rateApplicablePercent: 20,
        calculatedAmount: major(invoice.vatAmount),
      }),
    ]);
    expect(data.seller).toMatchObject({ name: 'Outcome Marketplace Ltd', taxIdentification: { vatId: 'GB123456789' } });
    expect(data.buyer.name).toBe('Petra Payer');
  });

  it('invoices an EU business buyer with a VAT number without VAT, with the reverse-charge note, and credits it alike', async () => {
    const { client, pack, preview, invoice, receipt, project } = await paidPack({
      companyName: 'Société Exemple SARL',
      address: '12 rue de la Paix, 75002 Paris',
      vatNumber: 'FR40303265045',
      country: 'FR',
    });
    const note = 'Reverse charge: the customer accounts for VAT (Article 196, Council Directive 2006/112/EC)';
    expect(invoice).toMatchObject({
      vatTreatment: 'reverse_charge',
      vatRatePercent: 0,
      vatAmount: 0,
      netAmount: pack.basePrice,
      vatNote: note,
      eInvoice: true,
    });
    expect(receipt).toMatchObject({ vatAmount: 0, vatTreatment: 'reverse_charge' });
    expect(preview).toMatchObject({ treatment: 'reverse_charge', vatAmount: 0, buyerVatNumber: 'FR40303265045' });
    expect(preview.text).toBe('No VAT: reverse charge (your VAT number FR40303265045)');
    const text = await pdfText((await get(`/api/documents/${invoice.id}/pdf`, client.cookie)).rawPayload);
    expect(text).toContain('VAT invoice');
    expect(text.replace(/\s+/g, ' ')).toContain(note);
    expect(readUbl((await get(`/api/documents/${invoice.id}/ubl`, client.cookie)).body)).toMatchObject({
      vat: 0,
      gross: major(pack.basePrice),
      category: 'AE',
      percent: 0,
      exemption: note,
      buyer: { vat: 'FR40303265045' },
    });

    await test.db.transaction((tx) =>
      test.app.services.escrow.refund(
        { projectId: project.id, milestoneId: null, amount: 1_000, causeId: project.id, description: 'Partial refund' },
        tx,
      ),
    );
    const list = (await json('/api/documents', client.cookie)).documents as Doc[];
    const creditNote = await json(`/api/documents/${list.find((d) => d.kind === 'credit_note')!.id}`, client.cookie);
    expect(creditNote).toMatchObject({ vatTreatment: 'reverse_charge', vatAmount: 0, vatNote: note, eInvoice: true });
    expect(readUbl((await get(`/api/documents/${creditNote.id}/ubl`, client.cookie)).body)).toMatchObject({
      root: 'CreditNote',
      id: creditNote.number,
      net: 10,
      vat: 0,
      gross: 10,
      category: 'AE',
      billingReference: invoice.number,
    });
  });

  it('a buyer abroad without a company pays VAT; the rule switched off charges everyone VAT', async () => {
    const consumer = await signedInUser(test);
    await setBilling(consumer.cookie, { vatNumber: 'DE123456789', country: 'DE' });
    const preview = (cookie: string) => json('/api/documents/vat-preview?amount=120000&currency=gbp', cookie);
    expect(await preview(consumer.cookie)).toMatchObject({
      treatment: 'standard',
      vatAmount: 20_000,
      netAmount: 100_000,
    });
    const business = await signedInUser(test);
    await setBilling(business.cookie, { companyName: 'Beispiel GmbH', vatNumber: 'DE123456789', country: 'DE' });
    expect(await preview(business.cookie)).toMatchObject({ treatment: 'reverse_charge', vatAmount: 0 });
    const rules = await test.app.services.settings.get('vat_rules');
    await test.app.services.settings.update('vat_rules', { ...rules, reverseChargeEnabled: false }, SYSTEM_ACTOR);
    expect(await preview(business.cookie)).toMatchObject({ treatment: 'standard', vatAmount: 20_000 });
    await test.app.services.settings.update('vat_rules', rules, SYSTEM_ACTOR);
    // Signed out: a consumer's price.
    const anonymous = await test.app.inject({
      method: 'GET',
      url: '/api/documents/vat-preview?amount=120000&currency=gbp',
    });
    expect(anonymous.json()).toMatchObject({ treatment: 'standard', text: 'Includes VAT 20%: £200.00' });
  });

  it('an unknown billing country is refused with a message', async () => {
    const client = await signedInUser(test);
    const response = await setBilling(client.cookie, { country: 'XX' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Billing country: choose a country.');
  });

  it('the UBL is for the buyer and admins only, and only of VAT invoices and credit notes', async () => {
    const { invoice, receipt, client } = await paidPack();
    const stranger = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    expect((await get(`/api/documents/${invoice.id}/ubl`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/documents/${receipt.id}/ubl`, client.cookie)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/documents/${invoice.id}/ubl` })).statusCode).toBe(401);
    expect((await get(`/api/documents/${invoice.id}/ubl`, admin.cookie)).statusCode).toBe(200);
  });

  it('a client who asked for UBL by e-mail gets the XML beside the PDFs', async () => {
    const { client, invoice, receipt } = await paidPack({ ublByEmail: true });
    expect((await json('/api/account/billing', client.cookie)).ublByEmail).toBe(true);
    const withAttachments = async () =>
      (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email))).filter(
        (mail) => mail.attachments?.length,
      );
    await expect.poll(async () => (await withAttachments()).length, { timeout: 15_000, interval: 500 }).toBe(1);
    const [mail] = await withAttachments();
    expect(mail!.attachments!.map((attachment) => attachment.filename)).toEqual([
      `${receipt.number}.pdf`,
      `${invoice.number}.pdf`,
      `${invoice.number}.xml`,
    ]);
    const xml = Buffer.from(mail!.attachments![2]!.content, 'base64').toString('utf8');
    expect(readUbl(xml)).toMatchObject({ id: invoice.number, vat: major(invoice.vatAmount) });
  });
});
