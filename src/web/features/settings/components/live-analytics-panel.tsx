import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ANALYTICS_MONITOR_LIMIT } from '@shared/domain/limits';
import type { TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useAnalyticsSummary } from '../api/get-analytics-summary';
import { useSettingsFallbacks } from '../api/get-settings-audit';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { fallbackMessage, numberFieldOf, numberRangeOf, saveFailure } from '../lib/setting-ranges';
import { SettingsPanel } from './settings-panel';
import { SettingToggle } from './setting-toggle';

const RETENTION = numberRangeOf('analytics_retention_days');
const ZRetentionForm = z.object({
  days: numberFieldOf('analytics_retention_days', `Enter whole days from ${RETENTION.min} to ${RETENTION.max}.`),
});
const FIELD_IDS = { days: 'analytics-retention-days' } as const;

function Summary() {
  const { data, error } = useAnalyticsSummary();
  if (error) return <p className="text-sm text-red-700">Failed to load event counts: {error.message}</p>;
  if (!data) return <p className="text-sm text-slate-600">Counting stored events…</p>;
  return (
    <p className="text-sm text-slate-700" data-testid="analytics-summary">
      {data.last24Hours.toLocaleString('en-GB')} events in the last 24 hours · {data.stored.toLocaleString('en-GB')}{' '}
      stored
      {data.oldestAt ? ` · oldest ${formatDateTime(data.oldestAt)}` : ''}
    </p>
  );
}

function RetentionForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const { data: fallbacks } = useSettingsFallbacks();
  const form = useForm<z.input<typeof ZRetentionForm>, unknown, z.output<typeof ZRetentionForm>>({
    resolver: zodResolver(ZRetentionForm),
    defaultValues: { days: String(settings.analytics_retention_days.value) },
  });
  const { errors, submitCount } = form.formState;
  const note = fallbacks?.fallbacks.find((entry) => entry.key === 'analytics_retention_days');
  const id = FIELD_IDS.days;
  const error = errors.days?.message;

  const save = form.handleSubmit(async ({ days }) => {
    try {
      await update.mutateAsync({ key: 'analytics_retention_days', value: { value: days } });
      toast.success('Settings saved successfully');
    } catch (failure) {
      form.setError('days', { type: 'server', message: saveFailure(failure) }, { shouldFocus: true });
    }
  });

  return (
    <form className="space-y-2" onSubmit={(event) => void save(event)} noValidate aria-label="Analytics retention">
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      {note && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Retention: {fallbackMessage('analytics_retention_days', note.stored)}
        </p>
      )}
      <FormField
        id={id}
        label="Keep events for (days)"
        hint={`Whole days, ${RETENTION.min}–${RETENTION.max}; default ${RETENTION.fallback} (13 months, as the privacy policy says). Older events are deleted every night.`}
        error={error}
        summarised
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Input
            id={id}
            inputMode="numeric"
            className="sm:w-32"
            {...form.register('days')}
            {...describedBy(id, error, true)}
          />
          <Button type="submit" variant="outline" disabled={update.isPending}>
            {update.isPending && <Spinner label="Saving" className="size-4" />}
            Save retention
          </Button>
        </div>
      </FormField>
    </form>
  );
}

/** Live Analytics Monitor: whether product events are recorded, how long they are kept, and what is stored now. */
export function LiveAnalyticsPanel() {
  return (
    <SettingsPanel
      title="Live Analytics Monitor"
      description={
        <>
          Product events (page views, builder steps, checkouts, quote actions, uploads…) without personal data. The{' '}
          <Link to="/admin/analytics" className="font-medium text-brand-700 underline underline-offset-2">
            Analytics tab
          </Link>{' '}
          shows the newest {ANALYTICS_MONITOR_LIMIT} as they arrive.
        </>
      }
      skeletonClassName="h-32"
    >
      {(settings) => (
        <div className="space-y-5">
          <SettingToggle
            settingKey="analytics_capture_enabled"
            enabled={settings.analytics_capture_enabled.enabled}
            label="Record analytics events"
            description="When off, no events are stored and the live monitor stays quiet."
          />
          <RetentionForm key={settings.analytics_retention_days.value} settings={settings} />
          <Summary />
        </div>
      )}
    </SettingsPanel>
  );
}
