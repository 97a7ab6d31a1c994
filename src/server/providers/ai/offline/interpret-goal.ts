import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { extractDirection, extractMetric } from './extract-metric';
import { extractObjective } from './extract-objective';
import { extractTarget } from './extract-target';
import { extractTimeframe } from './extract-timeframe';
import { scoreConfidence, tag, wordCount } from './score-confidence';
import type { TTimeframe } from './timeframe';

export type TGoalReading = {
  metric: string | null;
  timeframe: TTimeframe | null;
  objective: string | null;
  target: string | null;
  direction: 'increase' | 'decrease' | null;
};

export function readGoal(text: string): TGoalReading {
  return {
    metric: extractMetric(text),
    timeframe: extractTimeframe(text),
    objective: extractObjective(text),
    target: extractTarget(text),
    direction: extractDirection(text),
  };
}

function summary(goal: TGoalReading): string {
  if (!goal.objective && !goal.metric) return 'Goal noted; add the result you want, a number and a date.';
  const action = goal.objective ?? `Improve ${goal.metric}`;
  const when = goal.timeframe ? ` ${goal.timeframe.phrase}` : '';
  const metric = goal.metric ? ` (metric: ${goal.metric})` : '';
  return `Goal: ${action.charAt(0).toLowerCase()}${action.slice(1)}${when}${metric}.`;
}

export function interpretGoal(text: string): TFieldInterpretation {
  const goal = readGoal(text);
  const words = wordCount(text);
  const filled = [goal.metric, goal.timeframe, goal.objective].filter((slot) => slot !== null).length;
  const tags = [
    goal.metric && tag('metric', goal.metric),
    goal.timeframe && tag('timeframe', goal.timeframe.value),
    goal.target && tag('target', goal.target),
    goal.direction && tag('direction', goal.direction),
  ].filter((t): t is string => Boolean(t));
  const warnings = [
    !goal.metric && 'missing_metric',
    !goal.timeframe && 'missing_timeframe',
    !goal.target && 'missing_target',
    (words < 4 || !goal.objective) && 'vague_goal',
  ].filter((w): w is string => Boolean(w));
  return {
    interpreted: summary(goal),
    confidence: scoreConfidence(filled / 3, (goal.target ? 0.6 : 0) + 0.4 * Math.min(1, words / 12)),
    tags,
    warnings,
    normalized: { metric: goal.metric, timeframe: goal.timeframe?.value ?? null, objective: goal.objective },
  };
}
