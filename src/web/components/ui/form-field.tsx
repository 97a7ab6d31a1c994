import type { ReactNode } from 'react';
import { Label } from '@web/components/ui/label';

/**
 * A labelled control with its hint and validation message, wired for screen readers. The message is announced as it
 * appears, unless the form's ErrorSummary (`summarised`) already says it: each problem is announced once.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  summarised = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  summarised?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={summarised ? undefined : 'alert'} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for the control inside a FormField. */
export const describedBy = (id: string, error: unknown, hint = false) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
