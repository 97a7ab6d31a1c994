import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import { ZFirstAdminInputSchema, type TFirstAdminCreated } from '@shared/schemas/setup';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';

/** The server's contract, and the password typed twice (the form's own check). */
const ZFirstAdminFormSchema = ZFirstAdminInputSchema.extend({ confirmPassword: z.string() }).refine(
  (value) => value.password === value.confirmPassword,
  { path: ['confirmPassword'], message: 'The two passwords differ.' },
);
type TFirstAdminForm = z.input<typeof ZFirstAdminFormSchema>;

const FIELDS = ['fullName', 'email', 'password'] as const;
const FIELD_IDS = {
  fullName: 'setup-name',
  email: 'setup-email',
  password: 'setup-password',
  confirmPassword: 'setup-confirm-password',
} as const;

/**
 * First-admin setup, step 1: the administrator's name, e-mail and password (sign-up's rules). `onCreated` gets the
 * server's answer and the password (turning on two-factor authentication next asks for it); `onLinkInvalid` when the
 * link stopped working meanwhile (used in another tab, expired, replaced by a restart).
 */
export function FirstAdminForm({
  token,
  onCreated,
  onLinkInvalid,
}: {
  token: string;
  onCreated: (created: TFirstAdminCreated, password: string) => void;
  onLinkInvalid: () => void;
}) {
  const create = useCreateFirstAdmin(token);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, submitCount },
  } = useForm<TFirstAdminForm>({
    resolver: zodResolver(ZFirstAdminFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, fullName, email] = watch(['password', 'fullName', 'email']);

  const submit = handleSubmit(({ fullName, email, password }) =>
    create.mutate(
      { fullName, email, password },
      {
        onSuccess: (created) => onCreated(created, password),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) return onLinkInvalid();
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          if (error instanceof ApiError && error.code === 'auth.password_too_weak')
            return setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
          if (error instanceof ApiError && error.code === 'setup.email_taken')
            return setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );

  // Errors the fields do not show (rate limit, network): said once under the form.
  const placed =
    create.error instanceof ApiError &&
    (Object.keys(create.error.fields).length > 0 ||
      ['auth.password_too_weak', 'setup.email_taken'].includes(create.error.code) ||
      create.error.status === 404);
  const passwordHint = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; easy-to-guess passwords are refused.`;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Create the administrator account"
    >
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <FormField id="setup-name" label="Full name" summarised error={errors.fullName?.message}>
        <Input
          id="setup-name"
          autoComplete="name"
          autoFocus
          {...register('fullName')}
          {...describedBy('setup-name', errors.fullName?.message)}
        />
      </FormField>
      <FormField id="setup-email" label="Email" summarised error={errors.email?.message}>
        <Input
          id="setup-email"
          type="email"
          autoComplete="email"
          {...register('email')}
          {...describedBy('setup-email', errors.email?.message)}
        />
      </FormField>
      <div className="space-y-1.5">
        <FormField id="setup-password" label="Password" hint={passwordHint} summarised error={errors.password?.message}>
          <Input
            id="setup-password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...register('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={`${errors.password ? 'setup-password-error' : 'setup-password-hint'} setup-password-strength`}
          />
        </FormField>
        <PasswordStrengthMeter id="setup-password-strength" password={password} owner={{ name: fullName, email }} />
      </div>
      <FormField
        id="setup-confirm-password"
        label="Repeat the password"
        summarised
        error={errors.confirmPassword?.message}
      >
        <Input
          id="setup-confirm-password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...register('confirmPassword')}
          {...describedBy('setup-confirm-password', errors.confirmPassword?.message)}
        />
      </FormField>
      {create.error && !placed && (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Creating the admin account…' : 'Create admin account'}
      </Button>
    </form>
  );
}
