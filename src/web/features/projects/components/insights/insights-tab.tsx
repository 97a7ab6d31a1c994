import { Check, Lightbulb, X } from 'lucide-react';
import { useEffect } from 'react';
import type { TInsight } from '@shared/schemas/assistant';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useInsights, useSetInsightStatus } from '../../api/assistant/assistant-api';

const EMPTY = 'No insights available yet. Start a conversation with the AI to generate project insights.';

const TYPE_LABEL: Record<TInsight['insightType'], string> = { risk: 'Risk', suggestion: 'Suggestion' };

/** Confidence 0–1 as a whole percent (spec: shown as a percent). */
export const confidencePercent = (score: number) => `${Math.round(score * 100)}%`;

function InsightCard({ insight, projectId }: { insight: TInsight; projectId: string }) {
  const setStatus = useSetInsightStatus(projectId);
  const change = (status: 'implemented' | 'dismissed') =>
    setStatus.mutate(
      { id: insight.id, status },
      {
        onError: (error) => {
          // Someone else already marked it done or dismissed it: it is gone either way.
          if (error instanceof ApiError && error.status === 409) return;
          toast.error('Failed to update insight status.');
        },
      },
    );
  return (
    <li>
      <Card>
        <CardHeader className="pb-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={insight.insightType === 'risk' ? 'warning' : 'secondary'}>
              {TYPE_LABEL[insight.insightType]}
            </Badge>
            <span className="text-xs text-slate-600">{confidencePercent(insight.confidenceScore)} confidence</span>
          </div>
          <CardTitle asChild>
            <h3 className="text-base">{insight.title}</h3>
          </CardTitle>
          <CardDescription>{insight.content}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => change('implemented')} disabled={setStatus.isPending}>
            <Check aria-hidden />
            Mark done
          </Button>
          <Button size="sm" variant="ghost" onClick={() => change('dismissed')} disabled={setStatus.isPending}>
            <X aria-hidden />
            Dismiss
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

/** The project page's Insights tab: active risks and suggestions, each with Mark done and Dismiss. */
export function InsightsTab({ projectId }: { projectId: string }) {
  const { data, error, isPending, refetch } = useInsights(projectId);

  useEffect(() => {
    if (error) toast.error('Failed to load project insights.');
  }, [error]);

  return (
    <section aria-labelledby="insights-heading" className="space-y-4">
      <h2 id="insights-heading" className="text-xl font-semibold">
        Insights
      </h2>
      {isPending ? (
        <ListSkeleton label="Loading insights" />
      ) : error ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle>Failed to load project insights.</CardTitle>
            <CardDescription>{error.message}</CardDescription>
            <div>
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : data.insights.length === 0 ? (
        <EmptyState icon={Lightbulb} title="No insights yet" description={EMPTY} />
      ) : (
        <ul className="space-y-3" aria-label="Project insights">
          {data.insights.map((insight) => (
            <InsightCard key={insight.id} insight={insight} projectId={projectId} />
          ))}
        </ul>
      )}
    </section>
  );
}
