import type { TAdminActor } from '../admin-activity/admin-activity.service';
import {
  EXPERT_DECISIONS_FROM,
  STEPS_REQUIRED_TO_APPROVE,
  type TExpertStatus,
  type TVettingChecklist,
} from '../../../shared/domain/experts';
import { ADMIN_EXPERTS_PAGE_SIZE } from '../../../shared/domain/limits';
import { normaliseTerm } from '../../../shared/domain/matching/normalise-term';
import type {
  TAdminExpertDetail,
  TAdminExpertList,
  TAdminExpertListFilter,
  TExpertDecision,
  TVettingUpdate,
} from '../../../shared/schemas/experts';
import { toAdminRow } from './experts.dto';
import { expertsErrors } from './experts.errors';
import { NOW } from './experts.repository';
import type { ExpertContext } from './expert-context';

/** Admins: the experts list, an expert's detail, the vetting checklist and the decisions, each recorded in the activity log. */
export function createExpertVetting({
  db,
  repository,
  profiles,
  notifications,
  activity,
  nameOf,
  adminDetail,
}: ExpertContext) {
  return {
    // --- admins ---

    async adminList(query: TAdminExpertListFilter): Promise<TAdminExpertList> {
      const page = query.page;
      const text = query.q?.trim();
      const skillTerm = query.skill ? normaliseTerm(query.skill) : '';
      const domainTerm = query.domain ? normaliseTerm(query.domain) : '';
      const [{ rows, total }, waiting] = await Promise.all([
        (async () =>
          repository.adminList({
            q: text ? { text, userIds: await profiles.findUserIdsMatching(text, 500) } : undefined,
            status: query.status,
            skillTerm: skillTerm || undefined,
            domainTerm: domainTerm || undefined,
            available: query.available === undefined ? undefined : query.available === 'true',
            minPrice: query.minPrice === undefined ? undefined : query.minPrice * 100,
            maxPrice: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
            limit: ADMIN_EXPERTS_PAGE_SIZE,
            offset: (page - 1) * ADMIN_EXPERTS_PAGE_SIZE,
          }))(),
        repository.countByStatus('applied'),
      ]);
      const contacts = await profiles.contactsOf(rows.map((row) => row.userId));
      return {
        experts: rows.map((row) => toAdminRow(row, contacts.get(row.userId))),
        total,
        page,
        pageSize: ADMIN_EXPERTS_PAGE_SIZE,
        waiting,
      };
    },

    adminDetail: (userId: string) => adminDetail(userId),

    /** Ticks (or unticks) vetting steps with notes, and sets the score; open until a decision is final. */
    async updateVetting(userId: string, input: TVettingUpdate, admin: TAdminActor): Promise<TAdminExpertDetail> {
      return db.transaction(async (tx) => {
        const row = await repository.findByUserId(userId, tx, true);
        if (!row) throw expertsErrors.notFound();
        const checklist: TVettingChecklist = { ...row.vettingChecklist };
        const now = new Date().toISOString();
        for (const { step, done, notes } of input.steps ?? []) {
          const before = checklist[step];
          checklist[step] = { done, notes, at: done ? (before?.done ? before.at : now) : null };
        }
        await repository.update(
          userId,
          {
            vettingChecklist: checklist,
            ...(input.vettingScore !== undefined && { vettingScore: input.vettingScore }),
          },
          tx,
        );
        await activity.record(
          admin,
          {
            action: 'expert.vetting_updated',
            targetId: userId,
            summary: `Updated the vetting of ${(await nameOf(userId, tx)) ?? 'an expert'}`,
            before: { checklist: row.vettingChecklist, vettingScore: row.vettingScore },
            after: { checklist, vettingScore: input.vettingScore ?? row.vettingScore },
          },
          tx,
        );
        return adminDetail(userId, tx);
      });
    },

    /**
     * Approve (from applied, or reinstating a suspended expert), Reject (from applied) or Suspend (from vetted), with
     * the reason for the last two. The status change, the notification and its e-mail commit together.
     */
    async decide(userId: string, input: TExpertDecision, admin: TAdminActor): Promise<TAdminExpertDetail> {
      return db.transaction(async (tx) => {
        const row = await repository.findByUserId(userId, tx, true);
        if (!row) throw expertsErrors.notFound();
        if (!EXPERT_DECISIONS_FROM[input.decision].includes(row.status)) {
          throw expertsErrors.notDecidable(input.decision, row.status);
        }
        if (input.decision === 'approve' && row.status === 'applied') {
          const stepsDone = STEPS_REQUIRED_TO_APPROVE.every((step) => row.vettingChecklist[step]?.done);
          if (!stepsDone || row.vettingScore === null) throw expertsErrors.vettingIncomplete();
        }
        const status: TExpertStatus =
          input.decision === 'approve' ? 'vetted' : input.decision === 'reject' ? 'rejected' : 'suspended';
        const reason = input.decision === 'approve' ? null : input.reason;
        await repository.update(userId, { status, statusReason: reason, decidedAt: NOW, decidedBy: admin.userId }, tx);
        await activity.record(
          admin,
          {
            action: 'expert.decided',
            targetId: userId,
            summary: `${input.decision === 'approve' ? 'Approved' : input.decision === 'reject' ? 'Rejected' : 'Suspended'} ${(await nameOf(userId, tx)) ?? 'an expert'}`,
            before: { status: row.status },
            after: { status, reason },
          },
          tx,
        );
        await notifications.notify(
          { ...decisionMessage(input, row.status), userId, relatedId: userId, email: { link: '/expert' } },
          tx,
        );
        return adminDetail(userId, tx);
      });
    },
  };
}

function decisionMessage(
  input: TExpertDecision,
  from: TExpertStatus,
): { type: 'expert_approved' | 'expert_rejected' | 'expert_suspended'; title: string; message: string } {
  switch (input.decision) {
    case 'approve':
      return from === 'suspended'
        ? {
            type: 'expert_approved',
            title: 'Your expert profile is active again',
            message:
              'Your suspension has been lifted: clients can find your profile and you can be invited to projects again.',
          }
        : {
            type: 'expert_approved',
            title: 'Your expert application is approved',
            message:
              'Welcome to Outcome Marketplace: you are now a vetted expert. Clients can find your profile and you can be invited to projects.',
          };
    case 'reject':
      return {
        type: 'expert_rejected',
        title: 'Your expert application was not accepted',
        message: `We reviewed your application and cannot accept it at this time. Reason: ${input.reason}`,
      };
    case 'suspend':
      return {
        type: 'expert_suspended',
        title: 'Your expert profile is suspended',
        message: `Your expert profile is suspended: you will not be matched or invited while it is. Reason: ${input.reason}`,
      };
  }
}
