import { isQuoteExpired } from '../../../shared/domain/quotes';
import type {
  TAdminQuote,
  TQuoteComparisonItem,
  TQuoteDetail,
  TQuoteRevision,
  TQuoteSummary,
} from '../../../shared/schemas/quotes';
import type { TAdminRequest, TRequest } from '../../../shared/schemas/requests';
import type { RequestRow, RequestWithClient } from '../requests/requests.service';
import type { QuoteRow, QuoteWithClient, RevisionRow } from './quotes.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toSummary(row: QuoteRow): TQuoteSummary {
  return {
    id: row.id,
    requestId: row.requestId,
    quoteNumber: row.quoteNumber,
    projectTitle: row.projectTitle,
    status: row.status,
    isExpired: isQuoteExpired(row),
    totalAmount: row.totalAmount,
    currency: row.currency,
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toComparison(row: QuoteRow): TQuoteComparisonItem {
  return {
    ...toSummary(row),
    scopeDescription: row.scopeDescription,
    paymentStructure: row.paymentStructure,
    deliverables: row.deliverables,
    milestones: row.milestones,
    estimatedDuration: row.estimatedDuration,
    estimatedStartDate: row.estimatedStartDate,
  };
}

export function toRevision(row: RevisionRow): TQuoteRevision {
  return {
    id: row.id,
    revisionNumber: row.revisionNumber,
    changesRequested: row.changesRequested,
    revisedAmount: row.revisedAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDetail(
  row: QuoteRow & { request: { baseTemplate: string | null; customRequirements: string } },
  revisions: RevisionRow[],
): TQuoteDetail {
  return {
    ...toComparison(row),
    userId: row.userId,
    approvedAt: iso(row.approvedAt),
    clientNotes: row.clientNotes,
    updatedAt: row.updatedAt.toISOString(),
    request: row.request,
    revisions: revisions.map(toRevision),
  };
}

export function toAdminQuote(row: QuoteWithClient, revisions: RevisionRow[]): TAdminQuote {
  return {
    ...toComparison(row),
    client: row.client,
    createdBy: row.createdBy,
    validForDays: row.validForDays,
    sentAt: iso(row.sentAt),
    presentedAt: iso(row.presentedAt),
    reviewedAt: iso(row.reviewedAt),
    approvedAt: iso(row.approvedAt),
    clientNotes: row.clientNotes,
    updatedAt: row.updatedAt.toISOString(),
    revisions: revisions.filter((revision) => revision.quoteId === row.id).map(toRevision),
  };
}

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
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminRequest(
  row: RequestWithClient,
  state: {
    counts: { total: number; sent: number; presented: number };
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
