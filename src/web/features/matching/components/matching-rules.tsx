import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MATCH_FACTORS, type TMatchFactor } from '@shared/domain/matching/types';
import { weightsTotal, weightsWarning } from '@shared/domain/matching/weights';
import type { TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, type TFieldProblem } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ListSkeleton } from '@web/components/ui/list-states';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/lib/toast';
import { useMatchingSettings } from '../api/get-matching-settings';
import { useUpdateMatchingSettings, type TMatchingSettingsChange } from '../api/update-matching-settings';
import { FACTOR_LABELS } from '../lib/matching-labels';
import { NUMERIC_SETTINGS, numericSettingValue, type TNumericSetting } from '../lib/numeric-setting';

type TNumericKey = keyof typeof NUMERIC_SETTINGS;

const NUMERIC_FIELDS: { key: TNumericKey; label: string; unit: string }[] = [
  { key: 'shortlist_size_default', label: 'Shortlist size', unit: 'experts' },
  { key: 'max_quotes_per_request', label: 'Max quotes per request', unit: 'quotes' },
  { key: 'min_quotes_before_presenting', label: 'Min quotes before presenting', unit: 'quotes' },
  { key: 'invite_response_sla_hours', label: 'Invitation deadline', unit: 'hours' },
  { key: 'conflict_window_days', label: 'Conflict window', unit: 'days' },
];
const fieldIdOf = (key: TNumericKey) => `setting-${key}`;

type TForm = {
  weights: Record<TMatchFactor, number>;
  numbers: Record<TNumericKey, string>;
  sensitiveSingleProvider: boolean;
};

function formOf(settings: TSettings): TForm {
  return {
    weights: { ...settings.matching_weights },
    numbers: Object.fromEntries(NUMERIC_FIELDS.map(({ key }) => [key, String(settings[key].value)])) as Record<
      TNumericKey,
      string
    >,
    sensitiveSingleProvider: settings.sensitive_single_provider_only.enabled,
  };
}

/** "min quotes" runs from 1 up to the max quotes being saved (or the highest allowed while that is wrong). */
function rangeOf(key: TNumericKey, numbers: TForm['numbers']): TNumericSetting {
  if (key !== 'min_quotes_before_presenting') return NUMERIC_SETTINGS[key];
  const maxQuotes = NUMERIC_SETTINGS.max_quotes_per_request;
  const max = numericSettingValue(numbers.max_quotes_per_request, maxQuotes) ?? maxQuotes.max;
  return { ...NUMERIC_SETTINGS.min_quotes_before_presenting, max };
}

/** Each number must be whole and in its range (blank saves its default); the message names the field. */
const ZRulesForm = z.custom<TForm>().superRefine(({ numbers }, context) => {
  for (const { key, label } of NUMERIC_FIELDS) {
    const range = rangeOf(key, numbers);
    if (numericSettingValue(numbers[key], range) !== null) continue;
    context.addIssue({
      code: 'custom',
      path: ['numbers', key],
      message:
        key === 'min_quotes_before_presenting'
          ? `${label} must be a whole number from ${range.min} to ${range.max}, the max quotes per request.`
          : `${label} must be a whole number from ${range.min} to ${range.max}.`,
    });
  }
});

/** The settings that differ from what is stored, as they will be saved (the numbers already checked). */
function changesOf(form: TForm, settings: TSettings): TMatchingSettingsChange {
  const change: TMatchingSettingsChange = {};
  if (MATCH_FACTORS.some((factor) => form.weights[factor] !== settings.matching_weights[factor]))
    change.matching_weights = { ...form.weights };
  for (const { key } of NUMERIC_FIELDS) {
    const value = numericSettingValue(form.numbers[key], rangeOf(key, form.numbers));
    if (value !== null && value !== settings[key].value) change[key] = { value };
  }
  if (form.sensitiveSingleProvider !== settings.sensitive_single_provider_only.enabled)
    change.sensitive_single_provider_only = { enabled: form.sensitiveSingleProvider };
  return change;
}

