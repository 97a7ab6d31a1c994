import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import {
  MAX_QUOTE_DELIVERABLES,
  MAX_QUOTE_MILESTONES,
  MAX_QUOTE_VALIDITY_DAYS,
  QUOTE_TEXT_MAX_LENGTH as MAX,
} from '@shared/domain/limits';
import { DEFAULT_QUOTE_VALIDITY_DAYS, sumMilestones } from '@shared/domain/quotes';
import type { TAdminQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { formatExactMoney, toMajorUnits, toMinorUnits } from '@web/lib/format';

const POUNDS = /^\d+(\.\d{1,2})?$/;
const required = (what: string) => z.string().trim().min(1, `Enter ${what}`);

/** The form's fields by name: the summary lists their problems in this order and links to these ids. */
const FIELD_IDS = {
  projectTitle: 'quote-title',
  scopeDescription: 'quote-scope',
  paymentStructure: 'quote-payment',
  estimatedDuration: 'quote-duration',
  validForDays: 'quote-validity',
} as const;

/** What the author types (pounds as text); turned into the API's TQuoteDraft (pence) on submit. */
const ZQuoteFormSchema = z.object({
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
          .refine((value) => Number(value) > 0, 'More than £0'),
      }),
    )
    .min(1, 'Add at least one milestone')
    .max(MAX_QUOTE_MILESTONES),
  estimatedDuration: required('the estimated duration').max(MAX.estimatedDuration),
  estimatedStartDate: z.string(),
  validForDays: z.coerce
    .number<string>()
    .int('Whole days')
    .min(1, 'At least 1 day')
    .max(MAX_QUOTE_VALIDITY_DAYS, `At most ${MAX_QUOTE_VALIDITY_DAYS} days`),
});
type TQuoteFormInput = z.input<typeof ZQuoteFormSchema>;
/** What the editor reads of an existing quote: the admin's view, or an expert's own (no client details). */
export type TEditableQuote = Omit<TAdminQuote, 'client'>;
type TQuoteForm = z.output<typeof ZQuoteFormSchema>;

/** Minor units of a typed amount, or 0 while it is not a valid amount yet (for the running total). */
const typedMinor = (amount: string, currency: string) =>
  POUNDS.test(amount.trim()) ? toMinorUnits(Number(amount.trim()), currency) : 0;

