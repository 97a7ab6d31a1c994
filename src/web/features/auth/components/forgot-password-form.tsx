import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { useRequestPasswordReset } from '../api/auth-api';

/** Forgot password: asks for the address and says the same thing whether or not an account exists. */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    request.mutate(email, {
      onSuccess: () => setSentTo(email.trim()),
      onError: (error) => toast.error('Could not send the reset link', { description: error.message }),
    });
  };

  if (sentTo) {
    return (
      <div className="space-y-4" role="status">
        <p className="text-sm text-slate-700">
          If an account exists for <strong>{sentTo}</strong>, we have e-mailed it a link to choose a new password. The
          link works once and expires in 1 hour.
        </p>
        <Button variant="outline" className="w-full" onClick={onDone}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Reset password">
      <p className="text-sm text-slate-600">Enter your account's e-mail address and we will send you a reset link.</p>
      <div className="space-y-2">
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={!email.trim() || request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to sign in
      </Button>
    </form>
  );
}
