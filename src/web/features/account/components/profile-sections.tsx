import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import type { TAccountSettings } from '@shared/schemas/account';
import { Button } from '@web/components/ui/button';
import { FormField, describedBy } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
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

export function EmailSection({ settings }: { settings: TAccountSettings }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const twoFactor = useQuery(twoFactorStatusQuery);
  const needsCode = twoFactor.data?.enabled === true;
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    change.mutate(
      { newEmail: address, password, ...(needsCode ? { code: code.trim() } : {}) },
      {
        onSuccess: () => {
          setSentTo(address);
          setNewEmail('');
          setPassword('');
          setCode('');
        },
      },
    );
  };
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
      <form onSubmit={submit} className="space-y-3" aria-label="Change your e-mail address">
        <FormField id="account-new-email" label="New e-mail address">
          <Input
            id="account-new-email"
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
          />
        </FormField>
        <FormField id="account-email-password" label="Your password">
          <Input
            id="account-email-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        {needsCode && (
          <FormField
            id="account-email-code"
            label="Two-factor code"
            hint="From your authenticator app, or one of your backup codes."
          >
            <Input
              id="account-email-code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...describedBy('account-email-code', null, true)}
            />
          </FormField>
        )}
        <FormError error={change.error} />
        {sentTo && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
            We sent a confirmation link to <strong className="break-words">{sentTo}</strong>. Your address changes once
            you open it; until then you keep signing in with {settings.email}.
          </p>
        )}
        <Button type="submit" disabled={change.isPending || !newEmail.trim() || !password}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </form>
    </Section>
  );
}

export function PasswordSection({ settings }: { settings: TAccountSettings }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) return setMismatch(true);
    setMismatch(false);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setRepeat('');
          toast.success('Password changed', { description: 'Every other session was signed out.' });
        },
      },
    );
  };
  return (
    <Section id="password" title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={submit} className="space-y-3" aria-label="Change your password">
        <FormField id="account-current-password" label="Current password">
          <Input
            id="account-current-password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
        <FormField
          id="account-new-password"
          label="New password"
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; not an easy-to-guess one.`}
        >
          <Input
            id="account-new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-describedby="account-new-password-hint account-new-password-strength"
          />
        </FormField>
        <PasswordStrengthMeter
          id="account-new-password-strength"
          password={next}
          owner={{ name: settings.fullName, email: settings.email }}
        />
        <FormField
          id="account-repeat-password"
          label="Repeat the new password"
          error={mismatch ? 'The two passwords differ.' : undefined}
        >
          <Input
            id="account-repeat-password"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            {...describedBy('account-repeat-password', mismatch)}
          />
        </FormField>
        <FormError error={change.error} />
        <Button type="submit" disabled={change.isPending || !current || !next || !repeat}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </Section>
  );
}
