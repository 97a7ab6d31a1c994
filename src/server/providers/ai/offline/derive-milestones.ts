import type { TWeeksRange } from '@shared/domain/brief-options';
import type { TProposal } from '@shared/schemas/brief-ai';

type TPhase = 'discovery' | 'design' | 'build' | 'pilot' | 'qa' | 'handover' | 'qa_handover';
export type TMilestoneInput = {
  weeks: TWeeksRange;
  metric: string | null;
  target: string | null;
  objective: string | null;
  software: string | null;
  hardware: string | null;
  ai: string | null;
};

/** Longer engagements get more checkpoints; the spec's default 4–6 weeks gets its 4 milestones. */
export function phasesFor(weeks: TWeeksRange): TPhase[] {
  if (weeks.max <= 2) return ['discovery', 'build', 'qa_handover'];
  if (weeks.max <= 8) return ['discovery', 'build', 'qa', 'handover'];
  if (weeks.max <= 24) return ['discovery', 'design', 'build', 'qa', 'handover'];
  return ['discovery', 'design', 'build', 'pilot', 'qa', 'handover'];
}

// Share of the calendar each phase takes; build gets the most.
const WEIGHT: Record<TPhase, number> = {
  discovery: 2,
  design: 2,
  build: 4,
  pilot: 2,
  qa: 1.5,
  handover: 1,
  qa_handover: 2,
};

const TITLE: Record<TPhase, string> = {
  discovery: 'Discovery and baseline',
  design: 'Solution design',
  build: 'Build and integrate',
  pilot: 'Pilot with real users',
  qa: 'QA and validation',
  handover: 'Handover and enablement',
  qa_handover: 'QA, validation and handover',
};

function outcomes(phase: TPhase, m: TMilestoneInput): string[] {
  const metric = m.metric ?? 'the agreed success measure';
  const metricTitle = metric.charAt(0).toUpperCase() + metric.slice(1);
  const goalLine = m.objective
    ? `Solution in place to ${m.objective.charAt(0).toLowerCase()}${m.objective.slice(1)}`
    : 'First working version of the solution delivered';
  const checked = m.target
    ? `${metricTitle} measured against the target (${m.target})`
    : `${metricTitle} measured against the baseline`;
  const byPhase: Record<TPhase, (string | null)[]> = {
    discovery: [`Baseline for ${metric} measured and agreed`, 'Scope, success criteria and risks signed off'],
    design: [
      `Solution design agreed${m.software ? ` for ${m.software}` : ''}`,
      m.ai ? `AI approach fits the constraint: ${m.ai}` : null,
      m.hardware ? `Runs on ${m.hardware}` : null,
    ],
    build: [goalLine, m.software ? `Integrated with ${m.software}` : null],
    pilot: [`Pilot running with real users; early ${metric} movement tracked`, 'Feedback folded into the solution'],
    qa: ['Every deliverable passes QA review', checked],
    handover: ['Documentation and training handed over', `Dashboard or routine to keep tracking ${metric}`],
    qa_handover: ['Every deliverable passes QA review', checked, 'Documentation handed over'],
  };
  return byPhase[phase].filter((line): line is string => line !== null);
}

/** Milestones spread across the longest end of the timeline, each with outcomes tied to the goal's metric. */
export function deriveMilestones(input: TMilestoneInput): TProposal['milestones'] {
  const phases = phasesFor(input.weeks);
  const totalDays = input.weeks.max * 7;
  const totalWeight = phases.reduce((sum, phase) => sum + WEIGHT[phase], 0);
  let elapsed = 0;
  let previousEta = 0;
  return phases.map((phase) => {
    elapsed += WEIGHT[phase];
    // Strictly increasing whole days, ending on the last day of the timeline.
    const eta = Math.max(previousEta + 1, Math.round((totalDays * elapsed) / totalWeight));
    previousEta = eta;
    return { title: TITLE[phase], eta_days: eta, outcomes: outcomes(phase, input) };
  });
}
