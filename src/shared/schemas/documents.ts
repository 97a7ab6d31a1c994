import { z } from 'zod';
import { DOCUMENT_KINDS } from '../domain/documents';
import { VAT_TREATMENTS } from '../domain/vat';
import { REPORT_SEARCH_MAX_LENGTH } from '../domain/limits';

export const ZDocumentPartySchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  companyNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** ISO 3166-1 alpha-2, when known (documents issued before it was asked for have none). */
  country: z.string().nullable(),
});
export type TDocumentParty = z.infer<typeof ZDocumentPartySchema>;

export const ZDocumentLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
  grossAmount: z.number().int(),
});
export type TDocumentLine = z.infer<typeof ZDocumentLineSchema>;

/** A receipt, VAT invoice or credit note as its buyer (or an admin) reads it. Money in minor units. */
export const ZBusinessDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  supplyDate: z.string(),
  projectId: z.uuid(),
  orderId: z.uuid().nullable(),
  milestoneId: z.uuid().nullable(),
  /** The person it is addressed to: the client who paid, or the expert paid out. */
  buyerId: z.uuid(),
  /** The invoice a receipt or credit note belongs to, by id and number. */
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** A card payment's provider reference, or a bank transfer's payment reference. */
  providerReference: z.string().nullable(),
  purchaseOrderReference: z.string().nullable(),
  /** A bank-transfer invoice's due date. */
  dueAt: z.string().nullable(),
  currency: z.string(),
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
  grossAmount: z.number().int(),
  vatRatePercent: z.number(),
  vatTreatment: z.enum(VAT_TREATMENTS),
  /** What the document says about its VAT, e.g. the reverse-charge note. */
  vatNote: z.string().nullable(),
  /** An EN 16931 e-invoice (UBL) of it can be downloaded: VAT invoices and their credit notes. */
  eInvoice: z.boolean(),
  seller: ZDocumentPartySchema.extend({ footer: z.string().nullable(), bankDetails: z.string().nullable() }),
  buyer: ZDocumentPartySchema,
  lines: z.array(ZDocumentLineSchema),
  note: z.string().nullable(),
});
export type TBusinessDocument = z.infer<typeof ZBusinessDocumentSchema>;

/** The viewer's documents, newest first (a short form for lists and links). */
export const ZDocumentSummarySchema = ZBusinessDocumentSchema.pick({
  id: true,
  kind: true,
  number: true,
  issuedAt: true,
  projectId: true,
  orderId: true,
  milestoneId: true,
  currency: true,
  grossAmount: true,
  vatTreatment: true,
  eInvoice: true,
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummarySchema>;
export const ZDocumentListSchema = z.object({ documents: z.array(ZDocumentSummarySchema) });
export type TDocumentList = z.infer<typeof ZDocumentListSchema>;

export const ZVatPreviewQuerySchema = z.object({
  amount: z.coerce.number().int().min(0).max(1_000_000_000),
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, { message: 'Use a three-letter currency code' }),
});
export type TVatPreviewQuery = z.infer<typeof ZVatPreviewQuerySchema>;

/** The VAT an invoice for this amount would carry, decided as the invoice will be. */
export const ZVatPreviewSchema = z.object({
  treatment: z.enum(VAT_TREATMENTS),
  ratePercent: z.number(),
  currency: z.string(),
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
  grossAmount: z.number().int(),
  buyerVatNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** What to show beside the buy button, e.g. "Includes VAT 20%: £916.67". */
  text: z.string(),
});
export type TVatPreview = z.infer<typeof ZVatPreviewSchema>;

/** The admin Documents register shows this many documents a page. */
export const ADMIN_DOCUMENTS_PAGE_SIZE = 50;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * The admin Documents register's filters (admin only: signed out 401, non-admin 403). `q` matches the number, the
 * buyer's name or e-mail (case-insensitive); `month` (YYYY-MM) is a UTC calendar month of the issue time. Empty
 * strings are treated as absent so a form can send "All"; the CSV export ignores `page`.
 */
export const ZAdminDocumentsQuerySchema = z.object({
  q: optional(z.string().trim().max(REPORT_SEARCH_MAX_LENGTH)),
  kind: optional(z.enum(DOCUMENT_KINDS)),
  month: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month like 2026-11' })),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
});
export type TAdminDocumentsQuery = z.infer<typeof ZAdminDocumentsQuerySchema>;

/** A register row: the summary, who bought (from the document's buyer snapshot) and the VAT split. */
export const ZAdminDocumentSchema = ZDocumentSummarySchema.extend({
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
});
export type TAdminDocument = z.infer<typeof ZAdminDocumentSchema>;

export const ZAdminDocumentPageSchema = z.object({
  documents: z.array(ZAdminDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminDocumentPage = z.infer<typeof ZAdminDocumentPageSchema>;

/** `invoice_register_{YYYY-MM}.csv` for one month's register, else `invoice_register_{YYYY-MM-DD}.csv` (UTC today). */
export function invoiceRegisterFileName(month?: string, at: Date = new Date()): string {
  return `invoice_register_${month ?? at.toISOString().slice(0, 10)}.csv`;
}
