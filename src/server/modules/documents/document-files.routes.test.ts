import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles, emailOutbox, projects } from '../../db/schema';
import { parseCsv } from '../../test/parse-csv';
import { checkoutEvent, sendSandboxWebhook, startCheckout } from '../../test/payments';
import { pdfFonts, pdfText } from '../../test/pdf';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

const BUYER = 'Żółć Trading 株式会社 — Ωmega';

let test: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Real files: local storage in a folder of this test's own.
  dataDir = await mkdtemp(path.join(tmpdir(), 'document-files-'));
  test = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A client billing as BUYER who bought the first pack through checkout and the payment webhook. */
async function paidByBuyer() {
  const client = await signedInUser(test, { fullName: 'Zofia Nowak' });
  const billing = await test.app.inject({
    method: 'PUT',
    url: '/api/account/billing',
    headers: { cookie: client.cookie, origin: TEST_ORIGIN },
    payload: { companyName: BUYER, address: '1-2-3 Ōtemachi, 千代田区, Tokyo', vatNumber: null },
  });
  expect(billing.statusCode).toBe(200);
  const { pack, sessionId, order } = await startCheckout(test, client.cookie);
  const paid = await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'));
  expect(paid.statusCode).toBe(200);
  const [project] = await test.db.select().from(projects).where(eq(projects.orderId, order.id));
  const documents: { id: string; kind: string; number: string }[] = (await get('/api/documents', client.cookie)).json()
    .documents;
  const invoice = documents.find((document) => document.kind === 'invoice')!;
  const receipt = documents.find((document) => document.kind === 'receipt')!;
  return { client, pack, project: project!, invoice, receipt };
}

const storedRow = async (documentId: string) =>
  (
    await test.db
      .select()
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.format, 'pdf')))
  )[0];

