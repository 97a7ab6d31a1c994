import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export type TStep = { title: string; description: ReactNode };

type StepListProps = {
  steps: readonly TStep[];
  className?: string;
};

/** A numbered process (ordered list); four steps sit in one row on large screens. */
export function StepList({ steps, className }: StepListProps) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <div className="mt-2 leading-relaxed text-slate-600">{step.description}</div>
        </li>
      ))}
    </ol>
  );
}
