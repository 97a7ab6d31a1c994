import { SettingsPanel } from './settings-panel';
import { useState } from 'react';
import type { TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useSettingsFallbacks } from '../api/get-settings-audit';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { fallbackMessage, numberRangeOf } from '../lib/setting-ranges';

const FEE = numberRangeOf('platform_fee_percent');
const DAYS = numberRangeOf('auto_release_days');

/** Up to two decimals for the fee; whole days. */
const feeOk = (typed: string) =>
  /^\d+(\.\d{1,2})?$/.test(typed.trim()) && Number(typed) >= FEE.min && Number(typed) <= FEE.max;
const daysOk = (typed: string) => /^\d+$/.test(typed.trim()) && Number(typed) >= DAYS.min && Number(typed) <= DAYS.max;

function PaymentsForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const { data: fallbacks } = useSettingsFallbacks();
  const [fee, setFee] = useState(String(settings.platform_fee_percent.value));
  const [days, setDays] = useState(String(settings.auto_release_days.value));
  const valid = feeOk(fee) && daysOk(days);
  const dirty =
    Number(fee) !== settings.platform_fee_percent.value || Number(days) !== settings.auto_release_days.value;
  const notes = (fallbacks?.fallbacks ?? []).filter(
    (entry) => entry.key === 'platform_fee_percent' || entry.key === 'auto_release_days',
  );

  const save = async () => {
    try {
      if (Number(fee) !== settings.platform_fee_percent.value)
        await update.mutateAsync({ key: 'platform_fee_percent', value: { value: Number(fee) } });
      if (Number(days) !== settings.auto_release_days.value)
        await update.mutateAsync({ key: 'auto_release_days', value: { value: Number(days) } });
      toast.success('Settings saved successfully');
    } catch (failure) {
      toast.error(`Failed to save settings: ${(failure as Error).message || 'Unknown error'}`);
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {notes.map((entry) => (
        <p key={entry.key} role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {entry.key === 'platform_fee_percent' ? 'Platform fee: ' : 'Auto-release: '}
          {fallbackMessage(entry.key as 'platform_fee_percent' | 'auto_release_days', entry.stored)}
        </p>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="platform-fee">Platform fee (%)</Label>
          <Input
            id="platform-fee"
            inputMode="decimal"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
            aria-invalid={!feeOk(fee)}
            aria-describedby="platform-fee-hint"
          />
          <p id="platform-fee-hint" className={feeOk(fee) ? 'text-xs text-slate-500' : 'text-xs text-red-700'}>
            {FEE.min}–{FEE.max} %, up to two decimals; default {FEE.fallback} %. Taken from each release to the expert.
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="auto-release-days">Auto-release after (days)</Label>
          <Input
            id="auto-release-days"
            inputMode="numeric"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={!daysOk(days)}
            aria-describedby="auto-release-days-hint"
          />
          <p id="auto-release-days-hint" className={daysOk(days) ? 'text-xs text-slate-500' : 'text-xs text-red-700'}>
            Whole days, {DAYS.min}–{DAYS.max}; default {DAYS.fallback}. A milestone that passed QA is paid out after
            this many days unless the client approves or disputes first.
          </p>
        </div>
      </div>
      <Button type="submit" disabled={!valid || !dirty || update.isPending}>
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