describe('documents as stored records', () => {
  it('prints a buyer named in any script exactly as typed, in fonts embedded in a PDF/A-3b', async () => {
    const { client, invoice } = await paidByBuyer();
    const response = await get(`/api/documents/${invoice.id}/pdf`, client.cookie);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(BUYER);
    expect(text).toContain('千代田区');

    const fonts = await pdfFonts(response.rawPayload);
    expect(fonts.some((line) => line.includes('DejaVuSans'))).toBe(true);
    expect(fonts.some((line) => line.includes('NotoSansJP'))).toBe(true);
    for (const line of fonts) {
      expect(line).not.toMatch(/Helvetica/);
      // The "emb" column, fourth from the end (emb sub uni object-number generation).
      expect(line.trim().split(/\s+/).at(-5), line).toBe('yes');
    }
    // PDF/A-3b: identified in the (uncompressed) XMP, with the sRGB output intent.
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain('/S /GTS_PDFA1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
  });

  it('stores the PDF once after issue; every download and the e-mail serve those bytes, named by their SHA-256', async () => {
    const { client, invoice, receipt } = await paidByBuyer();
    // The job queued with the payment stores both documents without anyone asking for them.
    await expect.poll(async () => Boolean(await storedRow(receipt.id)), { timeout: 15_000, interval: 250 }).toBe(true);
    await expect.poll(async () => Boolean(await storedRow(invoice.id)), { timeout: 15_000, interval: 250 }).toBe(true);
    const recorded = (await storedRow(invoice.id))!;

    const first = await get(`/api/documents/${invoice.id}/pdf`, client.cookie);
    const second = await get(`/api/documents/${invoice.id}/pdf`, client.cookie);
    expect(sha256(first.rawPayload)).toBe(sha256(second.rawPayload));
    expect(sha256(first.rawPayload)).toBe(recorded.checksum);
    expect(first.rawPayload.length).toBe(recorded.sizeBytes);
    expect(first.headers.etag).toBe(`"${recorded.checksum}"`);
    expect(first.headers['repr-digest']).toBe(`sha-256=:${Buffer.from(recorded.checksum, 'hex').toString('base64')}:`);
    expect(Number(first.headers['content-length'])).toBe(recorded.sizeBytes);

    // The file itself, in local storage under the recorded key (named by its hash).
    expect(recorded.storagePath).toBe(`documents/${invoice.id}/${recorded.checksum}.pdf`);
    const onDisk = await readFile(path.join(dataDir, 'storage', 'project-files', recorded.storagePath));
    expect(sha256(onDisk)).toBe(recorded.checksum);

    // The payment's e-mail attaches the same stored bytes (receipt first, then its invoice).
    const mails = async () =>
      (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email))).filter(
        (mail) => mail.attachments?.length,
      );
    await expect.poll(async () => (await mails()).length, { timeout: 15_000, interval: 500 }).toBe(1);
    const [mail] = await mails();
    const attached = mail!.attachments!.map((attachment) => sha256(Buffer.from(attachment.content, 'base64')));
    expect(attached).toEqual([(await storedRow(receipt.id))!.checksum, recorded.checksum]);

    // The record is as permanent as the document: even the schema's owner meets the trigger.
    await expect(
      test.ownerDb.$client.query(`UPDATE document_files SET checksum = repeat('0', 64) WHERE id = $1`, [recorded.id]),
    ).rejects.toThrow(/immutable once stored: UPDATE is not allowed/);
    await expect(test.ownerDb.$client.query(`DELETE FROM document_files WHERE id = $1`, [recorded.id])).rejects.toThrow(
      /immutable once stored: DELETE is not allowed/,
    );
  });

  it('a refund credit note is stored too, and is negative in the register, its CSV and the Money totals', async () => {
    const { client, project, pack } = await paidByBuyer();
    await test.db.transaction((tx) =>
      test.app.services.escrow.refund(
        { projectId: project.id, milestoneId: null, amount: 1_000, causeId: project.id, description: 'Partial refund' },
        tx,
      ),
    );
    const note = (await get('/api/documents', client.cookie))
      .json()
      .documents.find((document: { kind: string }) => document.kind === 'credit_note');
    // The credit note's own document states the amount refunded, as printed.
    expect((await get(`/api/documents/${note.id}`, client.cookie)).json().grossAmount).toBe(1_000);
    // Three first downloads at once, racing the job queued at issue: one file recorded, all serve its bytes.
    const downloads = await Promise.all([1, 2, 3].map(() => get(`/api/documents/${note.id}/pdf`, client.cookie)));
    const recorded = await test.db.select().from(documentFiles).where(eq(documentFiles.documentId, note.id));
    expect(recorded).toHaveLength(1);
    expect(downloads.map((download) => sha256(download.rawPayload))).toEqual(
      [1, 2, 3].map(() => recorded[0]!.checksum),
    );
    expect(await pdfText(downloads[0]!.rawPayload)).toContain(BUYER);

    const admin = await signedInUser(test, { isAdmin: true });
    const page = (await get(`/api/admin/documents?q=${encodeURIComponent(note.number)}`, admin.cookie)).json();
    expect(page.documents).toHaveLength(1);
    expect(page.documents[0].grossAmount).toBe(-1_000);
    expect(page.documents[0].netAmount + page.documents[0].vatAmount).toBe(-1_000);
    expect(page.documents[0].netAmount).toBeLessThan(0);

    const csv = await get(
      `/api/admin/documents/invoice-register.csv?q=${encodeURIComponent(client.email)}`,
      admin.cookie,
    );
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const column = (name: string) => header!.indexOf(name);
    const byKind = (kind: string) => rows.find((row) => row[column('kind')] === kind)!;
    expect(byKind('credit_note')[column('gross')]).toBe('-10.00');
    expect(byKind('credit_note')[column('buyer_name')]).toContain(BUYER);
    // The invoice and its credit note add up to what was sold net of the refund.
    const net = Number(byKind('invoice')[column('gross')]) + Number(byKind('credit_note')[column('gross')]);
    expect(Math.round(net * 100)).toBe(pack.basePrice - 1_000);

    const money = (await get('/api/admin/reconciliation', admin.cookie)).json();
    const credits = money.documentRows.find((row: { label: string }) => row.label.startsWith('Refunds booked'));
    expect(credits).toMatchObject({ ledger: -1_000, documents: -1_000, matches: true });
  });
});
