import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { ZEmailSchema } from '@shared/domain/email';
import { NAME_MAX_LENGTH } from '@shared/domain/limits';
import type { TAccountSettings } from '@shared/schemas/account';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { FormField, describedBy } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { NewPasswordField, ZNewPasswordSchema } from '@web/components/new-password-field';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useChangeEmail, useChangePassword, useRename } from '../api/account-api';
import { twoFactorStatusQuery } from '../api/two-factor-api';
import { FormError, Section } from './section';

export function NameSection({ settings }: { settings: TAccountSettings }) {
  const [name, setName] = useState(settings.fullName ?? '');
  const rename = useRename();
  useEffect(() => setName(settings.fullName ?? ''), [settings.fullName]);
  const unchanged = name.trim() === (settings.fullName ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name.trim(), { onSuccess: () => toast.success('Name saved') });
  };
  return (
    <Section id="name" title="Name" description="Shown to experts and clients you work with.">
      <form onSubmit={submit} className="space-y-3" aria-label="Change your name">
        <FormField id="account-name" label="Full name" error={rename.error?.message}>
          <Input
            id="account-name"
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...describedBy('account-name', rename.error)}
          />
        </FormField>
        <Button type="submit" disabled={rename.isPending || unchanged || !name.trim()}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </form>
    </Section>
  );
}

export const EMAIL_FIELD_IDS = {
  newEmail: 'account-new-email',
  password: 'account-email-password',
  code: 'account-email-code',
} as const;

/** The new address and the password, and the two-factor code when two-factor authentication is on. */
const emailChangeSchema = (needsCode: boolean) =>
  z.object({
    newEmail: z.string().trim().min(1, 'Please enter the new e-mail address.').pipe(ZEmailSchema),
    password: z.string().min(1, 'Please enter your password.'),
    code: needsCode ? z.string().trim().min(1, 'Please enter a code from your authenticator app.') : z.string(),
  });
type TEmailChangeForm = z.input<ReturnType<typeof emailChangeSchema>>;

/** The field a refusal of the change is about, by the server's code. */
const EMAIL_REFUSAL_FIELDS: Readonly<Record<string, keyof TEmailChangeForm>> = {
  PASSWORD_REQUIRED: 'password',
  INVALID_PASSWORD: 'password',
  TWO_FACTOR_CODE_REQUIRED: 'code',
  INVALID_CODE: 'code',
};

export function EmailSection({ settings }: { settings: TAccountSettings }) {
  const twoFactor = useQuery(twoFactorStatusQuery);
  const needsCode = twoFactor.data?.enabled === true;
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => emailChangeSchema(needsCode), [needsCode]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<TEmailChangeForm>({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', password: '', code: '' },
  });
  const refusedField = (error: Error | null) =>
    error instanceof ApiError ? EMAIL_REFUSAL_FIELDS[error.code] : undefined;

  const submit = handleSubmit(({ newEmail, password, code }) =>
    change.mutate(
      { newEmail: newEmail.trim(), password, ...(needsCode ? { code: code.trim() } : {}) },
      {
        onSuccess: () => {
          setSentTo(newEmail.trim());
          reset();
        },
        onError: (error) => {
          const field = refusedField(error);
          if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <Section
      id="email"
      title="E-mail address"
      description={
        <>
          Currently <strong className="break-words font-medium text-slate-900">{settings.email}</strong>. A new address
          takes effect once you open the confirmation link we send to it; we also tell your current address.
        </>
      }
    >
      <form
        onSubmit={(event) => void submit(event)}
        className="space-y-3"
        aria-label="Change your e-mail address"
        noValidate
      >
        <ErrorSummary key={submitCount} problems={problemsOf(errors, EMAIL_FIELD_IDS)} />
        <LabelledInput
          id={EMAIL_FIELD_IDS.newEmail}
          label="New e-mail address"
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <LabelledInput
          id={EMAIL_FIELD_IDS.password}
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {needsCode && (
          <FormField
            id={EMAIL_FIELD_IDS.code}
            label="Two-factor code"
            hint="From your authenticator app, or one of your backup codes."
            error={errors.code?.message}
            summarised
          >
            <Input
              id={EMAIL_FIELD_IDS.code}
              autoComplete="one-time-code"
              {...register('code')}
              {...describedBy(EMAIL_FIELD_IDS.code, errors.code, true)}
            />
          </FormField>
        )}
        {!refusedField(change.error) && <FormError error={change.error} />}
        {sentTo && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
            We sent a confirmation link to <strong className="break-words">{sentTo}</strong>. Your address changes once
            you open it; until then you keep signing in with {settings.email}.
          </p>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </form>
    </Section>
  );
}

const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword: ZNewPasswordSchema,
    repeat: z.string().min(1, 'Please repeat the new password.'),
  })
  .refine((form) => !form.repeat || form.newPassword === form.repeat, {
    path: ['repeat'],
    message: 'The two passwords differ.',
  });
type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

const PASSWORD_FIELD_IDS = {
  currentPassword: 'account-current-password',
  newPassword: 'account-new-password',
  repeat: 'account-repeat-password',
} as const;

/** Which field a refusal is about: a wrong current password, or a new one the server finds too easy to guess. */
function passwordRefusalField(error: Error): keyof TChangePasswordForm | null {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) return null;
  return /invalid password|current password/i.test(error.message) ? 'currentPassword' : 'newPassword';
}

export function PasswordSection({ settings }: { settings: TAccountSettings }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, submitCount },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          toast.success('Password changed', { description: 'Every other session was signed out.' });
        },
        onError: (error) => {
          const field = passwordRefusalField(error);
          if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <Section id="password" title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={(event) => void submit(event)} className="space-y-3" aria-label="Change your password" noValidate>
        <ErrorSummary key={submitCount} problems={problemsOf(errors, PASSWORD_FIELD_IDS)} />
        <LabelledInput
          id={PASSWORD_FIELD_IDS.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordField
          id={PASSWORD_FIELD_IDS.newPassword}
          label="New password"
          error={errors.newPassword?.message}
          password={watch('newPassword')}
          owner={{ name: settings.fullName, email: settings.email }}
          {...register('newPassword')}
        />
        <LabelledInput
          id={PASSWORD_FIELD_IDS.repeat}
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...register('repeat')}
        />
        {change.error && !passwordRefusalField(change.error) && <FormError error={change.error} />}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </Section>
  );
}
