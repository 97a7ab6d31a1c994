import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { TAccountSettings, TEmailPreferences } from '@shared/schemas/account';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { Label } from '@web/components/ui/label';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { Switch } from '@web/components/ui/switch';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { downloadMyData, useDeleteAccount, useSavePreferences } from '../api/account-api';
import { EmailBounceNotice } from './email-bounce-notice';
import { FormError, Section } from './section';

const PREFERENCES: { key: keyof TEmailPreferences; label: string }[] = [
  { key: 'emailActivity', label: 'E-mail me about quotes, projects and payments' },
  { key: 'emailMarketing', label: 'E-mail me about marketing and tips' },
];

export function PreferencesSection({ settings }: { settings: TAccountSettings }) {
  const save = useSavePreferences();
  const toggle = (key: keyof TEmailPreferences, value: boolean) =>
    save.mutate(
      { ...settings.preferences, [key]: value },
      { onSuccess: () => toast.success('E-mail preferences saved') },
    );
  return (
    <Section
      id="preferences"
      title="Notification e-mails"
      description="You always see notifications on the site. Security e-mails (password reset, address confirmation, sign-in alerts) are always sent."
    >
      <EmailBounceNotice />
      <ul className="space-y-4">
        {PREFERENCES.map(({ key, label }) => (
          <li key={key} className="flex items-center justify-between gap-4">
            <Label htmlFor={`preference-${key}`} className="text-sm font-normal leading-snug">
              {label}
            </Label>
            <Switch
              id={`preference-${key}`}
              checked={settings.preferences[key]}
              disabled={save.isPending}
              onCheckedChange={(value) => toggle(key, value)}
            />
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FormError error={save.error} />
      </div>
    </Section>
  );
}

export function DownloadSection() {
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <Section
      id="download"
      title="Download my data"
      description="A JSON file with your profile, briefs, requests, the quotes sent to you, orders, projects and notifications."
    >
      <div className="space-y-3">
        <FormError error={download.error} />
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onSuccess: () => toast.success('Your data is downloading') })}
        >
          {download.isPending ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
    </Section>
  );
}

export function DeleteSection({ settings }: { settings: TAccountSettings }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(
      z.object({
        email: z
          .string()
          .trim()
          .refine(
            (typed) => typed.toLowerCase() === settings.email.toLowerCase(),
            `Type your e-mail address, ${settings.email}, to confirm.`,
          ),
      }),
    ),
    defaultValues: { email: '' },
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit(({ email }) =>
    remove.mutate(email, {
      onSuccess: () => {
        queryClient.setQueryData(queryKeys.viewer, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.viewer[0] });
        toast.success('Account deleted', {
          description: 'You have been signed out. Thank you for using Outcome Marketplace.',
        });
        navigate('/');
      },
    }),
  );
  return (
    <Section id="delete" title="Delete my account" tone="danger">
      <div className="space-y-3 text-sm text-slate-700">
        <p>Deleting your account cannot be undone. When you delete it:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your briefs and notifications are removed;</li>
          <li>
            projects, payment records and ratings are kept for the other party and as the law requires, with your name
            and e-mail removed;
          </li>
          <li>you are signed out everywhere and can no longer sign in.</li>
        </ul>
        <p>
          It is refused while money is held in escrow for one of your projects, or while a project is still open: finish
          or settle them first.
        </p>
      </div>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 space-y-3"
        aria-label="Delete my account"
      >
        <ErrorSummary key={submitCount} problems={problemsOf(errors, { email: 'delete-confirm-email' })} />
        <LabelledInput
          id="delete-confirm-email"
          label={`Type ${settings.email} to confirm`}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {/* A refusal (money in escrow, an open project) is about the account, not what was typed. */}
        <FormError error={remove.error} />
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </Section>
  );
}