function RulesForm({ settings }: { settings: TSettings }) {
  const form = useForm<TForm>({ resolver: zodResolver(ZRulesForm), defaultValues: formOf(settings) });
  const { errors, submitCount } = form.formState;
  const update = useUpdateMatchingSettings();
  const weights = form.watch('weights');
  const total = weightsTotal(weights);
  const warning = weightsWarning(weights);
  const numbers = form.watch('numbers');
  const problems = NUMERIC_FIELDS.flatMap(({ key }): TFieldProblem[] => {
    const message = errors.numbers?.[key]?.message;
    return message ? [{ fieldId: fieldIdOf(key), message }] : [];
  });

  const save = form.handleSubmit((values) => {
    const change = changesOf(values, settings);
    if (Object.keys(change).length === 0) return toast.info('Nothing to save: the rules are as stored');
    update.mutate(
      { change, current: settings },
      {
        onSuccess: (saved) => {
          form.reset(formOf(saved));
          toast.success('Configuration updated');
        },
        onError: (failure) => {
          console.error('matching settings update failed', failure);
          toast.error('Error updating configuration', { description: failure.message });
        },
      },
    );
  });

  return (
    <form className="space-y-6" onSubmit={(event) => void save(event)} noValidate aria-label="Matching rules">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Matching Weights</h2>
          </CardTitle>
          <CardDescription>
            How much each factor counts in a candidate's score. They should add up to 1.0; scores are divided by the
            total, so other totals still rank the same way.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-x-8 gap-y-4 md:grid-cols-2">
            {MATCH_FACTORS.map((factor) => {
              const id = `weight-${factor}`;
              return (
                <div key={factor} className="space-y-1.5">
                  <div className="flex items-center justify-between">
                    <Label htmlFor={id}>{FACTOR_LABELS[factor]}</Label>
                    <output htmlFor={id} className="text-sm font-semibold tabular-nums">
                      {weights[factor].toFixed(2)}
                    </output>
                  </div>
                  <input
                    id={id}
                    type="range"
                    min={0}
                    max={1}
                    step={0.01}
                    className="w-full accent-brand-600"
                    {...form.register(`weights.${factor}`, { valueAsNumber: true })}
                  />
                </div>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <p className="text-sm">
              Total:{' '}
              <span className="font-semibold tabular-nums" data-testid="weights-total">
                {total.toFixed(2)}
              </span>
            </p>
            {warning && (
              <p
                role="status"
                className="inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900"
              >
                <AlertTriangle className="size-4 shrink-0" aria-hidden />
                {warning}
              </p>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Shortlists, quotes and invitations</h2>
          </CardTitle>
          <CardDescription>A value left blank saves as its default.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <ErrorSummary key={submitCount} problems={problems} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {NUMERIC_FIELDS.map(({ key, label, unit }) => {
              const id = fieldIdOf(key);
              const range = rangeOf(key, numbers);
              const error = errors.numbers?.[key]?.message;
              return (
                <FormField
                  key={key}
                  id={id}
                  label={`${label} (${unit})`}
                  hint={`${range.min}–${range.max}, default ${range.fallback}`}
                  error={error}
                  summarised
                >
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={range.min}
                    max={range.max}
                    step={1}
                    {...form.register(`numbers.${key}`)}
                    {...describedBy(id, error, true)}
                  />
                </FormField>
              );
            })}
          </div>
          <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
            <div>
              <Label htmlFor="setting-sensitive-single-provider">Sensitive requests: one provider at a time</Label>
              <p id="setting-sensitive-single-provider-hint" className="text-xs text-slate-500">
                On sensitive requests, a new invitation can go out only when no other is pending. Default off.
              </p>
            </div>
            <Switch
              id="setting-sensitive-single-provider"
              checked={form.watch('sensitiveSingleProvider')}
              onCheckedChange={(checked) => form.setValue('sensitiveSingleProvider', checked, { shouldDirty: true })}
              aria-describedby="setting-sensitive-single-provider-hint"
            />
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={!form.formState.isDirty || update.isPending}
          onClick={() => form.reset(formOf(settings))}
        >
          Reset
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
          Save Configuration
        </Button>
      </div>
    </form>
  );
}

/** Matching Rules: the eight weights and the related settings. */
export function MatchingRules() {
  const { data, error, isPending } = useMatchingSettings();
  useEffect(() => {
    if (!error) return;
    console.error('matching settings failed', error);
    toast.error('Error loading matching dashboard', { description: error.message });
  }, [error]);
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Error loading matching dashboard: {error.message}
      </p>
    );
  if (isPending) return <ListSkeleton label="Loading matching rules" />;
  return <RulesForm settings={data} />;
}
