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
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend id={id} className="text-sm font-medium text-slate-800">
        {label}
      </legend>
      <RadioGroup
        aria-labelledby={id}
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
    </fieldset>
  );
}
