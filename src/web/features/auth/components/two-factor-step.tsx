import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { ApiError } from '@web/lib/api-client';
import { useVerifySecondFactor } from '../api/auth-api';
import { LabelledInput } from '@web/components/ui/labelled-input';

type TMethod = 'totp' | 'backup-code';

/** What a code must look like before it is sent, and what is said when it does not. */
const ZCodeSchemas = {
  totp: z.object({ code: z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.') }),
  'backup-code': z.object({ code: z.string().trim().min(6, 'Please enter one of your backup codes.') }),
} satisfies Record<TMethod, z.ZodType>;

/** A refused code in words; the backoff's own answer (too many wrong codes) is kept as the server says it. */
function codeError(error: Error, method: TMethod): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.code === 'auth.invalid_two_factor_cookie')
    return 'This sign-in has expired. Go back and enter your password again.';
  return method === 'totp'
    ? 'That code is not right. Try the newest code from your app.'
    : 'That backup code is not right or was already used.';
}

const FIELD_IDS = { code: 'signin-code' } as const;

/**
 * Sign-in, step 2 with two-factor authentication on: the app's code (or a backup code) after the password. Verify is
 * always there to press; a code of the wrong shape or a refused one is said under the field and in the summary.
 */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const [method, setMethod] = useState<TMethod>('totp');
  const [trustDevice, setTrustDevice] = useState(false);
  const verify = useVerifySecondFactor();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, submitCount },
  } = useForm<{ code: string }>({ resolver: zodResolver(ZCodeSchemas[method]), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) =>
    verify.mutate(
      { method, code, trustDevice },
      {
        onError: (error) =>
          setError('code', { type: 'server', message: codeError(error, method) }, { shouldFocus: true }),
      },
    ),
  );
  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup-code' : 'totp');
    reset({ code: '' });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Two-factor authentication"
      data-testid="two-factor-step"
      noValidate
    >
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <LabelledInput
        key={method}
        id={FIELD_IDS.code}
        label={
          method === 'totp' ? 'Enter the 6-digit code from your authenticator app' : 'Enter one of your backup codes'
        }
        error={errors.code?.message}
        autoFocus
        autoComplete="one-time-code"
        inputMode={method === 'totp' ? 'numeric' : 'text'}
        maxLength={method === 'totp' ? 6 : 32}
        {...register('code', {
          // An app's code is digits only: anything else typed or pasted is dropped as it arrives.
          onChange: (event: { target: HTMLInputElement }) => {
            if (method === 'totp') setValue('code', event.target.value.replace(/\D/g, ''));
          },
        })}
      />
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
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
