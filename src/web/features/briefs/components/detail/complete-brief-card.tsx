import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EXPERT_STYLE_LABELS, EXPERT_STYLE_OPTIONS } from '@shared/domain/brief-options';
import {
  BRIEF_MISSING_ITEMS,
  BRIEF_MISSING_ITEM_HINTS,
  BRIEF_MISSING_ITEM_LABELS,
  ORG_SIZE_OPTIONS,
  type TBriefMissingItem,
} from '@shared/domain/briefs';
import { BRIEF_COMPLETION_ANSWER_MAX_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useCompleteBrief } from '../../api/complete-brief';

const OPTIONS: Partial<Record<TBriefMissingItem, { value: string; label: string }[]>> = {
  'context.org_size': ORG_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} people` })),
  expert_style: EXPERT_STYLE_OPTIONS.map((style) => ({ value: style, label: EXPERT_STYLE_LABELS[style] })),
};

/** An item's form field name and id: react-hook-form reads a dot as nesting. */
const fieldName = (item: TBriefMissingItem) => item.replace('.', '-');
const fieldId = (item: TBriefMissingItem) => `complete-${fieldName(item)}`;
const NO_DETAIL = 'Add at least one detail to update your brief';

/** Each shown item's answer; at least one filled in (the message marks the first item). */
function answersSchema(items: readonly TBriefMissingItem[]) {
  return z
    .record(z.string(), z.string().trim().max(BRIEF_COMPLETION_ANSWER_MAX_LENGTH))
    .refine((answers) => Object.values(answers).some(Boolean), {
      message: NO_DETAIL,
      path: [items[0] ? fieldName(items[0]) : ''],
    });
}

/** Shown while the brief is submitted and details are missing: the answers go into the brief before the draft. */
export function CompleteBriefCard({ briefId, missing }: { briefId: string; missing: string[] }) {
  const items = BRIEF_MISSING_ITEMS.filter((item) => missing.includes(item));
  const complete = useCompleteBrief(briefId);
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(answersSchema(items)),
    defaultValues: Object.fromEntries(items.map((item) => [fieldName(item), ''])),
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit((values) => {
    const filled = Object.fromEntries(
      items.filter((item) => values[fieldName(item)]).map((item) => [item, values[fieldName(item)]!]),
    );
    complete.mutate(filled, {
      onSuccess: (view) => {
        form.reset();
        toast.success('Brief updated', {
          description:
            view.brief.structuredBrief.missing.length === 0
              ? 'Thank you. Your proposal is being drafted now.'
              : 'Thank you. Add the rest whenever you are ready.',
        });
      },
      onError: (error) => toast.error('Update failed', { description: error.message }),
    });
  });

  return (
    <Card className="border-brand-200 bg-brand-50/40" data-testid="complete-brief">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Complete Your Brief</h2>
        <CardDescription>
          A few details would sharpen your proposal. Add them before our team drafts it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <ErrorSummary
            key={submitCount}
            problems={problemsOf(errors, Object.fromEntries(items.map((item) => [fieldName(item), fieldId(item)])))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => {
              const id = fieldId(item);
              const options = OPTIONS[item];
              const error = errors[fieldName(item)];
              const control = { ...form.register(fieldName(item)), ...describedBy(id, error) };
              return (
                <FormField key={item} id={id} label={BRIEF_MISSING_ITEM_LABELS[item]} error={error?.message} summarised>
                  {options ? (
                    <NativeSelect id={id} {...control}>
                      <option value="">Choose…</option>
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Input
                      id={id}
                      placeholder={BRIEF_MISSING_ITEM_HINTS[item]}
                      maxLength={BRIEF_COMPLETION_ANSWER_MAX_LENGTH}
                      {...control}
                    />
                  )}
                </FormField>
              );
            })}
          </div>
          <Button type="submit" disabled={complete.isPending}>
            {complete.isPending && <Spinner label="Saving" className="size-4 text-white" />}
            Update Brief
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
