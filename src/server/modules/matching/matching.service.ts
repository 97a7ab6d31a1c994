import type { Executor } from '../../db/client';
import type { TMatchingDashboard } from '../../../shared/schemas/matching';
import type { TQuoteDraft } from '../../../shared/schemas/quotes';
import type { RequestRow } from '../requests/requests.service';
import { createMatchingCompute, type ComputeInput } from './matching-compute';
import { createMatchingContext, type MatchingDeps } from './matching-context';
import { createMatchingFeedback } from './matching-feedback';
import { createMatchingInvitations } from './matching-invitations';
import { createMatchingPerformance } from './matching-performance';
import { toAdminInvitation, toInputs, toSnapshot } from './matching.dto';

export type { MatchingDeps } from './matching-context';
export { MATCHING_COMPUTE_JOB } from './matching-compute';
export { INVITATIONS_EXPIRY_JOB } from './matching-invitations';

/**
 * The matching module's one entry (decision 010): snapshots (compute-matching and the first one when a request
 * opens), invitations (send, answer, expire), the Performance figures and the expert's work area.
 */
export function createMatchingService(deps: MatchingDeps) {
  const context = createMatchingContext(deps);
  const { repository, requests, profiles, settings, quotes, projects, agencies } = context;
  const compute = createMatchingCompute(context);
  const invitations = createMatchingInvitations(context);
  const feedback = createMatchingFeedback(context);
  const performance = createMatchingPerformance(context);

  return {
    // ---- Admin ----

    /** Active Requests: open requests with their newest snapshot and the invitations sent so far. */
    async dashboard(): Promise<TMatchingDashboard> {
      const [rows, all] = await Promise.all([requests.listOpen(), settings.getAll()]);
      const ids = rows.map((row) => row.id);
      const [snapshots, sent, marks] = await Promise.all([
        repository.newestSnapshots(ids),
        repository.listForRequests(ids),
        repository.listNotAFit(ids),
      ]);
      const [contacts, owned] = await Promise.all([
        profiles.contactsOf([...rows.map((row) => row.userId), ...sent.map((row) => row.expertId)]),
        agencies.agenciesOwnedBy([...new Set(sent.filter((row) => row.agencyId).map((row) => row.expertId))]),
      ]);
      const agencyNames = new Map([...owned.values()].map((agency) => [agency.id, agency.name]));
      const nameOf = (userId: string) => contacts.get(userId)?.fullName ?? contacts.get(userId)?.email ?? null;
      return {
        shortlistSize: all.shortlist_size_default.value,
        requests: rows.map((row) => {
          const snapshot = snapshots.get(row.id);
          return {
            id: row.id,
            projectTitle: row.projectTitle,
            origin: row.orderId ? 'order' : 'brief',
            status: row.status,
            clientName: nameOf(row.userId) ?? 'Client',
            createdAt: row.createdAt.toISOString(),
            budgetRange: row.budgetRange,
            timelinePreference: row.timelinePreference,
            inputs: toInputs(row),
            snapshot: snapshot ? toSnapshot(snapshot) : null,
            invitations: sent
              .filter((invitation) => invitation.requestId === row.id)
              .map((invitation) => toAdminInvitation(invitation, nameOf(invitation.expertId), agencyNames)),
            notAFit: marks
              .filter((mark) => mark.requestId === row.id)
              .map((mark) => ({ userId: mark.expertId, reason: mark.reason, markedAt: mark.markedAt.toISOString() })),
          };
        }),
      };
    },

    /** compute-matching {request_id, force_recompute}. */
    compute: (input: ComputeInput, adminId: string) => compute.compute(input, adminId),

    /** The newest snapshot of a request, or null (a missing snapshot is not an error). */
    async newestSnapshot(requestId: string) {
      const row = await repository.newestSnapshot(requestId);
      return row ? toSnapshot(row) : null;
    },

    sendInvitations: invitations.send,
    markNotAFit: feedback.markNotAFit,
    performance,

    // ---- Background ----

    /** Bound to requests' RequestOpened in app.ts: the first shortlist is computed once the request commits. */
    requestOpened: (requestId: string, executor: Executor) => compute.scheduleFirstSnapshot(requestId, executor),
    sweepInvitations: invitations.sweep,
    /** Bound to quotes' requestApproved in app.ts: the request's pending invitations close with the approval. */
    requestApproved: (request: RequestRow, tx: Executor) => invitations.closeForApprovedRequest(request, tx),
    /** Bound to projects' cancellation in app.ts: the request is locked first, then closes with its project. */
    lockRequestOfProject: invitations.lockRequestOf,
    projectCancelled: invitations.closeForCancelledProject,

    // ---- The expert's area ----

    listInvitations: invitations.listForExpert,
    getInvitation: invitations.getForExpert,
    acceptInvitation: invitations.accept,
    declineInvitation: invitations.decline,

    /** A quote on a request whose invitation the expert accepted (same authoring and rules as admins). */
    async createQuote(requestId: string, draft: TQuoteDraft, expertId: string) {
      await invitations.assertMayQuote(requestId, expertId);
      return quotes.createAsExpert(requestId, draft, expertId);
    },
    reviseQuote: (id: string, draft: TQuoteDraft, expertId: string) => quotes.reviseAsExpert(id, draft, expertId),
    listQuotes: (expertId: string) => quotes.listForExpert(expertId),
    getQuote: (id: string, expertId: string) => quotes.getForExpert(id, expertId),
    listProjects: (expertId: string) => projects.listForExpert(expertId),
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
