import type { Database, Executor } from '../../db/client';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
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
};

export type RequestsDeps = { db: Database; notifications: NotificationsService; settings: SettingsService };

export type { RequestRow, RequestWithClient } from './requests.repository';

/** End of the invitation window: the explicit one, else created_at + invite_response_sla_hours. */
export function invitationWindowEndsAt(request: RequestRow, slaHours: number): Date {
  return request.invitationWindowEndsAt ?? new Date(request.createdAt.getTime() + slaHours * HOUR_MS);
}

/** A request opened for a pack order already has its project: it goes to matching, not to quoting. */
export const isQuotable = (request: RequestRow) => request.orderId === null;

export function createRequestsService({ db }: RequestsDeps) {
  const repository = createRequestsRepository(db);

  return {
    findById: (id: string, executor?: Executor) => repository.findById(id, executor),
    findWithClient: (id: string) => repository.findWithClient(id),
    listForClient: (userId: string) => repository.listForUser(userId),
    listOpen: () => repository.listByStatusWithClients(OPEN_REQUEST_STATUSES, ADMIN_OPEN_LIST_LIMIT),

    /** Locks the request row for the rest of `tx`; quote writes take this lock first so they never deadlock. */
    lock: (id: string, tx: Executor) => repository.lockById(id, tx),

    /** An admin has looked at a new request. */
    async markReviewed(id: string): Promise<RequestRow> {
      const row = await repository.transition(id, ['new'], { status: 'reviewed' });
      if (row) return row;
      throw (await repository.findById(id)) ? requestsErrors.notReviewable() : requestsErrors.notFound();
    },

    /** A quote went out for the request (no change once it is already quoted or beyond). */
    markQuoted: (id: string, tx: Executor) => repository.transition(id, ['new', 'reviewed'], { status: 'quoted' }, tx),

    /** The client approved a quote: the request closes with the project it became. */
    markApproved: (id: string, projectId: string, tx: Executor) =>
      repository.transition(id, OPEN_REQUEST_STATUSES, { status: 'approved', projectId }, tx),

    /** Opens the request for an accepted brief proposal, inside the caller's transaction; idempotent per brief. */
    openFromBrief(input: OpenFromBriefInput, executor: Executor): Promise<{ id: string }> {
      return repository.insertOnce(
        {
          userId: input.userId,
          briefId: input.briefId,
          projectTitle: input.projectTitle,
          baseTemplate: input.baseTemplate,
          customRequirements: input.customRequirements,
          budgetRange: input.budgetRange,
          timelinePreference: input.timelinePreference,
        },
        'brief',
        executor,
      );
    },

    /** Opens the request that comes with every pack order, inside the caller's transaction; idempotent per order. */
    openFromOrder(input: OpenFromOrderInput, executor: Executor): Promise<{ id: string }> {
      return repository.insertOnce(
        {
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
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
