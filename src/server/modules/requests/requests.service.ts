import type { Database, Executor } from '../../db/client';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import { thresholdInMinor } from '../../../shared/domain/quotes';
import type { TRequestMatchingFields } from '../../../shared/domain/matching/request-inputs';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import type {
  TAdminQuote,
  TAdminRequestDetail,
  TQuoteComparisonItem,
  TRequestQuotes,
} from '../../../shared/schemas/quotes';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import type {
  TAdminRequest,
  TAdminRequestList,
  TRequest,
  TRequestList,
  TRequestPage,
} from '../../../shared/schemas/requests';
import type { ProfilesService } from '../profiles/profiles.service';
import type { SettingsService } from '../settings/settings.service';
import { toAdminRequest, toClientRequest, type QuoteCounts, type RequestWithClient } from './requests.dto';
import { requestsErrors } from './requests.errors';
import { createRequestsRepository, type RequestRow } from './requests.repository';

const ADMIN_OPEN_LIST_LIMIT = 100;
const HOUR_MS = 3_600_000;

export type OpenFromBriefInput = {
  userId: string;
  briefId: string;
  projectTitle: string;
  baseTemplate: string | null;
  customRequirements: string;
  budgetRange: string | null;
  timelinePreference: string | null;
  /** A saved expert the client asked for on the brief. */
  preferredExpertId?: string | null;
  /** What matching reads, derived from the brief's interpretation and proposal. */
  matching?: TRequestMatchingFields;
};

export type OpenFromOrderInput = {
  userId: string;
  orderId: string;
  productId: string;
  projectId: string;
  projectTitle: string;
  baseTemplate: string;
  customRequirements: string;
  budgetRange: string | null;
  timelinePreference: string | null;
  /** What matching reads, derived from the pack. */
  matching?: TRequestMatchingFields;
};

/**
 * What happens when a request opens, inside the opening transaction: matching schedules its first shortlist. The
 * matching module provides it (it is built on requests), so app.ts binds it once both exist.
 */
export type RequestOpened = (requestId: string, executor: Executor) => Promise<void>;

/**
 * What the request pages show of their quotes. The quotes module provides it; since quotes are built on requests,
 * app.ts binds it after both services exist.
 */
export type RequestQuotes = {
  countsByRequest: (requestIds: string[]) => Promise<Map<string, QuoteCounts>>;
  /** The request's quotes the client can see, cheapest first. */
  listPresentedForRequest: (requestId: string) => Promise<TQuoteComparisonItem[]>;
  /** Every quote of the request, as admins see it. */
  listForAdmin: (requestId: string) => Promise<TAdminQuote[]>;
};

export type RequestsDeps = {
  db: Database;
  settings: Pick<SettingsService, 'getAll'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  quotes: RequestQuotes;
  onOpened?: RequestOpened;
  activity: Pick<AdminActivityService, 'record'>;
};

export type { RequestRow } from './requests.repository';
export type { QuoteCounts } from './requests.dto';

/** End of the invitation window: the explicit one, else created_at + invite_response_sla_hours. */
export function invitationWindowEndsAt(request: RequestRow, slaHours: number): Date {
  return request.invitationWindowEndsAt ?? new Date(request.createdAt.getTime() + slaHours * HOUR_MS);
}

/** A request opened for a pack order already has its project: it goes to matching, not to quoting. */
export const isQuotable = (request: RequestRow) => request.orderId === null;

const NO_QUOTES: QuoteCounts = { total: 0, sent: 0, presented: 0 };

