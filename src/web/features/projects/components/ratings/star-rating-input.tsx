import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { Star } from 'lucide-react';
import { RATING_SCORES } from '@shared/domain/ratings';
import { cn } from '@web/lib/cn';

export const SCORE_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/**
 * 1–5 stars as a radio group: Tab reaches the group, arrow keys move between stars, Space selects; each star is named
 * "4 stars — Very good" for screen readers.
 */
export function StarRatingInput({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
}: {
  id?: string;
  value: number | null;
  onChange: (score: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <RadioGroupPrimitive.Root
      id={id}
      aria-invalid={invalid || undefined}
      className="flex items-center gap-1"
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      orientation="horizontal"
      loop
    >
      {RATING_SCORES.map((score) => {
        const filled = value !== null && score <= value;
        return (
          <RadioGroupPrimitive.Item
            key={score}
            value={String(score)}
            aria-label={`${score} star${score === 1 ? '' : 's'} — ${SCORE_LABELS[score]}`}
            className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Star
              aria-hidden
              className={cn('size-8 transition-colors', filled ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
            />
          </RadioGroupPrimitive.Item>
        );
      })}
      {value !== null && <span className="ml-2 text-sm text-slate-700">{SCORE_LABELS[value]}</span>}
    </RadioGroupPrimitive.Root>
  );
}

/** A given score shown as stars (read-only). */
export function StarScore({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${score} out of 5 stars`}>
      {RATING_SCORES.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn('size-4', star <= score ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
