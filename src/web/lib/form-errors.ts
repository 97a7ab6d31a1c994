import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './api-client';

/**
 * Puts the server's per-field validation messages beside the form's own controls. `fields` maps an API field (its
 * first path segment: `deliverables.2` counts as `deliverables`) to the form field that shows it; API fields named
 * the same as form fields need no entry in `rename`. Returns whether any message was placed, so the caller can skip
 * a toast (or say "check the highlighted fields").
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  rename: Partial<Record<string, Path<T>>> = {},
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const top = path.split('.')[0] ?? path;
    const target =
      rename[path] ?? rename[top] ?? (formFields as readonly string[]).find((f) => f === path || f === top);
    if (!target) continue;
    setError(target as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
