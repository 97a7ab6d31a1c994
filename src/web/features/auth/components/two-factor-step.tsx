import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField, describedBy } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useVerifySecondFactor } from '../api/auth-api';

/** A refused code in words; the backoff's own answer (too many wrong codes) is kept as the server says it. */
function codeError(error: Error | null, method: 'totp' | 'backup-code'): string {
  if (!error) return '';
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.code === 'auth.invalid_two_factor_cookie')
    return 'This sign-in has expired. Go back and enter your password again.';
  return method === 'totp'
    ? 'That code is not right. Try the newest code from your app.'
    : 'That backup code is not right or was already used.';
}

/** Sign-in, step 2 with two-factor authentication on: the app's code (or a backup code) after the password. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const [method, setMethod] = useState<'totp' | 'backup-code'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const verify = useVerifySecondFactor();
  const error = codeError(verify.error, method);
  const id = 'signin-code';
  const ready = method === 'totp' ? /^\d{6}$/.test(code) : code.trim().length >= 6;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) verify.mutate({ method, code, trustDevice });
  };
  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup-code' : 'totp');
    setCode('');
    verify.reset();
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Two-factor authentication" data-testid="two-factor-step">
      <FormField
        id={id}
        label={
          method === 'totp' ? 'Enter the 6-digit code from your authenticator app' : 'Enter one of your backup codes'
        }
        error={error}
      >
        <Input
          key={method}
          id={id}
          autoFocus
          required
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 32}
          value={code}
          onChange={(e) => setCode(method === 'totp' ? e.target.value.replace(/\D/g, '') : e.target.value)}
          {...describedBy(id, error)}
        />
      </FormField>
      <Button type="button" variant="link" className="h-auto p-0" onClick={switchMethod}>
        {method === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
      </Button>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" className="w-full" disabled={verify.isPending || !ready}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
