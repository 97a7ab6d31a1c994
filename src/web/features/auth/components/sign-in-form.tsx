import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { SIGN_IN_FORM_ACTION } from '@shared/domain/sign-in-form';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useSignIn } from '../api/auth-api';
import { EmailField, ZEmailAnswerSchema } from './email-field';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { ResendConfirmation } from './resend-confirmation';
import { TwoFactorStep } from './two-factor-step';

const ZSignInFormSchema = z.object({
  email: ZEmailAnswerSchema,
  password: z.string().min(1, 'Please enter your password.'),
});
type TSignInForm = z.input<typeof ZSignInFormSchema>;

const FIELD_IDS = { email: 'signin-email', password: 'signin-password' } as const;

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : 'Unexpected error');

/**
 * Email and password. Sign In is always there to press: what is missing or wrong is said under each field and in a
 * summary above them, and focus goes to the first field to fix; a refused password marks both fields.
 */
export function SignInForm({
  next,
  returnedProblem,
  onForgot,
}: {
  next: string;
  /** What the plain form's sign-in came back with (`?error=`), said until the form is submitted again. */
  returnedProblem: string | null;
  onForgot: (email: string) => void;
}) {
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    resetField,
    formState: { errors, submitCount },
  } = useForm<TSignInForm>({
    resolver: zodResolver(ZSignInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(({ email, password }) => {
    setUnconfirmed(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (result) => {
          if (result?.twoFactorRedirect) setSecondStep(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'auth.email_not_verified') return setUnconfirmed(email);
          toast.error('Sign in failed', { description: errorMessage(error) });
          if (error instanceof ApiError && error.status === 401) {
            setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
            setError('password', { type: 'server', message: error.message });
          }
        },
      },
    );
  });

  if (secondStep)
    return (
      <TwoFactorStep
        onBack={() => {
          setSecondStep(false);
          resetField('password');
        }}
      />
    );

  return (
    // Before the script runs the form posts itself and the server signs in (`SIGN_IN_FORM_ACTION`); once hydrated
    // the script submits it, as before.
    <form
      method="post"
      action={SIGN_IN_FORM_ACTION}
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Sign in"
      noValidate
    >
      <input type="hidden" name="next" value={next} />
      {returnedProblem && submitCount === 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {returnedProblem}
        </p>
      )}
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <EmailField id={FIELD_IDS.email} error={errors.email?.message} {...register('email')} />
      <LabelledInput
        id={FIELD_IDS.password}
        label="Password"
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      {unconfirmed && <ResendConfirmation email={unconfirmed} next={next} />}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={() => onForgot(getValues('email'))}>
        Forgot password?
      </Button>
    </form>
  );
}
