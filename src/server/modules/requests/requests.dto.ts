import type { TAdminRequest, TRequest } from '../../../shared/schemas/requests';
import type { RequestRow } from './requests.repository';

export type RequestWithClient = RequestRow & { client: { id: string; fullName: string | null; email: string } };

/** Per request: all quotes, those ever sent, and those the client can see. */
export type QuoteCounts = { total: number; sent: number; presented: number };

export function toClientRequest(row: RequestRow, presentedQuoteCount: number): TRequest {
  return {
    id: row.id,
    projectTitle: row.projectTitle,
    baseTemplate: row.baseTemplate,
    customRequirements: row.customRequirements,
    budgetRange: row.budgetRange,
    timelinePreference: row.timelinePreference,
    status: row.status,
    origin: row.orderId ? 'order' : 'brief',
    presentedQuoteCount,
    // A request closes only with its cancelled project (decision 032).
    projectCancelled: row.closedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminRequest(
  row: RequestWithClient,
  state: {
    counts: QuoteCounts;
    maxQuotes: number;
    minQuotes: number;
    windowEndsAt: Date;
    approvalThreshold: number;
  },
): TAdminRequest {
  const { presentedQuoteCount: _presented, ...request } = toClientRequest(row, state.counts.presented);
  return {
    ...request,
    client: row.client,
    quoteCount: state.counts.total,
    sentQuoteCount: state.counts.sent,
    maxQuotes: state.maxQuotes,
    minQuotesBeforePresenting: state.minQuotes,
    invitationWindowEndsAt: state.windowEndsAt.toISOString(),
    presenting: state.counts.presented > 0,
    approvalThreshold: state.approvalThreshold,
  };
}
