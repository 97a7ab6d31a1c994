import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField, describedBy } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { SettingsPanel } from './settings-panel';
import { SettingToggle } from './setting-toggle';

/** Reset two-factor authentication for someone who lost their device, after a confirmation. */
function ResetTwoFactorForm() {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reset = useResetTwoFactor();
  const id = 'reset-two-factor-email';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 border-t border-slate-100 pt-4"
      aria-label="Reset two-factor authentication"
    >
      <h3 className="font-medium">Reset two-factor authentication</h3>
      <p className="text-sm text-slate-600">
        For someone who lost their authenticator device: their two-factor authentication is turned off, they are signed
        out everywhere and e-mailed. Check who is asking before you do this.
      </p>
      <FormField id={id} label="Account e-mail" error={reset.error?.message}>
        <Input
          id={id}
          type="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            reset.reset();
          }}
          {...describedBy(id, reset.error)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={reset.isPending || !email.trim()}>
        {reset.isPending ? 'Resetting…' : 'Reset two-factor authentication'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset two-factor authentication?"
        description={`${email.trim()} will sign in with their password alone until they turn it on again, and every session of theirs ends now.`}
        confirmLabel="Reset two-factor authentication"
        onConfirm={() =>
          reset.mutate(email, {
            onSuccess: (result) => {
              toast.success(`Two-factor authentication reset for ${result.email}`);
              setEmail('');
            },
          })
        }
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
