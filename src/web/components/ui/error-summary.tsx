import type { MouseEvent } from 'react';
import { cn } from '@web/lib/cn';

export type TFieldProblem = { fieldId: string; message: string };

/** Puts focus on the field with this id; for a radio group, on its chosen option or else its first. */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const target =
    field.getAttribute('role') === 'radiogroup'
      ? (field.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
        field.querySelector<HTMLElement>('[role="radio"]'))
      : field;
  target?.focus();
  return Boolean(target);
}

/**
 * The problems of a submitted form above its fields, as GOV.UK's error summary: announced at once (role="alert"),
 * each a link that moves focus to its field. Give it a new `key` on every submit so a repeated problem is said again.
 */
export function ErrorSummary({
  problems,
  title = 'There is a problem',
  className,
}: {
  problems: readonly TFieldProblem[];
  title?: string;
  /** Placement in the form's layout, e.g. `col-span-full` in a grid. */
  className?: string;
}) {
  if (problems.length === 0) return null;
  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    <div
      role="alert"
      className={cn('rounded-md border-2 border-red-600 bg-red-50 p-3 text-sm', className)}
      data-testid="error-summary"
    >
      <p className="font-semibold text-red-800">{title}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              className="text-red-800 underline underline-offset-2"
              onClick={(event) => goToField(event, problem.fieldId)}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The summary's problems from react-hook-form's errors, in the form's field order (`fields` maps name to id). A
 * message marking several fields (a refused sign-in marks e-mail and password) is listed once, for the first.
 */
export function problemsOf(
  errors: Partial<Record<string, { message?: string } | undefined>>,
  fields: Readonly<Record<string, string>>,
): TFieldProblem[] {
  const problems: TFieldProblem[] = [];
  for (const [name, fieldId] of Object.entries(fields)) {
    const message = errors[name]?.message;
    if (message && !problems.some((problem) => problem.message === message)) problems.push({ fieldId, message });
  }
  return problems;
}

/**
 * The summary's problems of a list's rows (useFieldArray's errors), row by row in `fields` order. `idOf` gives a
 * field's id in a row; `rowName` ("Link 2") starts each message, so the same problem in two rows reads apart.
 */
export function rowProblemsOf(
  rows: unknown,
  fields: readonly string[],
  idOf: (index: number, field: string) => string,
  rowName: (index: number) => string,
): TFieldProblem[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Partial<Record<string, { message?: string }>> | undefined, index) =>
    problemsOf(row ?? {}, Object.fromEntries(fields.map((field) => [field, idOf(index, field)]))).map((problem) => ({
      ...problem,
      message: `${rowName(index)}: ${problem.message}`,
    })),
  );
}
