import type { ComponentProps } from 'react';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import type { TPasswordOwner } from '@shared/domain/password-strength';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; easy-to-guess passwords are refused.`;

/** What a new password must be before it is sent; the server also refuses easy-to-guess ones. */
export const ZNewPasswordSchema = z
  .string()
  .min(1, 'Please choose a password.')
  .min(PASSWORD_MIN_LENGTH, `Please use at least ${PASSWORD_MIN_LENGTH} characters.`);

/**
 * A password being chosen (sign-up, reset): its length rule as a hint, its strength as it is typed, and its error in
 * the error pattern (the form's ErrorSummary announces it).
 */
export function NewPasswordField({
  id,
  label,
  error,
  password,
  owner,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  /** The value typed so far, for the strength meter. */
  password: string;
  owner?: TPasswordOwner;
} & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <div className="space-y-1.5">
      <FormField id={id} label={label} hint={PASSWORD_HINT} error={error} summarised>
        <Input
          id={id}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${error ? 'error' : 'hint'} ${id}-strength`}
        />
      </FormField>
      <PasswordStrengthMeter id={`${id}-strength`} password={password} owner={owner} />
    </div>
  );
}
