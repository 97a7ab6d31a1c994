import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { confirmationLanding, useSignUp } from '../api/auth-api';
import { EmailField, ZEmailAnswerSchema } from './email-field';
import { NewPasswordField, ZNewPasswordSchema } from '@web/components/new-password-field';
import { errorMessage } from './sign-in-form';

const ZSignUpFormSchema = z.object({
  fullName: z.string(),
  email: ZEmailAnswerSchema,
  password: ZNewPasswordSchema,
});
type TSignUpForm = z.input<typeof ZSignUpFormSchema>;

const FIELD_IDS = { fullName: 'signup-name', email: 'signup-email', password: 'signup-password' } as const;

/** Full name (optional), email and password, with the errors shown and announced as sign-in's are. */
export function SignUpForm({ onSignedUp, next }: { onSignedUp: () => void; next: string }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    watch,
    formState: { errors, submitCount },
  } = useForm<TSignUpForm>({
    resolver: zodResolver(ZSignUpFormSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const [fullName, email, password] = watch(['fullName', 'email', 'password']);

  const submit = handleSubmit((values) =>
    signUp.mutate(
      { ...values, callbackURL: confirmationLanding(next) },
      {
        onSuccess: () => {
          toast.success('Check your email', { description: "We've sent you a confirmation link." });
          resetField('password');
          onSignedUp();
        },
        onError: (error) => {
          toast.error('Sign up failed', { description: errorMessage(error) });
          if (error instanceof ApiError && error.code === 'auth.password_too_weak')
            setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Sign up" noValidate>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <FormField id={FIELD_IDS.fullName} label="Full name">
        <Input id={FIELD_IDS.fullName} autoComplete="name" {...register('fullName')} />
      </FormField>
      <EmailField id={FIELD_IDS.email} error={errors.email?.message} {...register('email')} />
      <NewPasswordField
        id={FIELD_IDS.password}
        label="Password"
        error={errors.password?.message}
        password={password}
        owner={{ name: fullName, email }}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Sign Up'}
      </Button>
    </form>
  );
}
