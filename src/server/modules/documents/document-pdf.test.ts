import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { TBusinessDocument } from '../../../shared/schemas/documents';
import { pdfInfo, pdfText } from '../../test/pdf';
import { renderDocumentPdf } from './document-pdf';

const party = (name: string) => ({
  name,
  address: '1 Road\nLondon',
  email: 'billing@example.test',
  companyNumber: null,
  vatNumber: null,
  country: 'GB',
});

const document = {
  id: '0f2b4c1e-1111-4222-8333-944445555666',
  kind: 'invoice',
  number: 'INV-2026-000042',
  issuedAt: '2026-03-04T05:06:07.000Z',
  supplyDate: '2026-03-04T05:06:07.000Z',
  projectId: '1f2b4c1e-1111-4222-8333-944445555666',
  orderId: null,
  milestoneId: null,
  buyerId: '2f2b4c1e-1111-4222-8333-944445555666',
  invoiceId: null,
  invoiceNumber: null,
  paymentMethod: 'card',
  providerReference: null,
  purchaseOrderReference: null,
  dueAt: null,
  currency: 'gbp',
  netAmount: 1000,
  vatAmount: 200,
  grossAmount: 1200,
  vatRatePercent: 20,
  vatTreatment: 'standard',
  vatNote: null,
  eInvoice: false,
  seller: { ...party('Outcome Marketplace Ltd'), footer: null, bankDetails: null },
  buyer: party('Żółć Trading 株式会社 — Ωmega'),
  lines: [{ description: 'Pack: 市場調査', quantity: 1, netAmount: 1000, vatAmount: 200, grossAmount: 1200 }],
  note: null,
} as TBusinessDocument;

const render = async (input: TBusinessDocument) => buffer(renderDocumentPdf(input));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('document PDF rendering', () => {
  it('gives the same bytes every time for the same document, dated at its issue and identified by its id', async () => {
    const [first, second] = [await render(document), await render(document)];
    expect(sha256(first)).toBe(sha256(second));
    const info = await pdfInfo(first);
    expect(info).toMatch(/^CreationDate:\s+2026-03-04T05:06:07Z$/m);
    expect(info).toMatch(/^ModDate:\s+2026-03-04T05:06:07Z$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    const raw = first.toString('latin1');
    expect(raw).toContain('<xmp:ModifyDate>2026-03-04T05:06:07Z</xmp:ModifyDate>');
    // Another document (another id) gets another file identifier.
    const other = (await render({ ...document, id: '3f2b4c1e-1111-4222-8333-944445555666' })).toString('latin1');
    const fileId = (pdf: string) => /\/ID \[<([0-9a-f]+)>/.exec(pdf)?.[1];
    expect(fileId(raw)).toMatch(/^[0-9a-f]{32}$/);
    expect(fileId(other)).not.toBe(fileId(raw));
    expect(await pdfText(first)).toContain('Pack: 市場調査');
  });
});
