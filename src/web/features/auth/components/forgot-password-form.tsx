import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { toast } from '@web/lib/toast';
import { useRequestPasswordReset } from '../api/auth-api';
import { EmailField, ZEmailAnswerSchema } from './email-field';

const ZForgotPasswordSchema = z.object({ email: ZEmailAnswerSchema });
type TForgotPasswordForm = z.input<typeof ZForgotPasswordSchema>;

const FIELD_IDS = { email: 'forgot-email' } as const;

/**
 * Forgot password: asks for the address and says the same thing whether or not an account exists. A missing or
 * malformed address is said as sign-in says it: under the field, in the summary, with focus on the field.
 */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });

  const submit = handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => toast.error('Could not send the reset link', { description: error.message }),
    }),
  );

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
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Reset password" noValidate>
      <p className="text-sm text-slate-600">Enter your account's e-mail address and we will send you a reset link.</p>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <EmailField id={FIELD_IDS.email} error={errors.email?.message} autoFocus {...register('email')} />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to sign in
      </Button>
    </form>
  );
}
