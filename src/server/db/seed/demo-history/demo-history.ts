import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppServices } from '../../../app-services';
import { clock } from '../../../lib/clock';
import type { Viewer } from '../../../modules/profiles/profiles.service';
import type { createDemoRepository } from './demo.repository';
import {
  DEMO_CLIENT_NAMES,
  DEMO_PROJECT_TOPICS,
  demoClientEmail,
  type DemoStage,
  type PlannedProject,
} from './demo-plan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type DemoPeople = {
  admin: DemoViewer;
  client: DemoViewer;
  client2: DemoViewer;
  expert1: DemoViewer;
  clients: DemoViewer[];
  experts: DemoViewer[];
};
export type DemoViewer = Viewer & { ip: string };

type Deps = {
  services: AppServices;
  app: Pick<FastifyInstance, 'inject'>;
  repository: ReturnType<typeof createDemoRepository>;
  logger: Logger;
  /** The real time the history ends at: every seeded action happens before it. */
  end: Date;
};

export const viewerOf = (row: { id: string; email: string; name: string; isAdmin?: boolean }): DemoViewer => ({
  userId: row.id,
  email: row.email,
  emailVerified: true,
  fullName: row.name,
  isAdmin: row.isAdmin ?? false,
  mfaEnabled: false,
  adminMfaRequired: false,
  bankTransferEnabled: false,
  ip: '127.0.0.1',
});

/** The seeded clients' accounts (no password), and everyone else the history needs, as viewers. */
export async function loadPeople(deps: Pick<Deps, 'repository' | 'end'>): Promise<DemoPeople> {
  const { repository, end } = deps;
  const clientIds = await repository.ensureClients(
    DEMO_CLIENT_NAMES.map((fullName, index) => ({
      fullName,
      email: demoClientEmail(fullName),
      createdAt: new Date(end.getTime() - (380 - index * 9) * DAY),
    })),
  );
  const demo = await repository.usersByEmail([
    'admin@demo.outcome.local',
    'client@demo.outcome.local',
    'client2@demo.outcome.local',
    'expert1@demo.outcome.local',
  ]);
  const byEmail = new Map(demo.map((row) => [row.email, viewerOf(row)]));
  const need = (email: string) => {
    const found = byEmail.get(email);
    if (!found) throw new Error(`demo history needs the demo account ${email}`);
    return found;
  };
  const experts = (await repository.vettedExperts()).map(viewerOf);
  return {
    admin: { ...need('admin@demo.outcome.local'), isAdmin: true },
    client: need('client@demo.outcome.local'),
    client2: need('client2@demo.outcome.local'),
    expert1: need('expert1@demo.outcome.local'),
    clients: DEMO_CLIENT_NAMES.map((fullName) => {
      const email = demoClientEmail(fullName);
      return viewerOf({ id: clientIds.get(email)!, email, name: fullName });
    }),
    experts,
  };
}

/**
 * One project's history, step by step at its own times, through the services the routes call (payments through the
 * sandbox checkout's Pay button and its signed webhook). Stops at the project's stage.
 */
export function createDemoHistory(deps: Deps, people: DemoPeople) {
  const { services, app, repository } = deps;
  const admin = people.admin;
  // A step planned after the seeding moment happens now: nothing in the demo is dated in the future (a quote
  // "created tomorrow").
  const at = <T>(time: number, fn: () => Promise<T>): Promise<T> =>
    clock.runAt(new Date(Math.min(time, Date.now())), fn);

  /** The sandbox checkout page's Pay button, which reports the payment through the signed webhook. */
  async function payAtCheckout(url: string): Promise<void> {
    const sessionId = new URL(url, 'http://localhost').pathname.split('/').pop()!;
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    if (paid.statusCode >= 400) throw new Error(`sandbox payment failed: ${paid.statusCode} ${paid.body}`);
  }

  async function pay(time: number, client: DemoViewer, projectId: string, milestoneId: string): Promise<void> {
    await at(time, async () =>
      payAtCheckout((await services.payments.createMilestoneCheckout(client, projectId, milestoneId)).url),
    );
  }

  /** An outcome pack bought at checkout: its project waits in draft until matching assigns an expert. */
  async function buyPack(plan: PlannedProject, t: number): Promise<void> {
    const products = await services.catalog.listProducts();
    const product = products[plan.topic % products.length];
    if (!product) throw new Error('demo history needs the seeded catalog');
    await at(t, async () => payAtCheckout((await services.payments.createPayment(plan.client, product.id)).url));
  }

  async function upload(time: number, expert: DemoViewer, projectId: string, id: string, version: number) {
    const text = `Deliverable ${id.slice(0, 8)}, version ${version}.\nPrepared for the project; see the notes inside.\n`;
    await at(time, () =>
      services.deliverables.upload(expert, projectId, id, {
        fileName: `deliverable-v${version}.txt`,
        declaredType: 'text/plain',
        contentLength: Buffer.byteLength(text),
        body: Readable.from([Buffer.from(text)]),
      }),
    );
  }

  async function startWork(time: number, expert: DemoViewer, projectId: string, id: string) {
    await at(time, () => services.deliverables.startWork(expert, projectId, id));
  }

  async function chat(time: number, projectId: string, plan: PlannedProject) {
    const lines: [DemoViewer, string][] = [
      [plan.client, `Hi ${plan.expert.fullName?.split(' ')[0]}, great to have you on board. When can we kick off?`],
      [plan.expert, 'Thanks! I have gone through the brief. I can start on Monday; I will share a plan by Wednesday.'],
      [plan.client, 'Perfect. Our operations lead will join the first call.'],
      [plan.expert, 'Sounds good. I have sent a meeting invite for the kick-off.'],
    ];
    for (const [index, [viewer, message]] of lines.entries())
      await at(time + index * 2 * HOUR, () => services.chat.post(viewer, projectId, { message }));
  }

  async function meeting(time: number, projectId: string, plan: PlannedProject, startsAt: number, title: string) {
    await at(time, () =>
      services.meetings.create(plan.expert, projectId, {
        provider: 'zoom',
        title,
        // A whole number: a planned time can carry a fraction of a millisecond, which put a "." in the link.
        joinUrl: `https://zoom.us/j/${900_000_000 + Math.round(startsAt % 99_999_999)}`,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + HOUR).toISOString(),
      }),
    );
  }

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