function toDraft(form: TQuoteForm, currency: string): TQuoteDraft {
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

function toForm(quote: TEditableQuote | null, projectTitle: string): TQuoteFormInput {
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

/**
 * Writes a new quote (or saves it as a draft first), edits a draft, or revises a quote. The total is the sum of the milestones, shown as the author types, with a note
 * when it reaches the approval threshold (the quote then waits in Quote Reviews).
 */
export function QuoteEditor({
  quote,
  projectTitle,
  approvalThreshold,
  saving,
  onSubmit,
  onSaveDraft,
  onCancel,
  author = 'admin',
}: {
  /** null to write a new quote. */
  quote: TEditableQuote | null;
  projectTitle: string;
  approvalThreshold: number;
  saving: boolean;
  onSubmit: (draft: TQuoteDraft) => void;
  /** Offers Save as Draft (a new quote, or a draft being edited): kept from the client until it is submitted. */
  onSaveDraft?: (draft: TQuoteDraft) => void;
  onCancel: () => void;
  /** Who writes: an expert is told an admin reviews large quotes (admins know it as Quote Reviews). */
  author?: 'admin' | 'expert';
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<TQuoteFormInput, unknown, TQuoteForm>({
    resolver: zodResolver(ZQuoteFormSchema),
    defaultValues: toForm(quote, projectTitle),
  });
  const deliverables = useFieldArray({ control, name: 'deliverables' });
  const milestones = useFieldArray({ control, name: 'milestones' });
  const typedMilestones = useWatch({ control, name: 'milestones' });
  const currency = quote?.currency ?? DEFAULT_CURRENCY;
  const total = sumMilestones(
    typedMilestones.map((milestone) => ({ amount: typedMinor(milestone.amount ?? '', currency) })),
  );
  const latestChange = quote?.revisions[0];
  const isDraft = quote?.status === 'draft';

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{isDraft ? `Draft ${quote.quoteNumber}` : quote ? `Revise ${quote.quoteNumber}` : 'Write a quote'}</h3>
        </CardTitle>
        {quote && latestChange && (
          <CardDescription>
            Revision {latestChange.revisionNumber} requested:{' '}
            <span className="whitespace-pre-line text-slate-900">{latestChange.changesRequested}</span>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit((form) => onSubmit(toDraft(form, currency)))} noValidate className="space-y-6">
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField id="quote-title" label="Project title" error={errors.projectTitle?.message} summarised>
            <Input
              id="quote-title"
              {...register('projectTitle')}
              {...describedBy('quote-title', errors.projectTitle)}
            />
          </FormField>
          <FormField id="quote-scope" label="Scope description" error={errors.scopeDescription?.message} summarised>
            <Textarea
              id="quote-scope"
              rows={5}
              {...register('scopeDescription')}
              {...describedBy('quote-scope', errors.scopeDescription)}
            />
          </FormField>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">Deliverables</legend>
            {deliverables.fields.map((field, index) => (
              <div key={field.id} className="flex gap-2">
                <Input
                  aria-label={`Deliverable ${index + 1}`}
                  placeholder="For example: Configured CRM pipeline"
                  {...register(`deliverables.${index}.title`)}
                  aria-invalid={errors.deliverables?.[index]?.title ? true : undefined}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove deliverable ${index + 1}`}
                  disabled={deliverables.fields.length === 1}
                  onClick={() => deliverables.remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            ))}
            {errors.deliverables && (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.deliverables.message ?? errors.deliverables.find?.((item) => item?.title)?.title?.message}
              </p>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={deliverables.fields.length >= MAX_QUOTE_DELIVERABLES}
              onClick={() => deliverables.append({ title: '' })}
            >
              <Plus aria-hidden />
              Add deliverable
            </Button>
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">Payment milestones</legend>
            {milestones.fields.map((field, index) => {
              const fieldErrors = errors.milestones?.[index];
              return (
                <div key={field.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                  <div className="flex items-center justify-between">
                    <p className="text-sm font-semibold text-slate-700">Milestone {index + 1}</p>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove milestone ${index + 1}`}
                      disabled={milestones.fields.length === 1}
                      onClick={() => milestones.remove(index)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                  <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
                    <FormField id={`milestone-${index}-title`} label="Title" error={fieldErrors?.title?.message}>
                      <Input
                        id={`milestone-${index}-title`}
                        {...register(`milestones.${index}.title`)}
                        {...describedBy(`milestone-${index}-title`, fieldErrors?.title)}
                      />
                    </FormField>
                    <FormField id={`milestone-${index}-amount`} label="Amount (£)" error={fieldErrors?.amount?.message}>
                      <Input
                        id={`milestone-${index}-amount`}
                        inputMode="decimal"
                        placeholder="1500"
                        {...register(`milestones.${index}.amount`)}
                        {...describedBy(`milestone-${index}-amount`, fieldErrors?.amount)}
                      />
                    </FormField>
                  </div>
                  <FormField id={`milestone-${index}-description`} label="Description">
                    <Textarea
                      id={`milestone-${index}-description`}
                      rows={2}
                      className="min-h-16"
                      {...register(`milestones.${index}.description`)}
                    />
                  </FormField>
                </div>
              );
            })}
            {errors.milestones?.message && (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.milestones.message}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={milestones.fields.length >= MAX_QUOTE_MILESTONES}
                onClick={() => milestones.append({ title: '', description: '', amount: '' })}
              >
                <Plus aria-hidden />
                Add milestone
              </Button>
              <p className="text-right" aria-live="polite">
                <span className="text-sm text-slate-600">Total </span>
                <span className="text-lg font-bold tabular-nums" data-testid="quote-total">
                  {formatExactMoney(total, currency)}
                </span>
              </p>
            </div>
            {total >= approvalThreshold && (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                At or above the approval threshold ({formatExactMoney(approvalThreshold, currency)}):{' '}
                {author === 'admin'
                  ? 'this quote will wait in Quote Reviews before it is sent.'
                  : 'an admin reviews this quote before it is sent to the client.'}
              </p>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="quote-payment" label="Payment structure" error={errors.paymentStructure?.message} summarised>
              <Input
                id="quote-payment"
                {...register('paymentStructure')}
                {...describedBy('quote-payment', errors.paymentStructure)}
              />
            </FormField>
            <FormField
              id="quote-duration"
              label="Estimated duration"
              hint="For example: 6 weeks"
              error={errors.estimatedDuration?.message}
              summarised
            >
              <Input
                id="quote-duration"
                {...register('estimatedDuration')}
                {...describedBy('quote-duration', errors.estimatedDuration, true)}
              />
            </FormField>
            <FormField id="quote-start" label="Estimated start date (optional)">
              <Input id="quote-start" type="date" {...register('estimatedStartDate')} />
            </FormField>
            <FormField
              id="quote-validity"
              label="Valid for (days)"
              hint="Counted from when the quote is sent."
              error={errors.validForDays?.message}
              summarised
            >
              <Input
                id="quote-validity"
                inputMode="numeric"
                {...register('validForDays')}
                {...describedBy('quote-validity', errors.validForDays, true)}
              />
            </FormField>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            {onSaveDraft && (
              <Button
                type="button"
                variant="outline"
                disabled={saving}
                onClick={handleSubmit((form) => onSaveDraft(toDraft(form, currency)))}
              >
                {isDraft ? 'Save Draft' : 'Save as Draft'}
              </Button>
            )}
            <Button type="submit" disabled={saving}>
              {saving && <Spinner label="Submitting" className="size-4 text-white" />}
              {quote && !isDraft ? 'Submit Revision' : 'Submit Quote'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
