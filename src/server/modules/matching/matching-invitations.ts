import { clock } from '../../lib/clock';
import type { Executor } from '../../db/client';
import type { TAdminActor } from '../admin-activity/admin-activity.service';
import { invitationDeadline, isInvitationExpired, SINGLE_PROVIDER_MESSAGE } from '../../../shared/domain/matching';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import { pageWindow } from '../../../shared/schemas/paging';
import type {
  TExpertInvitation,
  TExpertInvitationList,
  TExpertInvitationQuery,
  TSendInvitationsResult,
} from '../../../shared/schemas/matching';
import type { RequestRow } from '../requests/requests.service';
import type { MatchingContext, MatchingRules } from './matching-context';
import { toExpertInvitation, toExpertInvitationSummary } from './matching.dto';
import { matchingErrors } from './matching.errors';
import type { InvitationRow } from './matching.repository';

const invitationLink = (id: string) => `/expert/invitations/${id}`;
const matchingLink = (requestId: string) => `/admin/matching?request=${requestId}`;
const isOpen = (request: RequestRow) => OPEN_REQUEST_STATUSES.includes(request.status);
/** A pack order's request that already has its expert (its project left draft). */
const isAssigned = (request: RequestRow) => request.orderId !== null && request.status === 'in_progress';

/**
 * Invitations: pending → accepted | declined | expired. Every write locks the request row first (as quote writes
 * do, so the two never deadlock), then changes the invitation only from the status it expects.
 */
