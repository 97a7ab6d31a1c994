import { Copy } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '@web/components/ui/button';
import { FormField, describedBy } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useConfirmTwoFactor, type TwoFactorSetup } from '../api/two-factor-api';

/** The secret as the app's manual entry asks for it: base32 in groups of four. */
const groupedSecret = (totpURI: string) =>
  (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Step 2 of turning MFA on: scan the QR code (drawn here, nothing leaves the browser) or type the secret, then
 * confirm with the app's first code.
 */
export function AuthenticatorSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactor();
  const svg = useMemo(() => renderSVG(setup.totpURI, { border: 2 }), [setup.totpURI]);
  const secret = groupedSecret(setup.totpURI);
  const error = confirm.error ? 'That code is not right. Check the time on your phone and try the newest code.' : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, { onSuccess: onConfirmed });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.replace(/ /g, ''));
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the key and copy it yourself.' });
    }
  };

  return (
    <div className="space-y-4" data-testid="authenticator-setup">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan this QR code, or enter the key below.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto size-48 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-900">Key for manual entry</p>
        <div className="flex flex-wrap items-center gap-2">
          <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm">
            {secret}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden /> Copy key
          </Button>
        </div>
      </div>
      <form onSubmit={submit} className="space-y-3" aria-label="Confirm your authenticator app">
        <FormField id="mfa-setup-code" label="6-digit code from the app" error={error}>
          <Input
            id="mfa-setup-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            {...describedBy('mfa-setup-code', error)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
            {confirm.isPending ? 'Checking…' : 'Turn on'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
