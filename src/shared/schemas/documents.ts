import { z } from 'zod';
import { DOCUMENT_KINDS } from '../domain/documents';

export const ZDocumentPartySchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  companyNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
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
  /** The invoice a receipt or credit note belongs to, by number. */
  invoiceNumber: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  providerReference: z.string().nullable(),
  currency: z.string(),
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
  grossAmount: z.number().int(),
  vatRatePercent: z.number(),
  seller: ZDocumentPartySchema.extend({ footer: z.string().nullable() }),
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
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummarySchema>;
export const ZDocumentListSchema = z.object({ documents: z.array(ZDocumentSummarySchema) });
export type TDocumentList = z.infer<typeof ZDocumentListSchema>;

export const DOCUMENTS_API = {
  mine: '/api/documents',
  one: (id: string) => `/api/documents/${id}`,
  pdf: (id: string) => `/api/documents/${id}/pdf`,
} as const;
