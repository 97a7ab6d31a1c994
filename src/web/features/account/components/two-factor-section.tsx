import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ADMIN_ENROLMENT_PARAM } from '@shared/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import {
  confirmationSent,
  twoFactorStatusQuery,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor-api';
import { AuthenticatorSetup } from './authenticator-setup';
import { BackupCodes } from './backup-codes';
import { Section } from './section';

/** better-auth's "Invalid password" in words; any other refusal as the server says it. */
const refusalMessage = (error: Error, password: boolean) =>
  password && /password/i.test(error.message) ? 'That password is not right.' : error.message;

const ZPasswordSchema = z.object({ password: z.string().min(1, 'Enter your password.') });
type TPasswordForm = z.infer<typeof ZPasswordSchema>;

/** A password asked again before a sensitive change; a missing or refused one is said under the field. */
function PasswordPrompt({
  id,
  label,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the password; `refused` says the server's answer under the field. */
  onSubmit: (password: string, refused: (error: Error) => void) => void;
  onCancel: () => void;
}) {
  const form = useForm<TPasswordForm>({ resolver: zodResolver(ZPasswordSchema), defaultValues: { password: '' } });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ password }) =>
    onSubmit(password, (error) =>
      form.setError('password', { type: 'server', message: refusalMessage(error, true) }, { shouldFocus: true }),
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" aria-label={label}>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { password: id })} />
      <LabelledInput
        id={id}
        label="Your password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking…' : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const PROOF_REQUIRED = {
  password: 'Enter your password.',
  code: 'Enter a code from your authenticator app, or a backup code.',
} as const;
const PROOF_ID = 'mfa-off-proof';

/** Turning it off: the password, or a code from the app or a backup code; then a confirmation. */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [confirming, setConfirming] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const form = useForm<{ proof: string }>({
    resolver: zodResolver(z.object({ proof: z.string().trim().min(1, PROOF_REQUIRED[method]) })),
    defaultValues: { proof: '' },
  });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ proof }) => setConfirming(proof));
  const turnOff = (proof: string) =>
    disable.mutate(method === 'password' ? { password: proof } : { code: proof }, {
      onSuccess: () => {
        toast.success('Two-factor authentication is off');
        onDone();
      },
      onError: (error) =>
        form.setError(
          'proof',
          { type: 'server', message: refusalMessage(error, method === 'password') },
          { shouldFocus: true },
        ),
    });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label="Turn off two-factor authentication"
    >
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { proof: PROOF_ID })} />
      <LabelledInput
        key={method}
        id={PROOF_ID}
        label={method === 'password' ? 'Your password' : 'Code from your authenticator app, or a backup code'}
        type={method === 'password' ? 'password' : 'text'}
        autoComplete={method === 'password' ? 'current-password' : 'one-time-code'}
        autoFocus
        error={errors.proof?.message}
        {...form.register('proof')}
      />
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        onClick={() => {
          setMethod(method === 'password' ? 'code' : 'password');
          form.reset({ proof: '' });
        }}
      >
        {method === 'password' ? 'Use a code instead' : 'Use your password instead'}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Turn off two-factor authentication?"
        description="Signing in will need only your password. Your authenticator app and backup codes stop working."
        confirmLabel="Turn off two-factor authentication"
        onConfirm={() => confirming !== null && turnOff(confirming)}
      />
    </form>
  );
}

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'regenerate' }
  | { name: 'turn-off' }
  /** An admin without it while it is required: a link to confirm it is them was e-mailed. */
  | { name: 'check-mail' };

/** /account: turn two-factor authentication on (authenticator app + backup codes), renew the codes, turn it off. */
export function TwoFactorSection({ required }: { required: boolean }) {
  const status = useQuery(twoFactorStatusQuery);
  const start = useStartTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  // Back from the e-mailed link: its confirmation goes with the password, straight to that step.
  const [searchParams] = useSearchParams();
  const confirmation = searchParams.get(ADMIN_ENROLMENT_PARAM) ?? undefined;
  const [step, setStep] = useState<Step>(confirmation ? { name: 'password' } : { name: 'idle' });
  const idle = () => setStep({ name: 'idle' });
  // An admin sent here to set it up lands on this section.
  useEffect(() => {
    if (required) document.getElementById('two-factor-title')?.scrollIntoView({ block: 'center' });
  }, [required]);

  return (
    <Section
      id="two-factor"
      title="Two-factor authentication"
      description="After your password, signing in asks for a code from an authenticator app on your phone."
    >
      {required && !status.data?.enabled && (
        <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Administrators must turn on two-factor authentication before using the admin pages. Turn it on here; admin
          opens as soon as it is on.
        </p>
      )}
      {status.isPending && (
        <Skeleton className="h-16" role="status" aria-hidden={false} aria-label="Loading two-factor status" />
      )}
      {status.isError && (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>Could not load your two-factor status: {status.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {status.data && step.name === 'idle' && (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm" data-testid="mfa-status">
            <ShieldCheck
              className={status.data.enabled ? 'size-5 text-emerald-600' : 'size-5 text-slate-400'}
              aria-hidden
            />
            {status.data.enabled ? (
              <span>
                <strong>On</strong>
                {status.data.since && ` since ${formatDate(status.data.since)}`}
              </span>
            ) : (
              <span>
                <strong>Off</strong>: only your password protects your account.
              </span>
            )}
          </p>
          {status.data.enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setStep({ name: 'regenerate' })}>
                Regenerate backup codes
              </Button>
              <Button variant="outline" onClick={() => setStep({ name: 'turn-off' })}>
                Turn off
              </Button>
            </div>
          ) : (
            <Button onClick={() => setStep({ name: 'password' })}>Turn on two-factor authentication</Button>
          )}
        </div>
      )}
      {step.name === 'password' && (
        <PasswordPrompt
          id="mfa-on-password"
          label="Confirm your password to turn on two-factor authentication"
          submitLabel="Continue"
          pending={start.isPending}
          onSubmit={(password, refused) =>
            start.mutate(
              { password, confirmation },
              {
                onSuccess: (setup) => setStep({ name: 'scan', setup }),
                onError: (error) => (confirmationSent(error) ? setStep({ name: 'check-mail' }) : refused(error)),
              },
            )
          }
          onCancel={idle}
        />
      )}
      {step.name === 'check-mail' && (
        <div role="status" className="space-y-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <p>
            <strong>We e-mailed you a link to confirm it&apos;s you.</strong> Open it within 30 minutes to turn on
            two-factor authentication: it brings you back here.
          </p>
          <Button variant="outline" size="sm" onClick={idle}>
            Done
          </Button>
        </div>
      )}
      {step.name === 'scan' && (
        <AuthenticatorSetup
          setup={step.setup}
          onConfirmed={() => {
            toast.success('Two-factor authentication is on');
            setStep({ name: 'codes', codes: step.setup.backupCodes });
          }}
          onCancel={idle}
        />
      )}
      {step.name === 'codes' && <BackupCodes codes={step.codes} onDone={idle} />}
      {step.name === 'regenerate' && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">New codes replace all your current backup codes.</p>
          <PasswordPrompt
            id="mfa-regenerate-password"
            label="Confirm your password to regenerate backup codes"
            submitLabel="Regenerate backup codes"
            pending={regenerate.isPending}
            onSubmit={(password, refused) =>
              regenerate.mutate(password, {
                onSuccess: ({ backupCodes }) => setStep({ name: 'codes', codes: backupCodes }),
                onError: refused,
              })
            }
            onCancel={idle}
          />
        </div>
      )}
      {step.name === 'turn-off' && <TurnOffForm onDone={idle} />}
    </Section>
  );
}
