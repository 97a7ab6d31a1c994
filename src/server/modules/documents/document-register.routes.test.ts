import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDocuments, orders, projects } from '../../db/schema';
import { parseCsv } from '../../test/parse-csv';
import { checkoutEvent, firstPack, sendSandboxWebhook } from '../../test/payments';
import { setSellerDetails } from '../../test/vat';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

let buyers = 0;
/** A client who bought the first pack through checkout and the sandbox payment webhook. */
async function paidPack(fullName: string, email: string) {
  const client = await signedInUser(test, { fullName, email });
  const pack = await firstPack(test);
  buyers += 1;
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/payments/create-payment',
    headers: { cookie: client.cookie, origin: TEST_ORIGIN },
    payload: { product_id: pack.id },
    remoteAddress: `198.51.100.${buyers}`,
  });
  expect(response.statusCode).toBe(200);
  const sessionId = new URL(response.json().url as string).pathname.split('/').pop()!;
  const [order] = await test.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const paid = await sendSandboxWebhook(test, checkoutEvent(order!, sessionId, 'checkout.session.completed'));
  expect(paid.statusCode).toBe(200);
  const [project] = await test.db.select().from(projects).where(eq(projects.orderId, order!.id));
  return { client, pack, sessionId, project: project! };
}

/** A document issued in an earlier month, inserted as issuing would store it (documents are insert-only). */
function pastDocument(
  number: string,
  issuedAt: string,
  buyer: { name: string; email: string | null; vatNumber?: string },
  amounts: { net: number; vat: number; gross: number },
) {
  return {
    kind: 'invoice',
    number,
    sourceKey: `test:${randomUUID()}:invoice`,
    issuedAt: new Date(issuedAt),
    supplyDate: new Date(issuedAt),
    buyerId: randomUUID(),
    projectId: randomUUID(),
    currency: 'gbp',
    netAmount: amounts.net,
    vatAmount: amounts.vat,
    grossAmount: amounts.gross,
    vatRatePercent: '20',
    seller: { name: 'Outcome Marketplace Ltd', email: null, address: null, companyNumber: null, vatNumber: null },
    buyer: { address: null, companyNumber: null, vatNumber: null, ...buyer },
    lines: [
      { description: 'Pack', quantity: 1, netAmount: amounts.net, vatAmount: amounts.vat, grossAmount: amounts.gross },
    ],
  };
}

const thisMonth = new Date().toISOString().slice(0, 7);
const year = new Date().getUTCFullYear();
let petra: Awaited<ReturnType<typeof paidPack>>;
let quentin: Awaited<ReturnType<typeof paidPack>>;

beforeAll(async () => {
  test = await createTestApp();
  // VAT invoices need the seller's VAT number.
  await setSellerDetails(test);
  admin = await signedInUser(test, { isAdmin: true });
  petra = await paidPack('Petra Payer', 'petra.payer@example.test');
  quentin = await paidPack('Quentin Quill', 'quentin@quill.example.test');
  // Quentin gets £10.00 back: a credit note against his invoice.
  await test.db.transaction((tx) =>
    test.app.services.escrow.refund(
      {
        projectId: quentin.project.id,
        milestoneId: null,
        amount: 1_000,
        causeId: quentin.project.id,
        description: 'Partial refund agreed',
      },
      tx,
    ),
  );
  await test.db.insert(businessDocuments).values([
    // March 2020's two invoices, and one a millisecond into April (outside March).
    pastDocument(
      'INV-2020-000001',
      '2020-03-01T00:00:00.000Z',
      { name: 'Oldham, Trading Ltd', email: 'accounts@oldham.example.test', vatNumber: 'GB123456789' },
      { net: 102_880, vat: 20_576, gross: 123_456 },
    ),
    pastDocument(
      'INV-2020-000002',
      '2020-03-31T23:59:59.999Z',
      { name: 'Late March Ltd', email: null },
      { net: 1_000, vat: 200, gross: 1_200 },
    ),
    pastDocument(
      'INV-2020-000003',
      '2020-04-01T00:00:00.000Z',
      { name: 'April Fools Ltd', email: null },
      { net: 5, vat: 1, gross: 6 },
    ),
    // January 2019: 55 invoices, more than one page.
    ...Array.from({ length: 55 }, (_, index) =>
      pastDocument(
        `INV-2019-${String(index + 1).padStart(6, '0')}`,
        new Date(Date.UTC(2019, 0, 1 + Math.floor(index / 2), index % 24)).toISOString(),
        { name: `January buyer ${index + 1}`, email: null },
        { net: 100, vat: 20, gross: 120 },
      ),
    ),
  ]);
});
afterAll(() => test?.close());

