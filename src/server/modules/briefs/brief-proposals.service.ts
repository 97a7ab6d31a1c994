import { clock } from '../../lib/clock';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { TAiProvider } from '../../providers/ai/ai-provider';
import type { Mailer } from '../../providers/email/mailer';
import type { RealtimeHub } from '../../realtime/hub';
import { BRIEF_STATUS_MESSAGES } from '../../../shared/domain/briefs';
import { shortReference } from '../../../shared/domain/reference';
import type { TProposal } from '../../../shared/schemas/brief-ai';
import type { TBriefQaQueue } from '../../../shared/schemas/briefs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import { toBriefQaItem } from './brief-dto';
import { proposalReadyEmail } from './brief-emails';
import { completeInterpretations, type FieldInterpreter } from './brief-interpretations';
import { BRIEF_JOBS, publishBriefStatus, refusal, type BriefJobData } from './brief-lifecycle';
import type { BriefLinkTokens } from './brief-link-token';
import { briefConditions, createBriefsRepository } from './briefs.repository';

export type BriefProposalsDeps = {
  db: Database;
  ai: TAiProvider;
  interpret: FieldInterpreter;
  tokens: BriefLinkTokens;
  jobs: Pick<Jobs, 'send'>;
  mailer: Mailer;
  hub: RealtimeHub;
  notifications: NotificationsService;
  /** Admins are told when a drafted proposal waits for QA (the 2-hour promise starts then). */
  listAdminIds: () => Promise<string[]>;
  /** Admins' QA edits and passes are recorded in the administrator activity log inside their transaction. */
  activity: Pick<AdminActivityService, 'record'>;
  publicUrl: string;
  logger: Logger;
};

/** How the activity log names a brief: the reference its client sees, written the same way. */
const briefReference = (id: string) => `brief ${shortReference(id)}`;

const anyone = () => true;

/**
 * The proposal's way to the client (marketplace rules): drafted by the AI in a job (submitted → qa_in_review),
 * checked and possibly edited by an admin in the Brief QA queue, passed (→ qa_passed), then released by a job
 * (→ proposal_ready) with a notification and e-mail. Job handlers are idempotent: each step is a conditional update.
 */
export function createBriefProposalsService(deps: BriefProposalsDeps) {
  const { db, ai, interpret, tokens, jobs, mailer, hub, notifications, activity } = deps;
  const repository = createBriefsRepository(db);

  async function generateProposal({ briefId }: BriefJobData): Promise<void> {
    const row = await repository.findById(briefId);
    if (!row || row.status !== 'submitted') return;
    // The AI finishes in the background what the browser gave up on (fallback interpretations).
    const structuredBrief = await completeInterpretations(row.structuredBrief, interpret);
    const proposal = await ai.generateProposal({ ...structuredBrief, assured_mode: row.assuredMode });
    const adminIds = await deps.listAdminIds();
    await db.transaction(async (tx) => {
      // If the client completed the brief meanwhile, this draft is stale: the job their change queued drafts again.
      const updated = await repository.updateWhere(
        briefId,
        ['submitted'],
        { status: 'qa_in_review', structuredBrief, proposalJson: proposal },
        tx,
        briefConditions.structuredBriefIs(row.structuredBrief),
      );
      if (!updated) return;
      await publishBriefStatus(hub, updated, tx);
      for (const adminId of adminIds) {
        await notifications.notify(
          {
            userId: adminId,
            type: 'brief_qa_required',
            title: 'Proposal awaiting QA',
            message: `The proposal for ${updated.contactName}'s brief needs review within 2 hours.`,
            relatedId: updated.id,
          },
          tx,
        );
      }
    });
  }

  async function releaseProposal({ briefId }: BriefJobData): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repository.updateWhere(briefId, ['qa_passed'], { status: 'proposal_ready' }, tx);
      if (!row) return;
      const link = `/dashboard/briefs/${row.id}`;
      if (row.userId) {
        await notifications.notify(
          {
            userId: row.userId,
            type: 'brief_proposal_ready',
            title: 'Your proposal is ready',
            message: BRIEF_STATUS_MESSAGES.proposal_ready,
            relatedId: row.id,
            email: { link },
          },
          tx,
        );
      } else {
        const secureLink = `${deps.publicUrl}${link}?token=${encodeURIComponent(tokens.sign(row.id))}`;
        await mailer.enqueue(
          proposalReadyEmail({ to: row.contactEmail, name: row.contactName, briefId: row.id, link: secureLink }),
          tx,
        );
      }
      await publishBriefStatus(hub, row, tx);
    });
  }

  return {
    generateProposal,
    releaseProposal,

    /** Briefs whose proposal waits for QA, oldest first (the promise runs from submission). */
    async qaQueue(): Promise<TBriefQaQueue> {
      return { briefs: (await repository.listByStatus(['qa_in_review'])).map(toBriefQaItem) };
    },

    /** An admin edits the drafted proposal while it is in review. */
    async updateProposal(id: string, proposal: TProposal, admin: TAdminActor): Promise<TProposal> {
      const edited = await db.transaction(async (tx) => {
        const current = await repository.findById(id, tx);
        const row = await repository.updateWhere(id, ['qa_in_review'], { proposalJson: proposal }, tx);
        if (!row) return false;
        await activity.record(
          admin,
          {
            action: 'brief.proposal_edited',
            targetId: id,
            summary: `Edited the proposal of ${briefReference(id)} in QA`,
            before: current?.proposalJson ?? null,
            after: proposal,
          },
          tx,
        );
        return true;
      });
      if (!edited) throw await refusal(repository, id, anyone, 'Only a proposal in QA review can be edited.');
      return proposal;
    },

    /** Passes QA (optionally with last edits); the release to the client follows in a job. */
    async pass(id: string, admin: TAdminActor, proposal?: TProposal): Promise<void> {
      const passed = await db.transaction(async (tx) => {
        const row = await repository.updateWhere(
          id,
          ['qa_in_review'],
          {
            status: 'qa_passed',
            qaReviewedBy: admin.userId,
            qaReviewedAt: clock.now(),
            ...(proposal ? { proposalJson: proposal } : {}),
          },
          tx,
        );
        if (!row) return null;
        await activity.record(
          admin,
          {
            action: 'brief.released',
            targetId: id,
            summary: `Passed QA of ${briefReference(id)}${proposal ? ' with edits' : ''}; its proposal is released to the client`,
            before: { status: 'qa_in_review' },
            after: { status: 'qa_passed' },
          },
          tx,
        );
        await jobs.send(BRIEF_JOBS.releaseProposal, { briefId: id }, tx);
        await publishBriefStatus(hub, row, tx);
        return row;
      });
      if (!passed) throw await refusal(repository, id, anyone, 'Only a proposal in QA review can be passed.');
    },
  };
}

export type BriefProposalsService = ReturnType<typeof createBriefProposalsService>;
