import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZEmailSchema } from '@shared/domain/email';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { toast } from '@web/lib/toast';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { SettingsPanel } from './settings-panel';
import { SettingToggle } from './setting-toggle';

const ZResetForm = z.object({ email: z.string().trim().pipe(ZEmailSchema) });
type TResetForm = z.infer<typeof ZResetForm>;
const FIELD_IDS = { email: 'reset-two-factor-email' } as const;

/** Reset two-factor authentication for someone who lost their device, after a confirmation. */
function ResetTwoFactorForm() {
  const [confirming, setConfirming] = useState<string | null>(null);
  const reset = useResetTwoFactor();
  const form = useForm<TResetForm>({ resolver: zodResolver(ZResetForm), defaultValues: { email: '' } });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ email }) => setConfirming(email));
  const confirm = (email: string) =>
    reset.mutate(email, {
      onSuccess: (result) => {
        toast.success(`Two-factor authentication reset for ${result.email}`);
        form.reset({ email: '' });
      },
      onError: (failure) => form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true }),
    });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 border-t border-slate-100 pt-4"
      aria-label="Reset two-factor authentication"
    >
      <h3 className="font-medium">Reset two-factor authentication</h3>
      <p className="text-sm text-slate-600">
        For someone who lost their authenticator device: their two-factor authentication is turned off, they are signed
        out everywhere and e-mailed. Check who is asking before you do this.
      </p>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <LabelledInput
        id={FIELD_IDS.email}
        label="Account e-mail"
        type="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" variant="outline" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting…' : 'Reset two-factor authentication'}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Reset two-factor authentication?"
        description={`${confirming ?? ''} will sign in with their password alone until they turn it on again, and every session of theirs ends now.`}
        confirmLabel="Reset two-factor authentication"
        onConfirm={() => confirming && confirm(confirming)}
      />
    </form>
  );
}

/** Account security: whether admins must use two-factor authentication, and resetting it for a lost device. */
export function AccountSecurityPanel() {
  return (
    <SettingsPanel
      title="Account security"
      description="Two-factor authentication for administrators and account recovery."
      skeletonClassName="h-24"
    >
      {(settings) => (
        <div className="space-y-4">
          <SettingToggle
            settingKey="require_mfa_for_admins"
            enabled={settings.require_mfa_for_admins.enabled}
            label="Require two-factor authentication for admins"
            description="Admins without it are sent to their account settings to turn it on before any admin page or admin API works."
          />
          <ResetTwoFactorForm />
        </div>
      )}
    </SettingsPanel>
  );
}
