export const AGENCY_ROLES = ['owner', 'lead_expert', 'supporting_expert'] as const;
export type TAgencyRole = (typeof AGENCY_ROLES)[number];

export const AGENCY_MEMBER_STATUSES = ['invited', 'active', 'declined', 'removed'] as const;
export type TAgencyMemberStatus = (typeof AGENCY_MEMBER_STATUSES)[number];
