import { BRIEF_TEXT_MAX_LENGTH } from '@shared/domain/limits';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/input';
import type { TInterpretationState } from '../../hooks/interpretation-scheduler';
import { STEP_ANSWER_ID as id } from './builder-steps';
import { InterpretationPanel } from './interpretation-panel';

type TextStepProps = {
  field: string;
  label: string;
  placeholder: string;
  optional?: boolean;
  value: string;
  onChange: (value: string) => void;
  interpretation: TInterpretationState;
  error: string | null;
};

/** A free-text step with its live interpretation. */
export function TextStep({
  field,
  label,
  placeholder,
  optional,
  value,
  onChange,
  interpretation,
  error,
}: TextStepProps) {
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={id}>
          {label}
          {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
        </Label>
        <Textarea
          id={id}
          name={field}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          rows={5}
          maxLength={BRIEF_TEXT_MAX_LENGTH}
          className="text-base sm:text-sm"
        />
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hidden text-xs text-slate-500 sm:block">
            {optional ? 'Leave it empty if there are none. ' : ''}Ctrl+Enter continues.
          </p>
        )}
      </div>
      <InterpretationPanel field={field} state={interpretation} />
    </div>
  );
}
