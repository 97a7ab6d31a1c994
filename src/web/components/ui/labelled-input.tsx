import type { ComponentProps } from 'react';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

/**
 * An input in its FormField: labelled, and marked invalid and pointing to its message when it has one. Its form has
 * an ErrorSummary, which announces the message.
 */
export function LabelledInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error} summarised>
      <Input id={id} {...input} {...describedBy(id, error)} />
    </FormField>
  );
}
