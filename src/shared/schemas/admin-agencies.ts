import { z } from 'zod';
import { AGENCY_ROLES } from '../domain/agencies';
import { SEARCH_MAX_LENGTH } from '../domain/limits';
import { PROJECT_STATUSES } from '../domain/projects';
import { ZAgencyMemberSchema } from './agencies';

/** The admin's agency directory (`/admin/agencies`): read-only, every agency with its roster, work and money. */

const ZTimestamp = z.iso.datetime({ offset: true });

export const ADMIN_AGENCIES_PAGE_SIZE = 20;

export const ZAdminAgencyListQuerySchema = z.object({
  /** A word of the agency's name, or of its owner's name or e-mail. */
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminAgencyListQuery = z.input<typeof ZAdminAgencyListQuerySchema>;
export type TAdminAgencyListFilter = z.output<typeof ZAdminAgencyListQuerySchema>;

/** Minor units in one currency; an agency paid in several currencies has one entry each. */
export const ZMoneyTotalSchema = z.object({ currency: z.string(), amount: z.number().int() });
export type TMoneyTotal = z.infer<typeof ZMoneyTotalSchema>;

export const ZAdminAgencyOwnerSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
});

export const ZAdminAgencyRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  owner: ZAdminAgencyOwnerSchema,
  /** Active members by role (the owner not counted), and invitations not answered yet. */
  members: z.object({
    leadExperts: z.number().int(),
    supportingExperts: z.number().int(),
    pendingInvitations: z.number().int(),
  }),
  /** The projects the agency works on (its owner delivers them): open ones and completed ones. */
  projects: z.object({ active: z.number().int(), completed: z.number().int() }),
  /** Released from escrow to the agency's members on its projects, after the platform fee. */
  released: z.array(ZMoneyTotalSchema),
  createdAt: ZTimestamp,
});
export type TAdminAgencyRow = z.infer<typeof ZAdminAgencyRowSchema>;

export const ZAdminAgencyListSchema = z.object({
  agencies: z.array(ZAdminAgencyRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminAgencyList = z.infer<typeof ZAdminAgencyListSchema>;

/** The roster as the agency's own page lists it; a member who accepted links to /admin/experts/{userId}. */
export const ZAdminAgencyMemberSchema = ZAgencyMemberSchema;
export type TAdminAgencyMember = z.infer<typeof ZAdminAgencyMemberSchema>;

export const ZAdminAgencyProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** The payout split the owner recorded; empty when none was (a release then pays the owner). */
  shares: z.array(
    z.object({
      userId: z.uuid(),
      fullName: z.string().nullable(),
      email: z.string(),
      /** The member's current role; null once they are no longer on the roster. */
      role: z.enum(AGENCY_ROLES).nullable(),
      sharePercent: z.number().int(),
    }),
  ),
  released: z.array(ZMoneyTotalSchema),
});
export type TAdminAgencyProject = z.infer<typeof ZAdminAgencyProjectSchema>;

export const ZAdminAgencyDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  owner: ZAdminAgencyOwnerSchema,
  /** Every roster entry, the declined and removed ones too: the owner first, then in invitation order. */
  members: z.array(ZAdminAgencyMemberSchema),
  projects: z.array(ZAdminAgencyProjectSchema),
  released: z.array(ZMoneyTotalSchema),
  createdAt: ZTimestamp,
});
export type TAdminAgencyDetail = z.infer<typeof ZAdminAgencyDetailSchema>;
