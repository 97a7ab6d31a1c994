import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useSettingsFallbacks } from '../api/get-settings-audit';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { fallbackMessage, numberFieldOf, numberRangeOf, saveFailure } from '../lib/setting-ranges';
import { SettingsPanel } from './settings-panel';

const FEE = numberRangeOf('platform_fee_percent');
const DAYS = numberRangeOf('auto_release_days');

/** Up to two decimals for the fee; whole days. */
const ZPaymentsForm = z.object({
  fee: numberFieldOf(
    'platform_fee_percent',
    `Enter a platform fee from ${FEE.min} to ${FEE.max} %, with up to two decimals.`,
    2,
  ),
  days: numberFieldOf('auto_release_days', `Enter whole days from ${DAYS.min} to ${DAYS.max}.`),
});
const FIELD_IDS = { fee: 'platform-fee', days: 'auto-release-days' } as const;

function PaymentsForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const { data: fallbacks } = useSettingsFallbacks();
  const form = useForm<z.input<typeof ZPaymentsForm>, unknown, z.output<typeof ZPaymentsForm>>({
    resolver: zodResolver(ZPaymentsForm),
    defaultValues: {
      fee: String(settings.platform_fee_percent.value),
      days: String(settings.auto_release_days.value),
    },
  });
  const { errors, submitCount } = form.formState;
  const notes = (fallbacks?.fallbacks ?? []).filter(
    (entry) => entry.key === 'platform_fee_percent' || entry.key === 'auto_release_days',
  );

  // Each changed value is its own setting; a refusal is said under the field it came from.
  const save = form.handleSubmit(async ({ fee, days }) => {
    let field: keyof typeof FIELD_IDS = 'fee';
    try {
      if (fee !== settings.platform_fee_percent.value)
        await update.mutateAsync({ key: 'platform_fee_percent', value: { value: fee } });
      field = 'days';
      if (days !== settings.auto_release_days.value)
        await update.mutateAsync({ key: 'auto_release_days', value: { value: days } });
      toast.success('Settings saved successfully');
    } catch (failure) {
      form.setError(field, { type: 'server', message: saveFailure(failure) }, { shouldFocus: true });
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate aria-label="Fees & Escrow">
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      {notes.map((entry) => (
        <p key={entry.key} role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {entry.key === 'platform_fee_percent' ? 'Platform fee: ' : 'Auto-release: '}
          {fallbackMessage(entry.key as 'platform_fee_percent' | 'auto_release_days', entry.stored)}
        </p>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={FIELD_IDS.fee}
          label="Platform fee (%)"
          hint={`${FEE.min}–${FEE.max} %, up to two decimals; default ${FEE.fallback} %. Taken from each release to the expert.`}
          error={errors.fee?.message}
          summarised
        >
          <Input
            id={FIELD_IDS.fee}
            inputMode="decimal"
            {...form.register('fee')}
            {...describedBy(FIELD_IDS.fee, errors.fee, true)}
          />
        </FormField>
        <FormField
          id={FIELD_IDS.days}
          label="Auto-release after (days)"
          hint={`Whole days, ${DAYS.min}–${DAYS.max}; default ${DAYS.fallback}. A milestone that passed QA is paid out after this many days unless the client approves or disputes first.`}
          error={errors.days?.message}
          summarised
        >
          <Input
            id={FIELD_IDS.days}
            inputMode="numeric"
            {...form.register('days')}
            {...describedBy(FIELD_IDS.days, errors.days, true)}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
        Save payment settings
      </Button>
    </form>
  );
}

/** Platform fee % and the auto-release window. */
export function PaymentsPanel() {
  return (
    <SettingsPanel
      title="Fees & Escrow"
      description="The platform's share and how long funded work waits for the client."
      skeletonClassName="h-24"
    >
      {(settings) => (
        <PaymentsForm
          key={`${settings.platform_fee_percent.value}-${settings.auto_release_days.value}`}
          settings={settings}
        />
      )}
    </SettingsPanel>
  );
}