export function createRequestsService({ db, settings, profiles, quotes, onOpened, activity }: RequestsDeps) {
  const repository = createRequestsRepository(db);

  /** Open requests, newest first, `limit` from `offset`; one whose project was cancelled is closed with it. */
  const listOpen = (limit: number, offset = 0): Promise<RequestRow[]> =>
    repository.listByStatus(OPEN_REQUEST_STATUSES, limit, offset);

  async function withClients(rows: RequestRow[]): Promise<RequestWithClient[]> {
    const contacts = await profiles.contactsOf(rows.map((row) => row.userId));
    return rows.map((row) => {
      const contact = contacts.get(row.userId);
      return { ...row, client: { id: row.userId, fullName: contact?.fullName ?? null, email: contact?.email ?? '' } };
    });
  }

  /** The requests as their client sees them, with the quotes presented on each. */
  async function clientRequests(rows: RequestRow[]): Promise<TRequest[]> {
    const counts = await quotes.countsByRequest(rows.map((row) => row.id));
    return rows.map((row) => toClientRequest(row, counts.get(row.id)?.presented ?? 0));
  }

  /** Where quoting stands for each request, against the presenting rule, the quote limit and the threshold. */
  async function adminRequests(rows: RequestRow[]): Promise<TAdminRequest[]> {
    const [withClient, counts, all] = await Promise.all([
      withClients(rows),
      quotes.countsByRequest(rows.map((row) => row.id)),
      settings.getAll(),
    ]);
    return withClient.map((row) =>
      toAdminRequest(row, {
        counts: counts.get(row.id) ?? NO_QUOTES,
        maxQuotes: all.max_quotes_per_request.value,
        minQuotes: all.min_quotes_before_presenting.value,
        windowEndsAt: invitationWindowEndsAt(row, all.invite_response_sla_hours.value),
        approvalThreshold: thresholdInMinor(all.quote_approval_threshold),
      }),
    );
  }

  const service = {
    findById: (id: string, executor?: Executor) => repository.findById(id, executor),
    /** Admin quick search by title or id. */
    searchForAdmin: (text: string, id: string | null, limit: number) => repository.searchForAdmin(text, id, limit),
    /** The request a project came from (its brief's or its order's), or null. */
    findByProjectId: (projectId: string, executor?: Executor) => repository.findByProjectId(projectId, executor),

    /** Requests by id, for other modules' lists (absent ids are left out). */
    listByIds: (ids: readonly string[], executor?: Executor) => repository.listByIds(ids, executor),

    /** The client's industry on the request each project came from (for conflicts of interest). */
    async industriesByProject(projectIds: readonly string[], executor?: Executor): Promise<Map<string, string | null>> {
      const rows = await repository.industriesByProject(projectIds, executor);
      return new Map(rows.flatMap((row) => (row.projectId ? [[row.projectId, row.industry] as const] : [])));
    },

    /** Open requests (not those whose project was cancelled), newest first: a page of matching's Active Requests. */
    listOpen,
    countOpen: () => repository.countByStatus(OPEN_REQUEST_STATUSES),
    /** The request while it is open for matching, else null. */
    async findOpen(id: string): Promise<RequestRow | null> {
      const row = await repository.findById(id);
      return row && row.closedAt === null && OPEN_REQUEST_STATUSES.includes(row.status) ? row : null;
    },

    /** The project's request closes with it when the project is cancelled (decision 032); null when it has none. */
    closeWithProject: (projectId: string, tx: Executor) => repository.closeWithProject(projectId, tx),

    /** Locks the request row for the rest of `tx`; quote writes take this lock first so they never deadlock. */
    lock: (id: string, tx: Executor) => repository.lockById(id, tx),

    // ---- Client ----

    /** Every request of the client (their data export). */
    async listForClient(userId: string): Promise<TRequestList> {
      return { requests: await clientRequests(await repository.listForUser(userId)) };
    },

    /** The Requests tab: one page of the client's requests as its rows show them (no requirements). */
    async pageForClient(userId: string, query: TPageQuery): Promise<TRequestPage> {
      const { rows, total } = await repository.pageForUser(userId, pageWindow(query));
      const requests = (await clientRequests(rows)).map(({ customRequirements: _unshown, ...summary }) => summary);
      return { requests, total, page: query.page, pageSize: query.pageSize };
    },

    /** A request's presented quotes, for the side-by-side comparison; only its client gets an answer. */
    async getQuotesForClient(requestId: string, clientId: string): Promise<TRequestQuotes> {
      const request = await repository.findById(requestId);
      if (!request || request.userId !== clientId) throw requestsErrors.notFound();
      const presented = await quotes.listPresentedForRequest(requestId);
      return { request: toClientRequest(request, presented.length), quotes: presented };
    },

    // ---- Admin ----

    async listOpenForAdmin(): Promise<TAdminRequestList> {
      return { requests: await adminRequests(await listOpen(ADMIN_OPEN_LIST_LIMIT)) };
    },

    /** Any request, open or not: one whose project was cancelled still opens, and says so. */
    async getForAdmin(requestId: string): Promise<TAdminRequestDetail> {
      const row = await repository.findById(requestId);
      if (!row) throw requestsErrors.notFound();
      const [[request], requestQuotes] = await Promise.all([adminRequests([row]), quotes.listForAdmin(requestId)]);
      return { request: request!, quotes: requestQuotes };
    },

    /** An admin has looked at a new request. */
    async markReviewed(id: string, admin: TAdminActor): Promise<TAdminRequestDetail> {
      await db.transaction(async (tx) => {
        const row = await repository.transition(id, ['new'], { status: 'reviewed' }, tx);
        if (!row)
          throw (await repository.findById(id, tx)) ? requestsErrors.notReviewable() : requestsErrors.notFound();
        await activity.record(
          admin,
          {
            action: 'request.reviewed',
            targetId: id,
            summary: `Marked request “${row.projectTitle}” reviewed`,
            before: { status: 'new' },
            after: { status: 'reviewed' },
          },
          tx,
        );
      });
      return service.getForAdmin(id);
    },

    // ---- Quoting, inside the caller's transaction ----

    /** A quote went out for the request (no change once it is already quoted or beyond). */
    markQuoted: (id: string, tx: Executor) => repository.transition(id, ['new', 'reviewed'], { status: 'quoted' }, tx),

    /** The client approved a quote: the request closes with the project it became. */
    markApproved: (id: string, projectId: string, tx: Executor) =>
      repository.transition(id, OPEN_REQUEST_STATUSES, { status: 'approved', projectId }, tx),

    // ---- Matching, inside the caller's transaction ----

    /** A pack order's request got its expert: work starts on the project it already has. */
    markAssigned: (id: string, tx: Executor) =>
      repository.transition(id, OPEN_REQUEST_STATUSES, { status: 'in_progress' }, tx),

    /** An admin edited what matching reads of the request (skills and their sources, industry, outcomes). */
    updateMatchingInputs: (
      id: string,
      values: Pick<RequestRow, 'requiredSkills' | 'skillSources' | 'industry' | 'outcomeTags'>,
      tx: Executor,
    ) => repository.updateMatchingInputs(id, values, tx),

    /** Invitations went out: quotes are held back until they could have been answered (never shortened). */
    extendInvitationWindow: (id: string, until: Date, tx: Executor) => repository.extendInvitationWindow(id, until, tx),

    // ---- Opening, inside the caller's transaction ----

    /** Opens the request for an accepted brief proposal, inside the caller's transaction; idempotent per brief. */
    async openFromBrief(input: OpenFromBriefInput, executor: Executor): Promise<{ id: string }> {
      const opened = await repository.insertOnce(
        {
          ...input.matching,
          userId: input.userId,
          briefId: input.briefId,
          projectTitle: input.projectTitle,
          baseTemplate: input.baseTemplate,
          customRequirements: input.customRequirements,
          budgetRange: input.budgetRange,
          timelinePreference: input.timelinePreference,
          preferredExpertId: input.preferredExpertId ?? null,
        },
        'brief',
        executor,
      );
      if (onOpened) await onOpened(opened.id, executor);
      return opened;
    },

    /** Opens the request that comes with every pack order, inside the caller's transaction; idempotent per order. */
    async openFromOrder(input: OpenFromOrderInput, executor: Executor): Promise<{ id: string }> {
      const opened = await repository.insertOnce(
        {
          ...input.matching,
          userId: input.userId,
          orderId: input.orderId,
          productId: input.productId,
          projectId: input.projectId,
          projectTitle: input.projectTitle,
          baseTemplate: input.baseTemplate,
          customRequirements: input.customRequirements,
          budgetRange: input.budgetRange,
          timelinePreference: input.timelinePreference,
        },
        'order',
        executor,
      );
      if (onOpened) await onOpened(opened.id, executor);
      return opened;
    },
  };
  return service;
}

export type RequestsService = ReturnType<typeof createRequestsService>;
