import { tagLabel } from '@shared/domain/briefs';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { Badge } from '@web/components/ui/badge';

/** What a warning asks of the client, in plain words. */
const WARNING_TEXT: Record<string, string> = {
  missing_metric: 'Add a measurable metric',
  missing_timeframe: 'Add a timeframe',
  missing_target: 'Add a target, e.g. +30%',
  vague_goal: 'Be more specific about the outcome',
  vague_context: 'Tell us more about your organisation',
  missing_industry: 'Mention your industry',
  missing_org_size: 'Mention your team or company size',
  missing_region: 'Mention where you operate',
  missing_hardware_support: 'Hardware needs not stated',
  missing_integration_software: 'Tools to integrate with not stated',
  missing_ai_model_compatibility: 'AI model requirements not stated',
  ai_error: 'The AI could not read this yet',
  ai_timeout: 'The AI is taking longer than usual',
};

export const warningText = (warning: string) => WARNING_TEXT[warning] ?? warning.replaceAll('_', ' ');

export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** An interpretation's text, confidence as a percentage, tags and warnings. */
export function InterpretationDetails({ interpretation }: { interpretation: TFieldInterpretation }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800">{interpretation.interpreted}</p>
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline" data-testid="confidence">
          Confidence {confidencePercent(interpretation.confidence)}
        </Badge>
        {interpretation.tags.map((tag) => (
          <Badge key={tag} variant="secondary" title={tag}>
            {tagLabel(tag)}
          </Badge>
        ))}
      </div>
      {interpretation.warnings.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Suggestions">
          {interpretation.warnings.map((warning) => (
            <li key={warning}>
              <Badge variant="warning">{warningText(warning)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
