import type { TMatchRequest } from '../../../shared/domain/matching';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import {
  ZMatchCandidateSchema,
  type TAdminInvitation,
  type TExpertInvitation,
  type TExpertInvitationSummary,
  type TMatchCandidateView,
  type TMatchingSnapshot,
  type TRequestMatchingInputs,
} from '../../../shared/schemas/matching';
import type { RequestRow } from '../requests/requests.service';
import type { InvitationRow, SnapshotRow } from './matching.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A request as the engine reads it. */
export function toMatchRequest(row: RequestRow): TMatchRequest {
  const budget =
    row.budgetMin === null && row.budgetMax === null
      ? null
      : { min: row.budgetMin ?? 0, max: row.budgetMax, currency: row.currency };
  return {
    id: row.id,
    clientId: row.userId,
    requiredSkills: row.requiredSkills,
    industry: row.industry,
    outcomeTags: row.outcomeTags,
    budget,
    estimatedHours: row.estimatedHours,
    hoursPerWeek: null,
    preferredLocale: null,
    sensitive: row.sensitive,
    createdAt: row.createdAt,
  };
}

export function toInputs(row: RequestRow): TRequestMatchingInputs {
  return {
    industry: row.industry,
    requiredSkills: row.requiredSkills,
    outcomeTags: row.outcomeTags,
    estimatedHours: row.estimatedHours,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency,
    sensitive: row.sensitive,
  };
}

/** Stored candidates are read back through the contract; one that no longer fits it is left out, not served. */
function storedCandidates(raw: unknown[]): TMatchCandidateView[] {
  return raw.flatMap((candidate) => {
    const parsed = ZMatchCandidateSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toSnapshot(row: SnapshotRow): TMatchingSnapshot {
  return {
    id: row.id,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
    weights: row.weights,
    candidates: storedCandidates(row.candidates),
    eligibleCount: row.eligibleCount,
    blockedReason: row.blockedReason,
  };
}

/** An agency invitation whose agency no longer reads back (renamed owner, removed agency) still says it was one. */
const agencyName = (row: InvitationRow, names: ReadonlyMap<string, string>) =>
  row.agencyId === null ? null : (names.get(row.agencyId) ?? 'their agency');

export function toAdminInvitation(
  row: InvitationRow,
  fullName: string | null,
  agencyNames: ReadonlyMap<string, string> = new Map(),
): TAdminInvitation {
  return {
    id: row.id,
    userId: row.expertId,
    fullName,
    agencyName: agencyName(row, agencyNames),
    status: row.status,
    score: row.score,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: iso(row.respondedAt),
    declineReason: row.declineReason,
  };
}

/** A row of the expert's Invitations: the request's title, kind and budget, no more. */
export function toExpertInvitationSummary(
  row: InvitationRow,
  request: RequestRow,
  agencyNames: ReadonlyMap<string, string>,
): TExpertInvitationSummary {
  return {
    id: row.id,
    status: row.status,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    agency: row.agencyId === null ? null : { id: row.agencyId, name: agencyName(row, agencyNames) ?? '' },
    request: {
      id: request.id,
      projectTitle: request.projectTitle,
      origin: request.orderId ? 'order' : 'brief',
      budgetMin: request.budgetMin,
      budgetMax: request.budgetMax,
      budgetRange: request.budgetRange,
      currency: request.currency,
    },
  };
}

export function toExpertInvitation(
  row: InvitationRow,
  request: RequestRow,
  agencyNames: ReadonlyMap<string, string> = new Map(),
): TExpertInvitation {
  const open = OPEN_REQUEST_STATUSES.includes(request.status);
  const summary = toExpertInvitationSummary(row, request, agencyNames);
  return {
    ...summary,
    respondedAt: iso(row.respondedAt),
    declineReason: row.declineReason,
    request: {
      ...toInputs(request),
      ...summary.request,
      status: request.status,
      baseTemplate: request.baseTemplate,
      customRequirements: request.customRequirements,
      timelinePreference: request.timelinePreference,
    },
    canQuote: row.status === 'accepted' && request.orderId === null && open,
    projectId: row.status === 'accepted' && request.orderId !== null ? request.projectId : null,
  };
}
