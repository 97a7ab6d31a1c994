import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api-client';
import type { TPageMeta } from '@web/components/page-meta';
import { useResetPassword } from '../api/auth-api';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';

export const meta: TPageMeta = {
  title: 'Choose a new password',
  description: 'Set a new password for your Outcome Marketplace account with the link we e-mailed you.',
};

function Shell({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

const requestNewLink = (
  <Button asChild className="w-full">
    <Link to="/auth?forgot=1">Request a new link</Link>
  </Button>
);

/** /reset-password?token=…: the e-mailed link; choosing a new password signs the account out everywhere. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();

  if (!token) {
    return (
      <Shell title="Reset link missing" description="Open the link from the e-mail we sent you, or ask for a new one.">
        {requestNewLink}
      </Shell>
    );
  }
  if (reset.isSuccess) {
    return (
      <Shell
        title="Password changed"
        description="Your new password is set and every other session was signed out. Sign in with it now."
      >
        <Button asChild className="w-full">
          <Link to="/auth">Sign in</Link>
        </Button>
      </Shell>
    );
  }
  const invalidLink = reset.error instanceof ApiError && reset.error.status === 400 && /token/i.test(reset.error.code);
  if (invalidLink) {
    return (
      <Shell title="This link no longer works" description="Reset links work once and expire after 1 hour.">
        {requestNewLink}
      </Shell>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) return setMismatch(true);
    setMismatch(false);
    reset.mutate({ token, newPassword: password });
  };

  return (
    <Shell title="Choose a new password" description="Resetting signs your account out on every other device.">
      <form onSubmit={submit} className="space-y-4" aria-label="Choose a new password">
        <div className="space-y-2">
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-describedby="new-password-hint new-password-strength"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id="new-password-hint" className="text-xs text-slate-500">
            {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters; easy-to-guess passwords are refused.
          </p>
          <PasswordStrengthMeter id="new-password-strength" password={password} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">Repeat the new password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'confirm-password-error' : undefined}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          {mismatch && (
            <p id="confirm-password-error" className="text-xs text-red-700">
              The two passwords differ.
            </p>
          )}
        </div>
        {reset.error && !invalidLink && (
          <p className="text-sm text-red-700" role="alert">
            {reset.error.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending || !password || !confirmation}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </Shell>
  );
}
