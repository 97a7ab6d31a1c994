import type { ComponentProps } from 'react';
import { z } from 'zod';
import { ZEmailSchema } from '@shared/domain/email';
import { LabelledInput } from '@web/components/ui/labelled-input';

/** An e-mail address as the auth forms ask for it: missing and malformed are told apart. */
export const ZEmailAnswerSchema = z.string().trim().min(1, 'Please enter your email address.').pipe(ZEmailSchema);

/** The auth forms' "Email" field, in the error pattern (its form's ErrorSummary announces the message). */
export function EmailField(props: { id: string; error?: string } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return <LabelledInput label="Email" type="email" autoComplete="email" {...props} />;
}
