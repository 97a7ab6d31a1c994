import { BUILDER_STEP_COUNT } from '@shared/domain/briefs';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';

export const STEP_TITLES = ['Goal', 'Context', 'Constraints', 'Budget', 'Timeline', 'Preferences', 'Contact'] as const;

/** "Step 3 of 7", the bar, and on wider screens the step names. */
export function BuilderProgress({ step }: { step: number }) {
  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-medium text-slate-900">
          Step {step} of {BUILDER_STEP_COUNT}
          <span className="text-slate-500"> · {STEP_TITLES[step - 1]}</span>
        </p>
        <p className="text-slate-500">{Math.round(((step - 1) / BUILDER_STEP_COUNT) * 100)}% complete</p>
      </div>
      <Progress value={step - 1} max={BUILDER_STEP_COUNT} label="Brief progress" />
      <ol className="hidden grid-cols-7 gap-2 text-xs md:grid" aria-label="Steps">
        {STEP_TITLES.map((title, index) => (
          <li
            key={title}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={cn(
              'truncate',
              index + 1 === step
                ? 'font-semibold text-brand-700'
                : index + 1 < step
                  ? 'text-slate-700'
                  : 'text-slate-500',
            )}
          >
            {index + 1}. {title}
          </li>
        ))}
      </ol>
    </div>
  );
}