type Row = { number: string; kind: string; buyerName: string; buyerEmail: string | null; grossAmount: number };
const list = async (query: string) => {
  const response = await get(`/api/admin/documents${query}`, admin.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { documents: Row[]; total: number; page: number; pageSize: number };
};

describe('the admin Documents register', () => {
  it('is for admins only: signed out 401, anyone else 403 (before the query is even read)', async () => {
    const client = petra.client;
    for (const url of [
      '/api/admin/documents',
      '/api/admin/documents/invoice-register.csv',
      '/api/admin/documents?month=not-a-month',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, client.cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/documents?month=2020-13', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/documents?kind=quote', admin.cookie)).statusCode).toBe(400);
    expect((await get(`/api/admin/documents?q=${'x'.repeat(201)}`, admin.cookie)).statusCode).toBe(400);
  });

  it('lists every document newest first, 50 a page, with buyer and VAT split', async () => {
    const first = await list('');
    // 2 payments × (invoice + receipt) + 1 credit note + 3 in 2020 + 55 in 2019.
    expect(first.total).toBe(63);
    expect(first.pageSize).toBe(50);
    expect(first.documents).toHaveLength(50);
    expect(first.documents[0]).toMatchObject({
      kind: 'credit_note',
      number: `CN-${year}-000001`,
      buyerName: 'Quentin Quill',
      buyerEmail: 'quentin@quill.example.test',
      // A credit note counts against sales: negative in the register.
      grossAmount: -1000,
      netAmount: -833,
      vatAmount: -167,
    });
    const second = await list('?page=2');
    expect(second.page).toBe(2);
    expect(second.documents).toHaveLength(13);
    expect(second.documents.at(-1)?.number).toBe('INV-2019-000001');
  });

  it('filters by kind', async () => {
    const notes = await list('?kind=credit_note');
    expect(notes.total).toBe(1);
    expect(notes.documents.map((d) => d.number)).toEqual([`CN-${year}-000001`]);
    const receipts = await list('?kind=receipt');
    expect(receipts.documents.map((d) => d.number)).toEqual([`RCT-${year}-000002`, `RCT-${year}-000001`]);
    // An empty value means "all types".
    expect((await list('?kind=')).total).toBe(63);
  });

  it('filters by UTC month, both ends of the month included and nothing of the next', async () => {
    const march = await list('?month=2020-03');
    expect(march.documents.map((d) => d.number)).toEqual(['INV-2020-000002', 'INV-2020-000001']);
    expect((await list('?month=2020-04')).documents.map((d) => d.number)).toEqual(['INV-2020-000003']);
    expect((await list('?month=2020-05')).total).toBe(0);
    const january = await list('?month=2019-01&page=2');
    expect(january.total).toBe(55);
    expect(january.documents).toHaveLength(5);
    const now = await list(`?month=${thisMonth}&kind=invoice`);
    expect(now.documents.map((d) => d.number)).toEqual([`INV-${year}-000002`, `INV-${year}-000001`]);
  });

  it('searches the number, the buyer name and the buyer e-mail, case-insensitive and trimmed', async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).documents.map((d) => `${d.kind}:${d.buyerName}`);
    expect(await names('  petra PAYER ')).toEqual(['receipt:Petra Payer', 'invoice:Petra Payer']);
    expect(await names('QUILL.EXAMPLE')).toEqual([
      'credit_note:Quentin Quill',
      'receipt:Quentin Quill',
      'invoice:Quentin Quill',
    ]);
    expect(await names('inv-2020-000001')).toEqual(['invoice:Oldham, Trading Ltd']);
    expect(await names('oldham.example')).toEqual(['invoice:Oldham, Trading Ltd']);
    // % and _ are the characters themselves, not wildcards.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    // Search and filters together.
    expect((await list('?q=quentin&kind=invoice')).documents.map((d) => d.number)).toEqual([`INV-${year}-000002`]);
  });
});

