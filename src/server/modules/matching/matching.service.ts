import type { Executor } from '../../db/client';
import type { TMatchingDashboard, TMatchingRequestDetail } from '../../../shared/schemas/matching';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import type { TExpertQuoteQuery, TQuoteDraft } from '../../../shared/schemas/quotes';
import type { RequestRow } from '../requests/requests.service';
import { createMatchingCompute, type ComputeInput } from './matching-compute';
import { createMatchingContext, type MatchingDeps } from './matching-context';
import { createMatchingFeedback } from './matching-feedback';
import { createMatchingInputs } from './matching-inputs';
import { createMatchingInvitations } from './matching-invitations';
import { createMatchingPerformance } from './matching-performance';
import { toAdminInvitation, toInputs, toSnapshot } from './matching.dto';
import { matchingErrors } from './matching.errors';

export type { MatchingDeps } from './matching-context';

/**
 * The matching module's one entry (decision 010): snapshots (compute-matching and the first one when a request
 * opens), invitations (send, answer, expire), the Performance figures and the expert's work area.
 */
type Contacts = Map<string, { fullName: string | null; email: string }>;
const nameOf = (contacts: Contacts, userId: string) =>
  contacts.get(userId)?.fullName ?? contacts.get(userId)?.email ?? null;

/** What both the list row and the opened request show of a request. */
const requestHeading = (row: RequestRow, contacts: Contacts) => ({
  id: row.id,
  projectTitle: row.projectTitle,
  origin: row.orderId ? ('order' as const) : ('brief' as const),
  status: row.status,
  clientName: nameOf(contacts, row.userId) ?? 'Client',
  createdAt: row.createdAt.toISOString(),
});

export function createMatchingService(deps: MatchingDeps) {
  const context = createMatchingContext(deps);
  const { repository, requests, profiles, settings, quotes, projects, agencies } = context;
  const compute = createMatchingCompute(context);
  const invitations = createMatchingInvitations(context);
  const feedback = createMatchingFeedback(context);
  const inputs = createMatchingInputs(context);
  const performance = createMatchingPerformance(context);

  return {
    // ---- Admin ----

    /** Active Requests: one page of open requests, each with its newest snapshot's size and its invitations' count. */
    async dashboard(query: TPageQuery): Promise<TMatchingDashboard> {
      const { limit, offset } = pageWindow(query);
      const [rows, total, all] = await Promise.all([
        requests.listOpen(limit, offset),
        requests.countOpen(),
        settings.getAll(),
      ]);
      const ids = rows.map((row) => row.id);
      const [snapshots, sent, contacts] = await Promise.all([
        repository.newestSnapshotSummaries(ids),
        repository.listForRequests(ids),
        profiles.contactsOf(rows.map((row) => row.userId)),
      ]);
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        shortlistSize: all.shortlist_size_default.value,
        requests: rows.map((row) => {
          const snapshot = snapshots.get(row.id);
          const invited = sent.filter((invitation) => invitation.requestId === row.id);
          return {
            ...requestHeading(row, contacts),
            candidateCount: snapshot?.candidateCount ?? null,
            bestScore: snapshot?.bestScore ?? null,
            invitations: {
              total: invited.length,
              pending: invited.filter((invitation) => invitation.status === 'pending').length,
              accepted: invited.filter((invitation) => invitation.status === 'accepted').length,
            },
          };
        }),
      };
    },

    /** An open request as the admin matches it: inputs, newest snapshot, invitations and not-a-fit marks. */
    async requestDetail(requestId: string): Promise<TMatchingRequestDetail> {
      const row = await requests.findOpen(requestId);
      if (!row) throw matchingErrors.requestNotFound();
      const [snapshot, sent, marks, all] = await Promise.all([
        repository.newestSnapshot(row.id),
        repository.listForRequests([row.id]),
        repository.listNotAFit([row.id]),
        settings.getAll(),
      ]);
      const [contacts, owned] = await Promise.all([
        profiles.contactsOf([row.userId, ...sent.map((invitation) => invitation.expertId)]),
        agencies.agenciesOwnedBy([...new Set(sent.filter((invitation) => invitation.agencyId).map((i) => i.expertId))]),
      ]);
      const agencyNames = new Map([...owned.values()].map((agency) => [agency.id, agency.name]));
      return {
        shortlistSize: all.shortlist_size_default.value,
        request: {
          ...requestHeading(row, contacts),
          budgetRange: row.budgetRange,
          timelinePreference: row.timelinePreference,
          inputs: toInputs(row),
          skillSources: row.skillSources,
          snapshot: snapshot ? toSnapshot(snapshot) : null,
          invitations: sent.map((invitation) =>
            toAdminInvitation(invitation, nameOf(contacts, invitation.expertId), agencyNames),
          ),
          notAFit: marks.map((mark) => ({
            userId: mark.expertId,
            reason: mark.reason,
            markedAt: mark.markedAt.toISOString(),
          })),
        },
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
    editInputs: inputs.edit,
    performance,

    // ---- Background ----

    /** Bound to requests' RequestOpened in app.ts: the first shortlist is computed once the request commits. */
    requestOpened: (requestId: string, executor: Executor) => compute.scheduleFirstSnapshot(requestId, executor),
    computeFirstSnapshot: compute.computeFirstSnapshot,
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
    listQuotes: (expertId: string, query: TExpertQuoteQuery) => quotes.listForExpert(expertId, query),
    getQuote: (id: string, expertId: string) => quotes.getForExpert(id, expertId),
    listProjects: (expertId: string, query: TPageQuery) => projects.pageForUser(expertId, query, 'freelancer'),
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
