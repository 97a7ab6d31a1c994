import { z } from 'zod';
import { ADMIN_ACTION_NAMES, ADMIN_TARGET_TYPES } from '../domain/admin-activity';
import { REPORT_SEARCH_MAX_LENGTH } from '../domain/limits';

/**
 * The administrator activity log (admin only: signed out 401, non-admin 403). Newest first; filters by admin,
 * action, target type and a date range (UTC days, both ends included); `q` searches the summary, the target id and
 * the admin's e-mail. Empty strings are treated as absent so a form can send "All".
 */
export const ADMIN_ACTIVITY_API = {
  list: '/api/admin/activity',
  export: '/api/admin/activity/export.csv',
  admins: '/api/admin/activity/admins',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const day = z.iso.date({ message: 'Use a date like 2026-11-24' });

/**
 * The date range's ends in order (either may be absent); refused on From, where the Activity tab says it. The schema
 * refines with a copy: zod rewrites the options it is given.
 */
export const ACTIVITY_DATES_IN_ORDER = {
  check: (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to,
  message: 'The start date must be on or before the end date',
  path: ['from'],
};

export const ZAdminActivityQuerySchema = z
  .object({
    actorId: optional(z.uuid()),
    action: optional(z.enum(ADMIN_ACTION_NAMES)),
    targetType: optional(z.enum(ADMIN_TARGET_TYPES)),
    from: optional(day),
    to: optional(day),
    q: optional(z.string().trim().max(REPORT_SEARCH_MAX_LENGTH)),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  })
  .refine(ACTIVITY_DATES_IN_ORDER.check, { ...ACTIVITY_DATES_IN_ORDER });
export type TAdminActivityQuery = z.infer<typeof ZAdminActivityQuerySchema>;

export const ZAdminActivityEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  ip: z.string().nullable(),
  action: z.enum(ADMIN_ACTION_NAMES),
  targetType: z.enum(ADMIN_TARGET_TYPES),
  targetId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAdminActivityEntry = z.infer<typeof ZAdminActivityEntrySchema>;

export const ZAdminActivityPageSchema = z.object({
  entries: z.array(ZAdminActivityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminActivityPage = z.infer<typeof ZAdminActivityPageSchema>;

/** The administrators who appear in the log, for the "Admin" filter. */
export const ZAdminActivityAdminsSchema = z.object({
  admins: z.array(z.object({ actorId: z.uuid().nullable(), email: z.string() })),
});
export type TAdminActivityAdmins = z.infer<typeof ZAdminActivityAdminsSchema>;

/** `admin_activity_{YYYY-MM-DD}.csv`, the UTC day of the export. */
export function adminActivityFileName(at: Date = new Date()): string {
  return `admin_activity_${at.toISOString().slice(0, 10)}.csv`;
}
