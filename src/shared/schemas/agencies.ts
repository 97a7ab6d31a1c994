import { z } from 'zod';
import { AGENCY_MEMBER_ROLES, AGENCY_MEMBER_STATUSES, AGENCY_ROLES } from '../domain/agencies';
import { ZEmailSchema } from '../domain/email';
import { AGENCY_DESCRIPTION_MAX_LENGTH, MAX_AGENCY_SPLIT_MEMBERS, NAME_MAX_LENGTH } from '../domain/limits';
import { PROJECT_STATUSES } from '../domain/projects';

const ZTimestamp = z.iso.datetime({ offset: true });

// --- requests ---

export const AGENCY_NAME_MIN_LENGTH = 2;

export const ZCreateAgencySchema = z.object({
  name: z
    .string()
    .trim()
    .min(AGENCY_NAME_MIN_LENGTH, { error: `The agency name needs at least ${AGENCY_NAME_MIN_LENGTH} characters.` })
    .max(NAME_MAX_LENGTH),
  description: z.string().trim().max(AGENCY_DESCRIPTION_MAX_LENGTH).default(''),
});
export type TCreateAgency = z.input<typeof ZCreateAgencySchema>;

export const ZInviteMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(ZEmailSchema)
    .transform((email) => email.toLowerCase()),
  role: z.enum(AGENCY_MEMBER_ROLES),
});
export type TInviteMember = z.input<typeof ZInviteMemberSchema>;

export const ZChangeMemberRoleSchema = z.object({ role: z.enum(AGENCY_MEMBER_ROLES) });
export type TChangeMemberRole = z.infer<typeof ZChangeMemberRoleSchema>;

/** A project's split: whole percents per member (the totals and roles are checked by the shared split rules). */
export const ZSetProjectSharesSchema = z.object({
  shares: z
    .array(z.object({ userId: z.uuid(), sharePercent: z.number().int().min(1).max(100) }))
    .min(1)
    .max(MAX_AGENCY_SPLIT_MEMBERS),
});
export type TSetProjectShares = z.infer<typeof ZSetProjectSharesSchema>;

export const ZAgencyParamsSchema = z.object({ id: z.uuid() });
export const ZAgencyMemberParamsSchema = z.object({ id: z.uuid(), memberId: z.uuid() });
export const ZAgencyProjectParamsSchema = z.object({ id: z.uuid(), projectId: z.uuid() });

// --- responses ---

export const ZAgencyMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  userId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  role: z.enum(AGENCY_ROLES),
  status: z.enum(AGENCY_MEMBER_STATUSES),
  invitedAt: ZTimestamp,
  respondedAt: ZTimestamp.nullable(),
});
export type TAgencyMember = z.infer<typeof ZAgencyMemberSchema>;

export const ZAgencyShareSchema = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  /** The member's current role; null once they are no longer on the roster. */
  role: z.enum(AGENCY_ROLES).nullable(),
  sharePercent: z.number().int(),
});
export type TAgencyShare = z.infer<typeof ZAgencyShareSchema>;

export const ZAgencyProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** Whether the split can still change (not once the project is completed or cancelled). */
  splitEditable: z.boolean(),
  /** Empty until the owner records a split. */
  shares: z.array(ZAgencyShareSchema),
});
export type TAgencyProject = z.infer<typeof ZAgencyProjectSchema>;

export const ZAgencyDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  ownerId: z.uuid(),
  /** The viewer's role in the agency; null for an admin reading it. */
  viewerRole: z.enum(AGENCY_ROLES).nullable(),
  canManage: z.boolean(),
  /** The owner sees every roster entry; other members see the active roster. */
  members: z.array(ZAgencyMemberSchema),
  /** The owner sees every project the agency works on; a member sees the projects whose split includes them. */
  projects: z.array(ZAgencyProjectSchema),
  createdAt: ZTimestamp,
});
export type TAgencyDetail = z.infer<typeof ZAgencyDetailSchema>;

export const ZAgencyInvitationSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  agencyName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  role: z.enum(AGENCY_ROLES),
  status: z.enum(AGENCY_MEMBER_STATUSES),
  invitedAt: ZTimestamp,
});
export type TAgencyInvitation = z.infer<typeof ZAgencyInvitationSchema>;

/** Why the viewer cannot create an agency now, or null when they can. */
export const AGENCY_CREATE_BLOCKS = ['not_vetted', 'already_owner'] as const;
export type TAgencyCreateBlock = (typeof AGENCY_CREATE_BLOCKS)[number];

export const ZMyAgenciesSchema = z.object({
  agencies: z.array(
    z.object({ id: z.uuid(), name: z.string(), role: z.enum(AGENCY_ROLES), activeMembers: z.number().int() }),
  ),
  /** Invitations to the viewer's e-mail address still waiting for an answer. */
  invitations: z.array(ZAgencyInvitationSchema),
  createBlockedBy: z.enum(AGENCY_CREATE_BLOCKS).nullable(),
});
export type TMyAgencies = z.infer<typeof ZMyAgenciesSchema>;
