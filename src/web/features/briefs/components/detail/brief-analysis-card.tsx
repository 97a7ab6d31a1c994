import {
  BRIEF_TEXT_FIELDS,
  BRIEF_TEXT_FIELD_LABELS,
  BUDGET_LABELS,
  EXPERT_STYLE_LABELS,
  TIMELINE_LABELS,
  URGENCY_LABELS,
} from '@shared/domain/brief-options';
import type { TStructuredBrief } from '@shared/schemas/brief-ai';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { InterpretationDetails } from '../interpretation-details';

const NOT_GIVEN = 'Not specified';

/** Brief Analysis: each free-text answer with its AI interpretation (confidence as a percentage), then the choices. */
export function BriefAnalysisCard({
  brief,
  description = 'What you told us and how the AI read it.',
}: {
  brief: TStructuredBrief;
  description?: string;
}) {
  const choices: [string, string][] = [
    ['Budget', brief.budget_range ? BUDGET_LABELS[brief.budget_range] : NOT_GIVEN],
    ['Timeline', brief.timeline ? TIMELINE_LABELS[brief.timeline] : NOT_GIVEN],
    ['Urgency', URGENCY_LABELS[brief.urgency]],
    ['Expert style', brief.expert_style ? EXPERT_STYLE_LABELS[brief.expert_style] : NOT_GIVEN],
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Brief Analysis</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {BRIEF_TEXT_FIELDS.map((field) => {
          const text = brief[field].trim();
          const interpretation = brief.interpretations[field];
          return (
            <section
              key={field}
              aria-label={BRIEF_TEXT_FIELD_LABELS[field]}
              data-testid={`analysis-${field}`}
              className="space-y-2"
            >
              <h3 className="text-sm font-semibold text-slate-900">{BRIEF_TEXT_FIELD_LABELS[field]}</h3>
              <p className="whitespace-pre-line text-sm text-slate-600">{text || NOT_GIVEN}</p>
              {interpretation && (
                <div className="rounded-lg bg-slate-50 p-3">
                  <InterpretationDetails interpretation={interpretation} />
                </div>
              )}
            </section>
          );
        })}
        <dl className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 sm:grid-cols-4">
          {choices.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
