import type { DemoStage, PlannedProject } from './demo-plan';
import { createDemoBriefStage } from './demo-brief-stage';
import { createDemoDeliveryStage } from './demo-delivery-stage';
import { createDemoSteps } from './demo-steps';
import { DAY, HOUR, type DemoDeps, type DemoPeople } from './demo-types';

/**
 * One project's history, step by step at its own times, through the services the routes call (payments through the
 * sandbox checkout's Pay button and its signed webhook). Stops at the project's stage.
 */
export function createDemoHistory(deps: DemoDeps, people: DemoPeople) {
  const { services, repository } = deps;
  const admin = people.admin;
  const steps = createDemoSteps(deps);
  const { at, pay, buyPack, startWork, chat, meeting } = steps;
  const { brief, draft } = createDemoBriefStage(deps, admin, steps);
  const deliver = createDemoDeliveryStage(deps, admin, steps);

  /** Runs one planned project up to its stage. */
  async function run(plan: PlannedProject): Promise<void> {
    const stage: DemoStage = plan.stage;
    let t = plan.start;
    if (stage === 'pack_waiting') return buyPack(plan, t);
    const requestId = await brief(plan, t);
    if (!requestId || stage === 'request') return;
    if (stage === 'quote_draft') {
      // An admin starts the quote themselves and keeps it as a draft for now.
      await at(t + DAY, () =>
        services.quotes.create(
          requestId,
          draft(plan, t + DAY),
          { userId: admin.userId, expertId: null, admin },
          { asDraft: true },
        ),
      );
      return;
    }

    // Matching: the admin computes a shortlist and invites the expert and two others.
    t += DAY;
    await at(t, () => services.matching.compute({ requestId, forceRecompute: false }, admin.userId));
    const others = plan.others.map((expert) => expert.userId);
    await at(t + HOUR, () =>
      services.matching.sendInvitations(requestId, [plan.expert.userId, ...others], admin, undefined),
    );
    const invitations = await repository.invitationsOf(requestId);
    const invitationOf = (expertId: string) => invitations.find((row) => row.expertId === expertId)!.id;
    if (others[0])
      await at(t + 5 * HOUR, () =>
        services.matching.declineInvitation(invitationOf(others[0]!), others[0]!, 'Fully booked this month'),
      );
    if (stage === 'invited') return;
    await at(t + 6 * HOUR, () =>
      services.matching.acceptInvitation(invitationOf(plan.expert.userId), plan.expert.userId),
    );
    // The third invitation runs out unanswered: the sweeps at the end of the history expire it.

    t += 2 * DAY;
    const quote = await at(t, () => services.matching.createQuote(requestId, draft(plan, t), plan.expert.userId));
    if (quote.status === 'pending_admin_review') {
      if (stage === 'quote_review') return;
      if (stage === 'quote_hold') {
        await at(t + 3 * HOUR, () => services.quotes.hold(quote.id, admin));
        return;
      }
      await at(t + 3 * HOUR, () => services.quotes.approveForSending(quote.id, admin));
    }
    t += DAY;
    if (stage === 'quote_sent') return;
    // Expired by the sweeps at the end of the history.
    if (stage === 'quote_expired') return;
    if (stage === 'quote_rejected') {
      await at(t, () => services.quotes.reject(quote.id, plan.client.userId, 'We decided to do this in-house.'));
      return;
    }
    if (stage === 'quote_changes') {
      await at(t, () =>
        services.quotes.requestChanges(quote.id, plan.client.userId, 'Could we split the first milestone in two?'),
      );
      return;
    }
    const { projectId } = await at(t, () => services.quotes.approve(quote.id, plan.client.userId, 'Looks great.'));
    await chat(t + HOUR, projectId, plan);
    const milestones = await repository.milestonesOf(projectId);
    const deliverables = await repository.deliverablesOf(projectId);
    const deliverablesOf = (milestoneId: string, index: number) =>
      deliverables.filter((d) => d.milestoneId === milestoneId || (index === 0 && d.milestoneId === null));

    t += DAY;
    // Due dates agreed at the kick-off: a milestone every 9 days, which the work below meets (auto-released ones
    // excepted); every sixth project agrees 3 days less and runs late (the Reports' on-time rate).
    for (const [index, milestone] of milestones.entries())
      await repository.setMilestoneDueDate(
        milestone.id,
        new Date(t + (index + 1) * 9 * DAY - (plan.index % 6 === 5 ? 3 * DAY : 0)),
      );
    const kickoff = t + 2 * DAY;
    await meeting(t, projectId, plan, kickoff, 'Kick-off call');
    if (stage === 'active_upcoming_meeting' || (plan.start > deps.end.getTime() - 20 * DAY && stage !== 'cancelled'))
      await meeting(t + HOUR, projectId, plan, deps.end.getTime() + (3 + (plan.index % 5)) * DAY, 'Progress review');
    await pay(t + 2 * HOUR, plan.client, projectId, milestones[0]!.id);
    if (stage === 'funded' || stage === 'active_upcoming_meeting') {
      // The expert has begun the first deliverable (expert1's waits for the demo's expert to begin it).
      const first = deliverablesOf(milestones[0]!.id, 0)[0];
      if (first && plan.expert.userId !== people.expert1.userId)
        await startWork(t + DAY, plan.expert, projectId, first.id);
      return;
    }
    if (stage === 'cancelled') {
      // The client's plans changed: an admin cancels, and the funded milestone goes back to the client in full.
      await at(t + DAY, () =>
        services.projects.cancel(admin, projectId, {
          reason: 'The client’s priorities changed before work began; agreed with both sides.',
        }),
      );
      return;
    }
    if (stage === 'replacement') {
      const replacement = await at(t + 5 * DAY, () =>
        services.assurance.request(plan.client, projectId, 'The expert has not been responsive for a week.'),
      );
      await at(t + 6 * DAY, () => services.assurance.shortlist(replacement.id, admin.userId));
      await at(t + 7 * DAY, () => services.assurance.complete(replacement.id, plan.others[1]!.userId, admin));
      return;
    }
    if (stage === 'dispute_open' || stage.startsWith('dispute_')) {
      const dispute = await at(t + 6 * DAY, () =>
        services.disputes.open(plan.client, projectId, {
          milestoneId: milestones[0]!.id,
          reason: 'The first delivery does not cover what the quote promised.',
        }),
      );
      // The open one waits for the expert's answer and the admin.
      if (stage === 'dispute_open') return;
      await at(t + 7 * DAY, () =>
        services.disputes.answer(plan.expert, dispute.id, 'The scope was agreed on the kick-off call; notes attached.'),
      );
      if (stage === 'dispute_answered') return;
      const amount = milestones[0]!.amount;
      const body =
        stage === 'dispute_release'
          ? ({ resolution: 'release', note: 'The delivery matches the agreed scope.' } as const)
          : stage === 'dispute_partial'
            ? ({
                resolution: 'partial_refund',
                refundAmount: Math.round(amount * 0.4),
                note: 'Part delivered.',
              } as const)
            : ({ resolution: 'full_refund', note: 'Nothing usable was delivered.' } as const);
      await at(t + 9 * DAY, () => services.disputes.resolve(admin, dispute.id, body));
      await at(t + 9 * DAY + HOUR, () => services.escrow.payOutstanding());
      return;
    }

    await deliver(plan, projectId, milestones, deliverablesOf, t);
  }

  /** The time-driven jobs, once, at the end of the history: invitations and quotes expire, milestones auto-release. */
  async function sweeps(): Promise<void> {
    const time = deps.end.getTime() - 5 * 60_000;
    await at(time, () => services.matching.sweepInvitations());
    await at(time, () => services.quotes.sweep());
    await at(time, () => services.projects.milestones.sweep());
    await at(time + 60_000, () => services.escrow.payOutstanding());
  }

  return { run, sweeps };
}
