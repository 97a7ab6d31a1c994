import { isQuoteExpired } from '../../../shared/domain/quotes';
import type {
  TAdminQuote,
  TExpertQuote,
  TExpertQuoteSummary,
  TQuoteComparisonItem,
  TQuoteDetail,
  TQuoteReview,
  TQuoteRevision,
  TQuoteSummary,
} from '../../../shared/schemas/quotes';
import type { TExpertSummary } from '../../../shared/schemas/expert-summary';
import type { QuoteRow, RevisionRow } from './quotes.repository';

/** A quote with its client's name and e-mail (from the profiles module), as admins see it. */
export type QuoteWithClient = QuoteRow & { client: { id: string; fullName: string | null; email: string } };
/** A quote with the request fields its review page shows (from the requests module). */
export type QuoteWithRequest = QuoteRow & { request: { baseTemplate: string | null; customRequirements: string } };

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

/** A row of the expert's My Quotes; `revisions` newest first (any quotes'), the latest of its own says what was asked. */
export function toExpertQuoteSummary(row: QuoteRow, revisions: RevisionRow[]): TExpertQuoteSummary {
  const latest = revisions.find((revision) => revision.quoteId === row.id);
  return {
    ...toSummary(row),
    sentAt: iso(row.sentAt),
    changesRequested: row.status === 'modified' ? (latest?.changesRequested ?? null) : null,
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

export function toDetail(row: QuoteWithRequest, revisions: RevisionRow[], expert: TExpertSummary | null): TQuoteDetail {
  return {
    ...toComparison(row),
    userId: row.userId,
    approvedAt: iso(row.approvedAt),
    clientNotes: row.clientNotes,
    updatedAt: row.updatedAt.toISOString(),
    request: row.request,
    revisions: revisions.map(toRevision),
    expert,
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

/** A Quote Reviews card: the quote as the admin weighs it, milestones by title and amount. */
export function toQuoteReview(row: QuoteWithClient): TQuoteReview {
  const { deliverables: _unshown, estimatedStartDate: _unshownToo, ...shown } = toComparison(row);
  return {
    ...shown,
    client: row.client,
    validForDays: row.validForDays,
    updatedAt: row.updatedAt.toISOString(),
    milestones: row.milestones.map(({ title, amount }) => ({ title, amount })),
  };
}

/** The author's view without the client's contact details (an expert's own quote). */
export function toExpertQuote({ client: _client, ...quote }: TAdminQuote): TExpertQuote {
  return quote;
}
