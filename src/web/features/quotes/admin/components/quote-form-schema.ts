import { z } from 'zod';
import {
  MAX_QUOTE_DELIVERABLES,
  MAX_QUOTE_MILESTONES,
  MAX_QUOTE_VALIDITY_DAYS,
  QUOTE_TEXT_MAX_LENGTH as MAX,
} from '@shared/domain/limits';
import { DEFAULT_QUOTE_VALIDITY_DAYS } from '@shared/domain/quotes';
import type { TAdminQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { toMajorUnits, toMinorUnits } from '@web/lib/format';

const POUNDS = /^\d+(\.\d{1,2})?$/;
const required = (what: string) => z.string().trim().min(1, `Enter ${what}`);

/** What the author types (pounds as text); turned into the API's TQuoteDraft (pence) on submit. */
export const ZQuoteFormSchema = z.object({
  projectTitle: required('a project title').max(MAX.projectTitle),
  scopeDescription: required('the scope').max(MAX.scopeDescription),
  paymentStructure: required('the payment structure').max(MAX.paymentStructure),
  deliverables: z
    .array(z.object({ title: required('a deliverable').max(MAX.deliverableTitle) }))
    .min(1, 'Add at least one deliverable')
    .max(MAX_QUOTE_DELIVERABLES),
  milestones: z
    .array(
      z.object({
        title: required('a milestone title').max(MAX.milestoneTitle),
        description: z.string().max(MAX.milestoneDescription),
        amount: z
          .string()
          .trim()
          .regex(POUNDS, 'Enter pounds, for example 1500 or 1500.50')
          .refine((value) => Number(value) > 0, 'Enter an amount more than £0'),
      }),
    )
    .min(1, 'Add at least one milestone')
    .max(MAX_QUOTE_MILESTONES),
  estimatedDuration: required('the estimated duration').max(MAX.estimatedDuration),
  estimatedStartDate: z.string(),
  validForDays: z.coerce
    .number<string>()
    .int('Enter whole days')
    .min(1, 'Enter at least 1 day')
    .max(MAX_QUOTE_VALIDITY_DAYS, `Enter at most ${MAX_QUOTE_VALIDITY_DAYS} days`),
});
export type TQuoteFormInput = z.input<typeof ZQuoteFormSchema>;
/** What the editor reads of an existing quote: the admin's view, or an expert's own (no client details). */
export type TEditableQuote = Omit<TAdminQuote, 'client'>;
export type TQuoteForm = z.output<typeof ZQuoteFormSchema>;

/** Minor units of a typed amount, or 0 while it is not a valid amount yet (for the running total). */
export const typedMinor = (amount: string, currency: string) =>
  POUNDS.test(amount.trim()) ? toMinorUnits(Number(amount.trim()), currency) : 0;

export function toDraft(form: TQuoteForm, currency: string): TQuoteDraft {
  return {
    projectTitle: form.projectTitle,
    scopeDescription: form.scopeDescription,
    paymentStructure: form.paymentStructure,
    deliverables: form.deliverables,
    milestones: form.milestones.map((milestone) => ({
      title: milestone.title,
      description: milestone.description.trim(),
      amount: typedMinor(milestone.amount, currency),
    })),
    estimatedDuration: form.estimatedDuration,
    estimatedStartDate: form.estimatedStartDate || null,
    validForDays: form.validForDays,
  };
}

export function toForm(quote: TEditableQuote | null, projectTitle: string): TQuoteFormInput {
  if (!quote) {
    return {
      projectTitle,
      scopeDescription: '',
      paymentStructure: 'Milestone-based: each milestone is paid on approval',
      deliverables: [{ title: '' }],
      milestones: [{ title: '', description: '', amount: '' }],
      estimatedDuration: '',
      estimatedStartDate: '',
      validForDays: String(DEFAULT_QUOTE_VALIDITY_DAYS),
    };
  }
  return {
    projectTitle: quote.projectTitle,
    scopeDescription: quote.scopeDescription,
    paymentStructure: quote.paymentStructure,
    deliverables: quote.deliverables,
    milestones: quote.milestones.map((milestone) => ({
      ...milestone,
      amount: String(toMajorUnits(milestone.amount, quote.currency)),
    })),
    estimatedDuration: quote.estimatedDuration,
    estimatedStartDate: quote.estimatedStartDate ?? '',
    validForDays: String(quote.validForDays),
  };
}
