import { DEMO_PROJECT_TOPICS, type PlannedProject } from './demo-plan';
import type { DemoSteps } from './demo-steps';
import { DAY, HOUR, type DemoDeps, type DemoViewer } from './demo-types';

/** The stages before the quote: the client's brief, its proposal, the request it becomes, and the quote's draft. */
export function createDemoBriefStage(
  { services, repository }: Pick<DemoDeps, 'services' | 'repository'>,
  admin: DemoViewer,
  { at }: Pick<DemoSteps, 'at'>,
) {
  /** Brief → proposal → (accepted) request; returns the request id, or null when the stage ends before it. */
  async function brief(plan: PlannedProject, t: number): Promise<string | null> {
    const topic = DEMO_PROJECT_TOPICS[plan.topic]!;
    const { briefId } = await at(t, () =>
      services.briefs.submit(
        {
          contactName: plan.client.fullName ?? 'Client',
          contactEmail: plan.client.email,
          contactPhone: '',
          company: plan.company,
          structuredBrief: {
            goal: topic.goal,
            context: topic.context,
            constraints: topic.constraints,
            budget_range: topic.budget,
            timeline: '1-2-months',
            urgency: 'standard',
            expert_style: 'collaborative',
            interpretations: {},
            // A brief still missing a detail waits (15 minutes) for the client to complete it before its draft.
            missing: plan.stage === 'brief_submitted' ? ['goal.metric'] : [],
          },
          assuredMode: plan.index % 3 === 0 || plan.stage === 'replacement',
          origin: 'bespoke',
          originId: null,
          preferredExpertId: null,
        },
        plan.client,
      ),
    );
    if (plan.stage === 'brief_submitted') return null;
    await at(t + HOUR, () => services.briefProposals.generateProposal({ briefId }));
    if (plan.stage === 'brief_qa') return null;
    await at(t + 2 * HOUR, () => services.briefProposals.pass(briefId, admin));
    await at(t + 2 * HOUR + 60_000, () => services.briefProposals.releaseProposal({ briefId }));
    if (plan.stage === 'proposal_ready') return null;
    if (plan.stage === 'brief_archived') {
      await at(t + 3 * DAY, () => services.briefs.archive(briefId, plan.client));
      return null;
    }
    await at(t + 8 * HOUR, () => services.briefs.accept(briefId, plan.client));
    return repository.requestIdForBrief(briefId);
  }

  function draft(plan: PlannedProject, t: number) {
    const topic = DEMO_PROJECT_TOPICS[plan.topic]!;
    return {
      projectTitle: topic.title,
      scopeDescription: `${topic.goal}. ${topic.context}.`,
      paymentStructure: 'Per milestone, funded into escrow before work starts',
      deliverables: plan.amounts.map((_, index) => ({
        title: topic.deliverables[index] ?? `Phase ${index + 1} report`,
      })),
      milestones: plan.amounts.map((amount, index) => ({
        title: topic.deliverables[index] ?? `Phase ${index + 1}`,
        description: `Phase ${index + 1}: ${topic.deliverables[index] ?? 'delivery'}`,
        amount,
      })),
      estimatedDuration: `${plan.amounts.length * 3} weeks`,
      estimatedStartDate: new Date(t + 7 * DAY).toISOString().slice(0, 10),
      validForDays: 14,
    };
  }

  return { brief, draft };
}
