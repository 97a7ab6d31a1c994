// A labelled brief through the path a real one takes, without a database: each field read by the offline
// interpreter, the proposal drafted from the completed brief, the request's matching inputs from both (as accepting
// the proposal opens the request), then the request as the engine reads it.
import type { TMatchRequest } from '../../src/shared/domain/matching';
import type { TLabelledBrief } from '../../src/shared/domain/matching/evaluation/brief-set';
import { matchingInputsFromBrief } from '../../src/shared/domain/matching/request-inputs';
import { ZStructuredBriefSchema } from '../../src/shared/schemas/brief-ai';
import { completeInterpretations } from '../../src/server/modules/briefs/brief-interpretations';
import { createOfflineAiProvider } from '../../src/server/providers/ai/offline/offline-ai-provider';

const ai = createOfflineAiProvider();

export async function briefToRequest(brief: TLabelledBrief): Promise<TMatchRequest> {
  const structured = await completeInterpretations(
    ZStructuredBriefSchema.parse({
      goal: brief.goal,
      context: brief.context,
      constraints: brief.constraints,
      budget_range: brief.budget,
      timeline: brief.timeline,
    }),
    (field, value) => ai.interpretField(field, value),
  );
  const proposal = await ai.generateProposal({ ...structured, assured_mode: false });
  const inputs = matchingInputsFromBrief({
    budgetRange: structured.budget_range,
    timeline: structured.timeline,
    constraintsText: structured.constraints,
    goal: structured.goal,
    context: structured.context,
    interpretations: structured.interpretations,
    proposal,
  });
  return {
    id: `brief-${brief.id}`,
    clientId: 'evaluation-client',
    requiredSkills: inputs.requiredSkills,
    industry: inputs.industry,
    outcomeTags: inputs.outcomeTags,
    budget:
      inputs.budgetMin === null && inputs.budgetMax === null
        ? null
        : { min: inputs.budgetMin ?? 0, max: inputs.budgetMax, currency: inputs.currency },
    estimatedHours: inputs.estimatedHours,
    hoursPerWeek: null,
    preferredLocale: null,
    sensitive: inputs.sensitive,
  };
}
