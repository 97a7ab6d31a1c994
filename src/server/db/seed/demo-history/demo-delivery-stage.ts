import type { PlannedProject } from './demo-plan';
import type { DemoSteps } from './demo-steps';
import { DAY, HOUR, type DemoDeps, type DemoViewer } from './demo-types';

type Milestone = Awaited<ReturnType<DemoDeps['repository']['milestonesOf']>>[number];
type Deliverable = Awaited<ReturnType<DemoDeps['repository']['deliverablesOf']>>[number];

/**
 * The delivery stage of a funded project: milestone by milestone the expert works, QA passes (every third project
 * after a revision), the client approves and escrow pays out; then the insights and both ratings.
 */
export function createDemoDeliveryStage(
  { services }: Pick<DemoDeps, 'services'>,
  admin: DemoViewer,
  { at, pay, startWork, upload }: Pick<DemoSteps, 'at' | 'pay' | 'startWork' | 'upload'>,
) {
  return async function deliver(
    plan: PlannedProject,
    projectId: string,
    milestones: readonly Milestone[],
    deliverablesOf: (milestoneId: string, index: number) => Deliverable[],
    start: number,
  ): Promise<void> {
    const stage = plan.stage;
    let t = start;
    for (const [index, milestone] of milestones.entries()) {
      const mine = deliverablesOf(milestone.id, index);
      const last = index === milestones.length - 1;
      if (index > 0) {
        t += 2 * DAY;
        await pay(t, plan.client, projectId, milestone.id);
      }
      for (const d of mine) await startWork(t + DAY, plan.expert, projectId, d.id);
      t += 5 * DAY;
      for (const d of mine) await upload(t, plan.expert, projectId, d.id, 1);
      if (stage === 'in_qa' && last) return;
      // Every third project: QA asks for a second version first.
      if (plan.index % 3 === 1) {
        for (const d of mine)
          await at(t + 3 * HOUR, () =>
            services.deliverables.qaRequestRevision(admin, d.id, 'Please add the executive summary.'),
          );
        for (const d of mine) await upload(t + DAY, plan.expert, projectId, d.id, 2);
        t += DAY;
      }
      for (const d of mine) await at(t + 4 * HOUR, () => services.deliverables.qaApprove(admin, d.id));
      if (stage === 'ready' && last) return;
      if (stage === 'revision' && last) {
        for (const d of mine)
          await at(t + DAY, () =>
            services.deliverables.clientRequestRevision(plan.client, projectId, d.id, 'Please include Q3 figures.'),
          );
        return;
      }
      t += DAY;
      for (const d of mine) await at(t, () => services.deliverables.clientApprove(plan.client, projectId, d.id));
      if (stage === 'autoreleased' && last) {
        // The client never approves the milestone: the sweep releases it once auto_release_days have passed.
        await at(t + 15 * DAY, () => services.projects.milestones.sweep());
      } else {
        await at(t + HOUR, () => services.projects.milestones.approve(plan.client, projectId, milestone.id));
      }
      if (stage === 'milestone_one' && index === 0) return;
      await at(t + 2 * HOUR + (stage === 'autoreleased' && last ? 15 * DAY : 0), () =>
        services.escrow.payOutstanding(),
      );
    }
    t += DAY + (stage === 'autoreleased' ? 15 * DAY : 0);
    await at(t, () => services.assistant.listInsights(plan.client, projectId)).catch(() => undefined);
    const clientRates = stage !== 'completed_client_to_rate';
    if (clientRates)
      await at(t + HOUR, () =>
        services.ratings.rate(plan.client, projectId, {
          score: 4 + (plan.index % 2),
          comment: 'Clear communication and a result we use every day.',
        }),
      );
    await at(t + 3 * HOUR, () =>
      services.ratings.rate(plan.expert, projectId, {
        score: 5,
        comment: 'Responsive client with a well-prepared brief.',
      }),
    );
  };
}
