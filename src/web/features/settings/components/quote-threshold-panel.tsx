import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { saveFailure } from '../lib/setting-ranges';

const ZThresholdForm = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter the threshold as a whole number of pounds, for example 5000.')
    .transform(Number),
});
const FIELD_IDS = { amount: 'quote-threshold' } as const;

function ThresholdForm({ amount, currency }: { amount: number; currency: string }) {
  const update = useUpdateAdminSetting();
  const form = useForm<z.input<typeof ZThresholdForm>, unknown, z.output<typeof ZThresholdForm>>({
    resolver: zodResolver(ZThresholdForm),
    defaultValues: { amount: String(amount) },
  });
  const { errors, submitCount } = form.formState;

  const save = form.handleSubmit((value) =>
    update.mutate(
      { key: 'quote_approval_threshold', value: { amount: value.amount, currency } },
      {
        // The spec's words for its Update Settings button; the other panels Save, and say "saved".
        onSuccess: () => toast.success('Settings updated successfully'),
        onError: (failure) =>
          form.setError('amount', { type: 'server', message: saveFailure(failure) }, { shouldFocus: true }),
      },
    ),
  );

  return (
    <form className="space-y-3" onSubmit={(event) => void save(event)} noValidate aria-label="Quote Approval Threshold">
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          id={FIELD_IDS.amount}
          label="Threshold (£)"
          hint="Whole pounds, for example 5000."
          error={errors.amount?.message}
          summarised
        >
          <div className="relative max-w-xs">
            <span
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
              aria-hidden
            >
              £
            </span>
            <Input
              id={FIELD_IDS.amount}
              inputMode="numeric"
              className="pl-7"
              {...form.register('amount')}
              {...describedBy(FIELD_IDS.amount, errors.amount, true)}
            />
          </div>
        </FormField>
        <Button type="submit" disabled={update.isPending} className="sm:mt-6">
          {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
          Update Settings
        </Button>
      </div>
    </form>
  );
}

/** Quote Approval Threshold: whole pounds; quotes at or above it wait for an admin before reaching the client. */
export function QuoteThresholdPanel() {
  const { data: settings, error, isPending } = useAdminSettings();

  useEffect(() => {
    if (error) toast.error('Failed to load settings', { description: error.message });
  }, [error]);

  const stored = settings?.quote_approval_threshold;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quote Approval Threshold</h2>
        </CardTitle>
        <CardDescription>
          Quotes at or above this total need admin approval in Quote Reviews before they are sent to the client.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load settings: {error.message}
          </p>
        ) : isPending || !stored ? (
          <Skeleton className="h-10 max-w-xs" />
        ) : (
          <ThresholdForm key={stored.amount} amount={stored.amount} currency={stored.currency} />
        )}
      </CardContent>
    </Card>
  );
}
