import { z } from 'zod';
import { isCountryCode } from '../domain/countries';
import { optionalText, purchaseOrderInputSchema } from './project-form-bodies';

/** A client's billing details, printed on invoices issued from then on (issued ones keep their snapshot). */
export const ZBillingDetailsInputSchema = z.object({
  companyName: optionalText(200, 'Company name'),
  address: optionalText(500, 'Billing address'),
  vatNumber: optionalText(40, 'VAT number').refine((value) => value === null || /^[A-Za-z0-9 .-]+$/.test(value), {
    message: 'VAT number: letters, digits, spaces, dots and dashes only.',
  }),
  /** ISO 3166-1 alpha-2; with a company and a VAT number abroad, invoices are reverse-charged. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || isCountryCode(value), { message: 'Billing country: choose a country.' })
    .nullable()
    .default(null),
  /** Also e-mail each e-invoice's UBL XML with its invoice or credit note. */
  ublByEmail: z.boolean().default(false),
});
export type TBillingDetailsInput = z.input<typeof ZBillingDetailsInputSchema>;

export const ZBillingDetailsSchema = z.object({
  companyName: z.string().nullable(),
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
  country: z.string().nullable(),
  ublByEmail: z.boolean(),
  /** An admin allowed this client to fund milestones by bank transfer against an invoice. */
  bankTransferEnabled: z.boolean(),
});
export type TBillingDetails = z.infer<typeof ZBillingDetailsSchema>;

/** The client's purchase-order reference for one project, printed on its invoices (what the form sends, and as stored). */
export const ZPurchaseOrderInputSchema = purchaseOrderInputSchema();
export const ZPurchaseOrderSchema = z.object({ reference: z.string().nullable() });

/** Admin: let a client (by e-mail) pay by bank transfer, or stop it. */
export const ZBankTransferAccessInputSchema = z.object({
  email: z.string().trim().min(1, 'Enter the client’s e-mail address.').max(320),
  enabled: z.boolean(),
});
export const ZBankTransferClientSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
});
export const ZBankTransferClientListSchema = z.object({ clients: z.array(ZBankTransferClientSchema) });
export type TBankTransferClient = z.infer<typeof ZBankTransferClientSchema>;

export { BILLING_API } from '../domain/billing-paths';
