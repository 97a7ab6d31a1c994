import { useState, type FormEvent } from 'react';
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
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useCompleteBrief } from '../../api/complete-brief';

const OPTIONS: Partial<Record<TBriefMissingItem, { value: string; label: string }[]>> = {
  'context.org_size': ORG_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} people` })),
  expert_style: EXPERT_STYLE_OPTIONS.map((style) => ({ value: style, label: EXPERT_STYLE_LABELS[style] })),
};

/** Shown while the brief is submitted and details are missing: the answers go into the brief before the draft. */
export function CompleteBriefCard({ briefId, missing }: { briefId: string; missing: string[] }) {
  const items = BRIEF_MISSING_ITEMS.filter((item) => missing.includes(item));
  const [answers, setAnswers] = useState<Partial<Record<TBriefMissingItem, string>>>({});
  const complete = useCompleteBrief(briefId);
  const filled = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== '')) as Partial<
    Record<TBriefMissingItem, string>
  >;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    complete.mutate(filled, {
      onSuccess: (view) => {
        setAnswers({});
        toast.success('Brief updated', {
          description:
            view.brief.structuredBrief.missing.length === 0
              ? 'Thank you. Your proposal is being drafted now.'
              : 'Thank you. Add the rest whenever you are ready.',
        });
      },
      onError: (error) => toast.error('Update failed', { description: error.message }),
    });
  }

  return (
    <Card className="border-brand-200 bg-brand-50/40" data-testid="complete-brief">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Complete Your Brief</h2>
        <CardDescription>
          A few details would sharpen your proposal. Add them before our team drafts it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => {
              const id = `complete-${item.replace('.', '-')}`;
              const options = OPTIONS[item];
              const value = answers[item] ?? '';
              const change = (next: string) => setAnswers((current) => ({ ...current, [item]: next }));
              return (
                <div key={item} className="space-y-1.5">
                  <Label htmlFor={id}>{BRIEF_MISSING_ITEM_LABELS[item]}</Label>
                  {options ? (
                    <NativeSelect id={id} value={value} onChange={(event) => change(event.target.value)}>
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
                      value={value}
                      onChange={(event) => change(event.target.value)}
                      placeholder={BRIEF_MISSING_ITEM_HINTS[item]}
                      maxLength={BRIEF_COMPLETION_ANSWER_MAX_LENGTH}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <Button type="submit" disabled={complete.isPending || Object.keys(filled).length === 0}>
            {complete.isPending && <Spinner label="Saving" className="size-4 text-white" />}
            Update Brief
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
