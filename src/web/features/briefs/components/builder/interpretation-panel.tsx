import { Sparkles } from 'lucide-react';
import { INTERPRET_MIN_LENGTH } from '@shared/domain/briefs';
import { Spinner } from '@web/components/ui/spinner';
import type { TInterpretationState } from '../../hooks/interpretation-scheduler';
import { InterpretationDetails } from '../interpretation-details';

/** The live AI reading under a free-text field: processing, then ready (or the spec's fallback). */
export function InterpretationPanel({ field, state }: { field: string; state: TInterpretationState }) {
  return (
    <div
      className="rounded-lg border border-brand-100 bg-brand-50/60 p-4"
      data-testid={`interpretation-${field}`}
      data-status={state.status}
      aria-live="polite"
    >
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
        <Sparkles className="size-3.5" aria-hidden />
        AI interpretation
      </p>
      <div className="mt-2">
        {state.status === 'idle' && (
          <p className="text-sm text-slate-500">
            Write a little more (over {INTERPRET_MIN_LENGTH} characters) and the AI will read it as you type.
          </p>
        )}
        {state.status === 'processing' && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner label="Interpreting" className="size-4" />
            Interpreting…
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <InterpretationDetails interpretation={state.interpretation} />
            {state.timedOut && (
              <p className="mt-2 text-sm text-slate-600">The AI will finish interpreting in the background.</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
