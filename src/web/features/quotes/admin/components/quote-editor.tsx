import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { MAX_QUOTE_DELIVERABLES, MAX_QUOTE_MILESTONES } from '@shared/domain/limits';
import { sumMilestones } from '@shared/domain/quotes';
import type { TQuoteDraft } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf, rowProblemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { formatExactMoney } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/form-errors';
import {
  toDraft,
  toForm,
  typedMinor,
  ZQuoteFormSchema,
  type TEditableQuote,
  type TQuoteForm,
  type TQuoteFormInput,
} from './quote-form-schema';

export type { TEditableQuote } from './quote-form-schema';

/** The form's fields by name, above and below the lists: the summary lists their problems in this order. */
const FIELD_IDS_BEFORE_LISTS = { projectTitle: 'quote-title', scopeDescription: 'quote-scope' } as const;
const FIELD_IDS_AFTER_LISTS = {
  paymentStructure: 'quote-payment',
  estimatedDuration: 'quote-duration',
  validForDays: 'quote-validity',
} as const;
const FIELD_NAMES = [...Object.keys(FIELD_IDS_BEFORE_LISTS), ...Object.keys(FIELD_IDS_AFTER_LISTS)] as (
  keyof typeof FIELD_IDS_BEFORE_LISTS | keyof typeof FIELD_IDS_AFTER_LISTS
)[];
const deliverableId = (index: number) => `quote-deliverable-${index}`;
const milestoneFieldId = (index: number, field: string) => `milestone-${index}-${field}`;

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
  /** A promise it returns that rejects marks the fields the server's refusal names. */
  onSubmit: (draft: TQuoteDraft) => void | Promise<unknown>;
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
    setError,
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
  // The button that opened the editor goes away while it is open: focus goes to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const problems = [
    ...problemsOf(errors, FIELD_IDS_BEFORE_LISTS),
    ...rowProblemsOf(errors.deliverables, ['title'], deliverableId, (index) => `Deliverable ${index + 1}`),
    ...rowProblemsOf(errors.milestones, ['title', 'amount'], milestoneFieldId, (index) => `Milestone ${index + 1}`),
    ...problemsOf(errors, FIELD_IDS_AFTER_LISTS),
  ];
  const submit = handleSubmit((form) =>
    Promise.resolve(onSubmit(toDraft(form, currency))).catch((error: unknown) =>
      showServerFieldErrors(error, setError, FIELD_NAMES),
    ),
  );
  const isDraft = quote?.status === 'draft';

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 ref={heading} tabIndex={-1}>
            {isDraft ? `Draft ${quote.quoteNumber}` : quote ? `Revise ${quote.quoteNumber}` : 'Write a quote'}
          </h3>
        </CardTitle>
        {quote && latestChange && (
          <CardDescription>
            Revision {latestChange.revisionNumber} requested:{' '}
            <span className="whitespace-pre-line text-slate-900">{latestChange.changesRequested}</span>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-6">
          <ErrorSummary key={submitCount} problems={problems} />
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
              <div key={field.id} className="flex flex-wrap gap-2">
                <Input
                  className="min-w-0 flex-1"
                  id={deliverableId(index)}
                  aria-label={`Deliverable ${index + 1}`}
                  placeholder="For example: Configured CRM pipeline"
                  {...register(`deliverables.${index}.title`)}
                  {...describedBy(deliverableId(index), errors.deliverables?.[index]?.title)}
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
                {errors.deliverables?.[index]?.title && (
                  <p id={`${deliverableId(index)}-error`} className="w-full text-xs font-medium text-red-600">
                    {errors.deliverables[index].title.message}
                  </p>
                )}
              </div>
            ))}
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
                    <FormField
                      id={milestoneFieldId(index, 'title')}
                      label="Title"
                      error={fieldErrors?.title?.message}
                      summarised
                    >
                      <Input
                        id={milestoneFieldId(index, 'title')}
                        {...register(`milestones.${index}.title`)}
                        {...describedBy(milestoneFieldId(index, 'title'), fieldErrors?.title)}
                      />
                    </FormField>
                    <FormField
                      id={milestoneFieldId(index, 'amount')}
                      label="Amount (£)"
                      error={fieldErrors?.amount?.message}
                      summarised
                    >
                      <Input
                        id={milestoneFieldId(index, 'amount')}
                        inputMode="decimal"
                        placeholder="1500"
                        {...register(`milestones.${index}.amount`)}
                        {...describedBy(milestoneFieldId(index, 'amount'), fieldErrors?.amount)}
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
