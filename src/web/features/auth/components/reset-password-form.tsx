import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { NewPasswordField, ZNewPasswordSchema } from '@web/components/new-password-field';

const ZResetPasswordSchema = z
  .object({
    password: ZNewPasswordSchema,
    confirmation: z.string().min(1, 'Please repeat the new password.'),
  })
  .refine((form) => !form.confirmation || form.password === form.confirmation, {
    path: ['confirmation'],
    message: 'The two passwords differ.',
  });
type TResetPasswordForm = z.input<typeof ZResetPasswordSchema>;

const FIELD_IDS = { password: 'new-password', confirmation: 'confirm-password' } as const;

/**
 * The new password, twice, in sign-in's error pattern: Set new password is always there to press; what is missing,
 * too short, differs or is refused by the server (too easy to guess) is said under its field and in the summary,
 * and focus goes to the first field to fix.
 */
export function ResetPasswordForm({
  token,
  reset,
}: {
  token: string;
  /** The page's mutation: it shows what comes after (changed, or a link that no longer works). */
  reset: UseMutationResult<unknown, Error, { token: string; newPassword: string }>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, submitCount },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      { onError: (error) => setError('password', { type: 'server', message: error.message }, { shouldFocus: true }) },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Choose a new password" noValidate>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <NewPasswordField
        id={FIELD_IDS.password}
        label="New password"
        error={errors.password?.message}
        password={watch('password')}
        {...register('password')}
      />
      <LabelledInput
        id={FIELD_IDS.confirmation}
        label="Repeat the new password"
        error={errors.confirmation?.message}
        type="password"
        autoComplete="new-password"
        {...register('confirmation')}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
