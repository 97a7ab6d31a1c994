import { assuredAddonNoteFor, budgetBandFor, timelineWeeksFor } from '@shared/domain/brief-options';
import { ZProposalSchema, type TProposal } from '@shared/schemas/brief-ai';
import type { TProposalInput } from '../ai-provider';
import { deriveMilestones } from './derive-milestones';
import { deriveRoles } from './derive-roles';
import { readConstraints } from './interpret-constraints';
import { readGoal, type TGoalReading } from './interpret-goal';
import { formatWeekRange } from '../../../../shared/domain/duration';

function successMetrics(goal: TGoalReading, weeks: { min: number; max: number }): string[] {
  const headline = goal.metric
    ? `${goal.metric.charAt(0).toUpperCase()}${goal.metric.slice(1)}: ${(goal.objective ?? `improve ${goal.metric}`).replace(/^./, (c) => c.toLowerCase())}${goal.timeframe ? ` ${goal.timeframe.phrase}` : ''}`
    : goal.objective
      ? `Objective met: ${goal.objective.replace(/^./, (c) => c.toLowerCase())}${goal.timeframe ? ` ${goal.timeframe.phrase}` : ''}`
      : null;
  return [
    headline,
    goal.metric && !goal.target ? `Target for ${goal.metric} agreed at discovery and tracked weekly` : null,
    `All milestones delivered within ${formatWeekRange(weeks)}`,
    'Every deliverable passes QA review before handover',
  ].filter((line): line is string => line !== null);
}

/**
 * The built-in proposal: the frame (weeks, budget band, assurance note) comes from the client's choices; roles,
 * milestones and success metrics from reading the goal, context and constraints. Same brief, same proposal.
 */
export function generateProposal(brief: TProposalInput): TProposal {
  const goal = readGoal(brief.goal);
  const constraints = readConstraints(brief.constraints);
  const weeks = timelineWeeksFor(brief.timeline);
  return ZProposalSchema.parse({
    timeline_weeks: weeks,
    budget_band: budgetBandFor(brief.budget_range),
    roles: deriveRoles({
      goal: brief.goal,
      context: brief.context,
      metric: goal.metric,
      hasIntegrations: constraints.integration_software !== null,
    }),
    milestones: deriveMilestones({
      weeks,
      metric: goal.metric,
      target: goal.target,
      objective: goal.objective,
      software: constraints.integration_software,
      hardware: constraints.hardware_support,
      ai: constraints.ai_model_compatibility,
    }),
    success_metrics: successMetrics(goal, weeks),
    assured_addon_note: assuredAddonNoteFor(brief.assured_mode),
  });
}