describe('the invoice register CSV', () => {
  const csv = async (query: string) => {
    const response = await get(`/api/admin/documents/invoice-register.csv${query}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return { response, rows: parseCsv(response.body.slice(1)) };
  };

  it('has the header and one line per matching invoice, amounts in major units', async () => {
    const { response, rows } = await csv('?month=2020-03&kind=invoice');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoice_register_2020-03.csv"');
    expect(response.body).toContain(
      'number,kind,issued_at,supply_date,buyer_name,buyer_vat_number,currency,net,vat,gross,vat_rate_percent,invoice_number,payment_method,provider_reference\r\n',
    );
    expect(rows).toEqual([
      [
        'number',
        'kind',
        'issued_at',
        'supply_date',
        'buyer_name',
        'buyer_vat_number',
        'currency',
        'net',
        'vat',
        'gross',
        'vat_rate_percent',
        'invoice_number',
        'payment_method',
        'provider_reference',
      ],
      // Oldest first, as issued.
      [
        'INV-2020-000001',
        'invoice',
        '2020-03-01T00:00:00.000Z',
        '2020-03-01',
        'Oldham, Trading Ltd',
        'GB123456789',
        'GBP',
        '1028.80',
        '205.76',
        '1234.56',
        '20',
        '',
        '',
        '',
      ],
      [
        'INV-2020-000002',
        'invoice',
        '2020-03-31T23:59:59.999Z',
        '2020-03-31',
        'Late March Ltd',
        '',
        'GBP',
        '10.00',
        '2.00',
        '12.00',
        '20',
        '',
        '',
        '',
      ],
    ]);
    // The comma in the buyer's name is quoted, not a new column.
    expect(response.body).toContain(',"Oldham, Trading Ltd",GB123456789,GBP,1028.80,205.76,1234.56,20,,,\r\n');
  });

  it('follows kind and search: the credit note names its invoice, the receipt its payment', async () => {
    const [invoice] = (await list('?q=quentin&kind=invoice')).documents;
    const { response, rows } = await csv('?q=QUENTIN');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice_register_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows.slice(1).map((row) => row[1])).toEqual(['invoice', 'receipt', 'credit_note']);
    const note = rows.find((row) => row[1] === 'credit_note')!;
    expect(note.slice(6, 12)).toEqual(['GBP', '-8.33', '-1.67', '-10.00', '20', invoice!.number]);
    const receipt = rows.find((row) => row[1] === 'receipt')!;
    expect(receipt[11]).toBe(invoice!.number);
    expect(receipt.slice(12)).toEqual(['card', quentin.sessionId]);
    // The seed's first pack costs £5,500.00 including 20 % VAT: £916.67 VAT (gross / 6, rounded) and £4,583.33 net.
    expect(quentin.pack.basePrice).toBe(550_000);
    expect(receipt.slice(7, 11)).toEqual(['4583.33', '916.67', '5500.00', '20']);

    const invoices = (await csv(`?kind=invoice&month=${thisMonth}`)).rows;
    expect(invoices.slice(1).map((row) => row[0])).toEqual([`INV-${year}-000001`, `INV-${year}-000002`]);
    expect((await csv('?month=2020-05')).rows).toHaveLength(1);
    expect((await csv('?month=2019-01')).rows).toHaveLength(56);
  });
});
