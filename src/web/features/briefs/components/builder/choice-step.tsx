import { useId } from 'react';
import { RadioCard, RadioGroup } from '@web/components/ui/radio-group';
import { cn } from '@web/lib/cn';

type ChoiceGroupProps<T extends string> = {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  descriptions?: Partial<Record<T, string>>;
  value: T | null;
  onChange: (value: T) => void;
  columns?: 2 | 3;
  /** For a gated choice: the id its error summary points to, and the error. */
  id?: string;
  error?: string | null;
};

/** A single choice shown as cards (arrow keys move, Space selects). */
export function ChoiceGroup<T extends string>({
  label,
  options,
  labels,
  descriptions,
  value,
  onChange,
  columns = 2,
  id,
  error,
}: ChoiceGroupProps<T>) {
  const legendId = useId();
  const errorId = `${legendId}-error`;
  return (
    <fieldset className="space-y-3">
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        {label}
      </legend>
      <RadioGroup
        id={id}
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value ?? ''}
        onValueChange={(next) => onChange(next as T)}
        className={cn('grid-cols-1', columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}
      >
        {options.map((option) => (
          <RadioCard key={option} value={option}>
            <span className="block font-medium text-slate-900">{labels[option]}</span>
            {descriptions?.[option] && (
              <span className="mt-0.5 block text-xs text-slate-600">{descriptions[option]}</span>
            )}
          </RadioCard>
        ))}
      </RadioGroup>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
