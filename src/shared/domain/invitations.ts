export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];