export function createMatchingInvitations(context: MatchingContext) {
  const { db, repository, requests, projects, experts, profiles, notifications, agencies, loadRules, activity } =
    context;

  /** Why an answer did not apply, read inside the transaction that tried. */
  async function refusal(id: string, tx: Executor): Promise<Error> {
    const row = await repository.findInvitation(id, tx);
    if (!row) return matchingErrors.invitationNotFound();
    return isInvitationExpired(row, clock.now()) ? matchingErrors.expired() : matchingErrors.alreadyAnswered();
  }

  /** The expert's own invitation; anybody else's is 404, so ids do not leak. */
  async function own(id: string, expertId: string): Promise<InvitationRow> {
    const row = await repository.findInvitation(id);
    if (!row || row.expertId !== expertId) throw matchingErrors.invitationNotFound();
    return row;
  }

  async function nameOf(userId: string, executor?: Executor): Promise<string> {
    const contact = (await profiles.contactsOf([userId], executor)).get(userId);
    return contact?.fullName || contact?.email || 'An expert';
  }

  /** Whether the request's project was cancelled: the request is closed with it (decision 032). */
  const projectCancelled = (request: RequestRow) => request.closedAt !== null;

  /** With the request locked: when no invitation can still be answered, admins are asked to invite more. */
  async function askForMoreIfExhausted(request: RequestRow, rules: MatchingRules, tx: Executor): Promise<void> {
    if (!isOpen(request) || isAssigned(request) || projectCancelled(request)) return;
    if ((await repository.countOpen(request.id, tx)) > 0) return;
    const all = await repository.listForRequests([request.id], tx);
    const accepted = all.filter((invitation) => invitation.status === 'accepted').length;
    for (const adminId of rules.adminIds) {
      await notifications.notify(
        {
          userId: adminId,
          type: 'invitations_exhausted',
          title: 'Invite more experts',
          message: `No invitations are pending for "${request.projectTitle}" (${accepted} of ${all.length} accepted). Invite more experts from the Matching tab.`,
          relatedId: request.id,
          email: { link: matchingLink(request.id) },
        },
        tx,
      );
    }
  }

  /** The agency names of invitations sent on behalf of an agency (its owner is the invited expert). */
  async function agencyNames(rows: readonly InvitationRow[]): Promise<Map<string, string>> {
    const owners = [...new Set(rows.filter((row) => row.agencyId !== null).map((row) => row.expertId))];
    if (owners.length === 0) return new Map();
    const owned = await agencies.agenciesOwnedBy(owners);
    return new Map([...owned.values()].map((agency) => [agency.id, agency.name]));
  }

  async function expertView(row: InvitationRow): Promise<TExpertInvitation> {
    const [request, names] = await Promise.all([requests.findById(row.requestId), agencyNames([row])]);
    if (!request) throw matchingErrors.invitationNotFound();
    return toExpertInvitation(row, request, names);
  }

  /** The invitation sweep: pending invitations past their deadline expire; admins hear of requests left without. */
  async function sweep(): Promise<{ expired: number }> {
    const expired = await repository.expirePastDue();
    if (expired.length === 0) return { expired: 0 };
    const rules = await loadRules();
    for (const requestId of new Set(expired.map((invitation) => invitation.requestId))) {
      await db.transaction(async (tx) => {
        const request = await requests.lock(requestId, tx);
        if (request) await askForMoreIfExhausted(request, rules, tx);
      });
    }
    return { expired: expired.length };
  }

  return {
    sweep,

    /**
     * manage-invitations send_invites: invites the chosen experts (vetted, at most shortlist_size_default at once,
     * each once per request), tells each of them live and by e-mail, and holds the request's quotes back until the
     * invitations could have been answered.
     */
    async send(
      requestId: string,
      userIds: readonly string[],
      admin: TAdminActor & { userId: string },
      asAgency: readonly string[] = [],
    ): Promise<TSendInvitationsResult> {
      const adminId = admin.userId;
      const chosen = [...new Set(userIds)];
      const rules = await loadRules();
      const max = rules.settings.shortlist_size_default.value;
      if (chosen.length > max) throw matchingErrors.tooMany(max);
      const vetted = await Promise.all(chosen.map((userId) => experts.isVetted(userId)));
      if (vetted.some((ok) => !ok)) throw matchingErrors.notVetted();
      // An agency is invited through its owner (decision 013): the owner answers, quotes and delivers for it.
      const agencyOwners = [...new Set(asAgency)].filter((userId) => chosen.includes(userId));
      const owned = await agencies.agenciesOwnedBy(agencyOwners);
      if (agencyOwners.some((userId) => !owned.has(userId))) throw matchingErrors.noAgency();

      const sent = await db.transaction(async (tx) => {
        const request = await requests.lock(requestId, tx);
        if (!request) throw matchingErrors.requestNotFound();
        if (projectCancelled(request)) throw matchingErrors.projectCancelled();
        if (!isOpen(request) || isAssigned(request)) throw matchingErrors.requestClosed();
        const existing = await repository.listForRequests([requestId], tx);
        if (request.sensitive && rules.settings.sensitive_single_provider_only.enabled) {
          const now = clock.now();
          const open = existing.some(
            (invitation) => !isInvitationExpired(invitation, now) && invitation.status === 'pending',
          );
          if (open || chosen.length > 1) throw matchingErrors.singleProvider(SINGLE_PROVIDER_MESSAGE);
        }
        const snapshot = await repository.newestSnapshot(requestId, tx);
        const scores = new Map(
          snapshot?.candidates.flatMap((raw) => {
            const candidate = raw as { userId?: string; score?: number };
            return candidate.userId && typeof candidate.score === 'number'
              ? [[candidate.userId, candidate.score] as const]
              : [];
          }),
        );
        const sentAt = clock.now();
        const expiresAt = invitationDeadline(sentAt, rules.settings.invite_response_sla_hours.value);
        const inserted = await repository.insertInvitations(
          chosen.map((expertId) => ({
            requestId,
            expertId,
            agencyId: owned.get(expertId)?.id ?? null,
            snapshotId: snapshot?.id ?? null,
            score: scores.get(expertId) ?? null,
            invitedBy: adminId,
            sentAt,
            expiresAt,
          })),
          tx,
        );
        if (inserted.length === 0) throw matchingErrors.alreadyInvited();
        for (const invitation of inserted) {
          const agency = owned.get(invitation.expertId);
          const onBehalf = agency ? ` on behalf of ${agency.name}` : '';
          await notifications.notify(
            {
              userId: invitation.expertId,
              type: 'invitation_received',
              title: 'New project invitation',
              message: `You are invited${onBehalf} to "${request.projectTitle}". Please accept or decline by ${expiresAt.toUTCString()}.`,
              relatedId: invitation.id,
              email: { link: invitationLink(invitation.id) },
            },
            tx,
          );
        }
        await requests.extendInvitationWindow(requestId, expiresAt, tx);
        await activity.record(
          admin,
          {
            action: 'matching.invitations_sent',
            targetId: requestId,
            summary: `Invited ${inserted.length} expert${inserted.length === 1 ? '' : 's'} to “${request.projectTitle}”`,
            after: { expertIds: inserted.map((invitation) => invitation.expertId), expiresAt: expiresAt.toISOString() },
          },
          tx,
        );
        return inserted.length;
      });
      return { invitationsSent: sent };
    },

    /**
     * The client approved a quote (inside that transaction, request locked): the request's pending invitations
     * close as they do when a pack gets its expert (expired), and their experts are told why.
     */
    async closeForApprovedRequest(request: RequestRow, tx: Executor): Promise<void> {
      for (const closed of await repository.closePending(request.id, tx)) {
        await notifications.notify(
          {
            userId: closed.expertId,
            type: 'invitation_closed',
            title: 'Invitation closed',
            message: `The client approved a quote for "${request.projectTitle}", so the request is closed and your invitation with it.`,
            relatedId: closed.id,
          },
          tx,
        );
      }
    },

    /** Locks the request a project came from, if any: cancelling takes it before the project row, as accepting does. */
    async lockRequestOf(projectId: string, tx: Executor): Promise<void> {
      const request = await requests.findByProjectId(projectId, tx);
      if (request) await requests.lock(request.id, tx);
    },

    /**
     * The project was cancelled (inside that transaction, its request locked first): the request's pending
     * invitations close as they do when a pack gets its expert (expired), and their experts are told why.
     */
    async closeForCancelledProject(project: { id: string; title: string }, tx: Executor): Promise<void> {
      const request = await requests.closeWithProject(project.id, tx);
      if (!request) return;
      for (const closed of await repository.closePending(request.id, tx)) {
        await notifications.notify(
          {
            userId: closed.expertId,
            type: 'invitation_closed',
            title: 'Invitation closed',
            message: `"${project.title}" was cancelled, so your invitation is closed.`,
            relatedId: closed.id,
          },
          tx,
        );
      }
    },

    /** One page of the expert's invitations as their rows show them, and how many there are in each status. */
    async listForExpert(expertId: string, query: TExpertInvitationQuery): Promise<TExpertInvitationList> {
      const [rows, counts] = await Promise.all([
        repository.pageForExpert(expertId, query.status, pageWindow(query)),
        repository.countsForExpert(expertId),
      ]);
      const [found, names] = await Promise.all([
        requests.listByIds(rows.map((row) => row.requestId)),
        agencyNames(rows),
      ]);
      const byId = new Map(found.map((r) => [r.id, r]));
      return {
        invitations: rows.flatMap((row) => {
          const request = byId.get(row.requestId);
          return request ? [toExpertInvitationSummary(row, request, names)] : [];
        }),
        total: query.status ? counts[query.status] : Object.values(counts).reduce((sum, count) => sum + count, 0),
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    async getForExpert(id: string, expertId: string): Promise<TExpertInvitation> {
      return expertView(await own(id, expertId));
    },

    /**
     * Accept. On a pack order's request the expert becomes the project's freelancer at once (no quote: the pack is
     * fixed-price), the project goes active, the other invitations close and the client is told who their expert
     * is. Two experts accepting at the same moment queue on the request lock: the second finds their invitation
     * closed (or the project no longer in draft) and nothing changes for them.
     */
    async accept(id: string, expertId: string): Promise<TExpertInvitation> {
      const found = await own(id, expertId);
      if (!(await experts.isVetted(expertId))) throw matchingErrors.expertNotActive();
      const rules = await loadRules();
      const row = await db.transaction(async (tx) => {
        const request = await requests.lock(found.requestId, tx);
        if (!request) throw matchingErrors.invitationNotFound();
        // Its invitations closed with the project; an answer racing the cancellation is told why.
        if (projectCancelled(request)) throw matchingErrors.projectCancelled();
        const accepted = await repository.answer(id, expertId, 'accepted', null, tx);
        if (!accepted) throw await refusal(id, tx);
        if (!isOpen(request)) throw matchingErrors.requestClosed();
        const expertName = await nameOf(expertId, tx);

        if (request.orderId !== null && request.projectId !== null) {
          const assigned = await projects.assignFreelancer(request.projectId, expertId, tx);
          if (!assigned) throw matchingErrors.alreadyAssigned();
          await requests.markAssigned(request.id, tx);
          for (const closed of await repository.closePending(request.id, tx)) {
            await notifications.notify(
              {
                userId: closed.expertId,
                type: 'invitation_closed',
                title: 'Invitation closed',
                message: `"${request.projectTitle}" has been assigned to another expert, so your invitation is closed.`,
                relatedId: closed.id,
              },
              tx,
            );
          }
          const summary = (await experts.summariesOf([expertId], tx)).get(expertId);
          const headline = summary?.headline ? ` (${summary.headline})` : '';
          await notifications.notify(
            {
              userId: request.userId,
              type: 'expert_assigned',
              title: 'Your expert is assigned',
              message: `${expertName}${headline} will deliver "${request.projectTitle}". Your project is now active.`,
              relatedId: request.projectId,
              email: { link: `/project/${request.projectId}` },
            },
            tx,
          );
        }
        for (const adminId of rules.adminIds) {
          await notifications.notify(
            {
              userId: adminId,
              type: 'invitation_accepted',
              title: 'Invitation accepted',
              message:
                request.orderId !== null
                  ? `${expertName} accepted "${request.projectTitle}" and is now the project's expert.`
                  : `${expertName} accepted the invitation to "${request.projectTitle}" and may now quote.`,
              relatedId: request.id,
            },
            tx,
          );
        }
        return accepted;
      });
      return expertView(row);
    },

    /** Decline, with a reason; admins hear when the request has no pending invitation left. */
    async decline(id: string, expertId: string, reason: string): Promise<TExpertInvitation> {
      const found = await own(id, expertId);
      const rules = await loadRules();
      const row = await db.transaction(async (tx) => {
        const request = await requests.lock(found.requestId, tx);
        if (!request) throw matchingErrors.invitationNotFound();
        const declined = await repository.answer(id, expertId, 'declined', reason, tx);
        if (!declined) throw await refusal(id, tx);
        await askForMoreIfExhausted(request, rules, tx);
        return declined;
      });
      return expertView(row);
    },

    /**
     * An invited expert writes a quote through the same authoring as admins (threshold review, quote limit). Only
     * after accepting: no invitation is 404 (the request stays unknown), a pending, declined or expired one 409.
     */
    async assertMayQuote(requestId: string, expertId: string): Promise<void> {
      if (await repository.findAccepted(requestId, expertId)) return;
      const invited = (await repository.listForRequests([requestId])).some((row) => row.expertId === expertId);
      throw invited ? matchingErrors.notAccepted() : matchingErrors.requestNotFound();
    },
  };
}

export type MatchingInvitations = ReturnType<typeof createMatchingInvitations>;
