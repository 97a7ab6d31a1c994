import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { toast } from '@web/lib/toast';
import { useConfirmTwoFactor, type TwoFactorSetup } from '../api/two-factor-api';

/** The secret as the app's manual entry asks for it: base32 in groups of four. */
const groupedSecret = (totpURI: string) =>
  (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})(?=.)/g, '$1 ');

const ZSetupCodeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.'),
});
const FIELD_IDS = { code: 'mfa-setup-code' } as const;

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
  const confirm = useConfirmTwoFactor();
  const form = useForm<{ code: string }>({ resolver: zodResolver(ZSetupCodeSchema), defaultValues: { code: '' } });
  const { errors, submitCount } = form.formState;
  // The password form that led here is gone: focus starts at the instructions, not back at the page's top.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => steps.current?.focus(), []);
  const svg = useMemo(() => renderSVG(setup.totpURI, { border: 2 }), [setup.totpURI]);
  const secret = groupedSecret(setup.totpURI);

  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: onConfirmed,
      onError: () => {
        form.setError(
          'code',
          { type: 'server', message: 'That code is not right. Check the time on your phone and try the newest code.' },
          { shouldFocus: true },
        );
        // The summary appears above and pushes the focused field down: bring it back into view once drawn.
        requestAnimationFrame(() => document.getElementById(FIELD_IDS.code)?.scrollIntoView({ block: 'center' }));
      },
    }),
  );
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
      <ol
        ref={steps}
        tabIndex={-1}
        aria-label="Set up your authenticator app"
        className="list-decimal space-y-1 pl-5 text-sm text-slate-700"
      >
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
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-3"
        aria-label="Confirm your authenticator app"
      >
        <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
        <LabelledInput
          id={FIELD_IDS.code}
          label="6-digit code from the app"
          error={errors.code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('code', {
            // An app's code is digits only: anything else typed or pasted is dropped as it arrives.
            onChange: (event: { target: HTMLInputElement }) =>
              form.setValue('code', event.target.value.replace(/\D/g, '')),
          })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.isPending}>
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
