import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_ENROLMENT_PARAM } from '@shared/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField, describedBy } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
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

/** A password asked again before a sensitive change; better-auth's "Invalid password" reads better in words. */
function PasswordPrompt({
  id,
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const message = error ? (/password/i.test(error.message) ? 'That password is not right.' : error.message) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={label}>
      <FormField id={id} label="Your password" error={message}>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...describedBy(id, message)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || !password}>
          {pending ? 'Checking…' : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Turning it off: the password, or a code from the app or a backup code; then a confirmation. */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const disable = useDisableTwoFactor();
  const id = 'mfa-off-proof';
  const raw = disable.error?.message ?? '';
  const message = raw && method === 'password' && /password/i.test(raw) ? 'That password is not right.' : raw;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Turn off two-factor authentication">
      <FormField
        id={id}
        label={method === 'password' ? 'Your password' : 'Code from your authenticator app, or a backup code'}
        error={message}
      >
        <Input
          id={id}
          type={method === 'password' ? 'password' : 'text'}
          autoComplete={method === 'password' ? 'current-password' : 'one-time-code'}
          required
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
          {...describedBy(id, message)}
        />
      </FormField>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        onClick={() => {
          setMethod(method === 'password' ? 'code' : 'password');
          setValue('');
          disable.reset();
        }}
      >
        {method === 'password' ? 'Use a code instead' : 'Use your password instead'}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending || !value.trim()}>
          {disable.isPending ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn off two-factor authentication?"
        description="Signing in will need only your password. Your authenticator app and backup codes stop working."
        confirmLabel="Turn off two-factor authentication"
        onConfirm={() =>
          disable.mutate(method === 'password' ? { password: value } : { code: value }, {
            onSuccess: () => {
              toast.success('Two-factor authentication is off');
              onDone();
            },
          })
        }
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
          error={confirmationSent(start.error) ? null : start.error}
          onSubmit={(password) =>
            start.mutate(
              { password, confirmation },
              {
                onSuccess: (setup) => setStep({ name: 'scan', setup }),
                onError: (error) => confirmationSent(error) && setStep({ name: 'check-mail' }),
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
            error={regenerate.error}
            onSubmit={(password) =>
              regenerate.mutate(password, {
                onSuccess: ({ backupCodes }) => setStep({ name: 'codes', codes: backupCodes }),
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
