import { briefTags, briefTitle } from '../../../shared/domain/briefs';
import type { TBrief, TBriefListItem, TBriefQaItem, TBriefRaw } from '../../../shared/schemas/briefs';
import type { BriefRow } from './briefs.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The brief as the API shows it; the proposal only when the caller may see it. */
export function toBriefDto(
  row: BriefRow,
  { showProposal, originTitle }: { showProposal: boolean; originTitle: string | null },
): TBrief {
  return {
    id: row.id,
    status: row.status,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    company: row.company,
    structuredBrief: row.structuredBrief,
    proposal: showProposal ? row.proposalJson : null,
    assuredMode: row.assuredMode,
    origin: row.origin,
    originId: row.originId,
    originTitle,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    qaReviewedAt: iso(row.qaReviewedAt),
  };
}

export function toBriefListItem(row: BriefRow): TBriefListItem {
  return {
    id: row.id,
    status: row.status,
    title: briefTitle(row.structuredBrief.goal),
    tags: briefTags(row.structuredBrief),
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBriefQaItem(row: BriefRow): TBriefQaItem {
  return {
    id: row.id,
    status: row.status,
    title: briefTitle(row.structuredBrief.goal),
    contactName: row.contactName,
    company: row.company,
    origin: row.origin,
    assuredMode: row.assuredMode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every column as stored, for /debug/brief. */
export function toBriefRaw(row: BriefRow): TBriefRaw {
  return {
    id: row.id,
    status: row.status,
    user_id: row.userId,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    company: row.company,
    structured_brief: row.structuredBrief,
    proposal_json: row.proposalJson,
    assured_mode: row.assuredMode,
    origin: row.origin,
    origin_id: row.originId,
    qa_reviewed_by: row.qaReviewedBy,
    qa_reviewed_at: iso(row.qaReviewedAt),
    accepted_at: iso(row.acceptedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
