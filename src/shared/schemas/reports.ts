import { z } from 'zod';
import { PRICE_RANGE_IN_ORDER } from './common';
import { MEETING_PROVIDERS } from '../domain/collaboration';
import { EXPERT_STATUSES } from '../domain/experts';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_PAGE_SIZES, REPORT_SEARCH_MAX_LENGTH } from '../domain/limits';
import {
  DELIVERABLE_STATUSES,
  MILESTONE_PAYMENT_STATUSES,
  MILESTONE_STATUSES,
  PROJECT_STATUSES,
} from '../domain/projects';
import { QUOTE_STATUSES } from '../domain/quotes';
import {
  MEETING_DATE_RANGES,
  PROJECT_REPORT_SORTS,
  FREELANCER_REPORT_SORTS,
  QUOTE_REPORT_SORTS,
  MILESTONE_REPORT_SORTS,
  DELIVERABLE_REPORT_SORTS,
  MEETING_REPORT_SORTS,
} from '../domain/reports';

/**
 * The admin reports contract (/admin/reports, spec sections 2, 3, 7 and 9). Admin only: signed out 401, signed-in
 * non-admin 403 (as the other /api/admin routes). Filtering, search, sorting, paging and counting happen in the
 * database. Money is in minor units (pence) with its currency; times are ISO 8601 strings.
 *
 * Query strings: every report takes `q` (free text), `page` (1-based, default 1), `pageSize` (25 | 50 | 100, default
 * 25; anything else is a 400), `sort` (the report's own columns) and `dir` (asc | desc). Empty strings are treated as
 * absent, so a form can send `status=` for "all".
 */

// The paths, kinds and sort columns live apart from the schemas (and zod); the server reads them here as well.
export * from '../domain/reports';

// --- query ---

/** '' → undefined, so "All" options can be sent as empty values. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const ZReportPageSizeSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int()
    .refine((value) => (REPORT_PAGE_SIZES as readonly number[]).includes(value), {
      message: `Page size must be one of ${REPORT_PAGE_SIZES.join(', ')}`,
    })
    .default(REPORT_DEFAULT_PAGE_SIZE),
);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

const basePaging = {
  q: optional(z.string().trim().max(REPORT_SEARCH_MAX_LENGTH)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: ZReportPageSizeSchema,
  dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS).default('desc')),
};

const sortOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(blankToUndefined, z.enum(values).default(fallback as never));

// Projects: status, agency, free text (the project title).
export const ZProjectReportQuerySchema = z.object({
  ...basePaging,
  status: optional(z.enum(PROJECT_STATUSES)),
  agencyId: optional(z.uuid()),
  sort: sortOf(PROJECT_REPORT_SORTS, 'created_at'),
});
export type TProjectReportQuery = z.infer<typeof ZProjectReportQuerySchema>;

// Freelancers (expert profiles): free text (name or e-mail) and an hourly price range in pence. A freelancer
// matches the range when their band overlaps it: hourly_max >= minPrice and hourly_min <= maxPrice.
export const ZFreelancerReportQuerySchema = z
  .object({
    ...basePaging,
    minPrice: optional(z.coerce.number().int().min(0).max(100_000_000)),
    maxPrice: optional(z.coerce.number().int().min(0).max(100_000_000)),
    status: optional(z.enum(EXPERT_STATUSES)),
    sort: sortOf(FREELANCER_REPORT_SORTS, 'created_at'),
  })
  .refine(PRICE_RANGE_IN_ORDER.check, { ...PRICE_RANGE_IN_ORDER });
export type TFreelancerReportQuery = z.infer<typeof ZFreelancerReportQuerySchema>;

// Quotes: status and free text (project title or quote number). status=expired matches quotes marked expired and
// sent quotes whose expiry has passed (shown as Expired).
export const ZQuoteReportQuerySchema = z.object({
  ...basePaging,
  status: optional(z.enum(QUOTE_STATUSES)),
  sort: sortOf(QUOTE_REPORT_SORTS, 'created_at'),
});
export type TQuoteReportQuery = z.infer<typeof ZQuoteReportQuerySchema>;

// Milestones: status, payment status and title (q searches the title).
export const ZMilestoneReportQuerySchema = z.object({
  ...basePaging,
  status: optional(z.enum(MILESTONE_STATUSES)),
  paymentStatus: optional(z.enum(MILESTONE_PAYMENT_STATUSES)),
  sort: sortOf(MILESTONE_REPORT_SORTS, 'created_at'),
});
export type TMilestoneReportQuery = z.infer<typeof ZMilestoneReportQuerySchema>;

// QA (deliverables): status and free text (deliverable title).
export const ZDeliverableReportQuerySchema = z.object({
  ...basePaging,
  status: optional(z.enum(DELIVERABLE_STATUSES)),
  sort: sortOf(DELIVERABLE_REPORT_SORTS, 'created_at'),
});
export type TDeliverableReportQuery = z.infer<typeof ZDeliverableReportQuerySchema>;

// Meetings: provider, title (q) and a date range, the spec's "starts_at from a date range": today (UTC), or the
// last 7 / 30 days up to the end of today (later meetings only under "All").
export const ZMeetingReportQuerySchema = z.object({
  ...basePaging,
  provider: optional(z.enum(MEETING_PROVIDERS)),
  range: optional(z.enum(MEETING_DATE_RANGES)),
  sort: sortOf(MEETING_REPORT_SORTS, 'starts_at'),
});
export type TMeetingReportQuery = z.infer<typeof ZMeetingReportQuerySchema>;

// --- rows ---

export const ZProjectReportRowSchema = z.object({
  projectId: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  isCustom: z.boolean(),
  createdAt: z.string(),
  currency: z.string(),
  totalPrice: z.number().int(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  agencyName: z.string().nullable(),
  milestonesCount: z.number().int(),
  deliverablesCount: z.number().int(),
  /** Deliverable versions that received an admin QA decision. */
  qaReviewsCount: z.number().int(),
});
export type TProjectReportRow = z.infer<typeof ZProjectReportRowSchema>;

/** Freelancer CSAT badge (spec section 9): >=4.5 Excellent, >=4 Good, >=3.5 Average, >0 Needs Improvement, else No Data. */
export const CSAT_BADGES = ['Excellent', 'Good', 'Average', 'Needs Improvement', 'No Data'] as const;
export type TCsatBadge = (typeof CSAT_BADGES)[number];
export function csatBadge(average: number | null | undefined): TCsatBadge {
  if (average == null || !(average > 0)) return 'No Data';
  if (average >= 4.5) return 'Excellent';
  if (average >= 4) return 'Good';
  if (average >= 3.5) return 'Average';
  return 'Needs Improvement';
}

export const ZFreelancerReportRowSchema = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(EXPERT_STATUSES),
  skills: z.array(z.string()),
  /** Hourly band in minor units of `currency`: shown as £min–£max/hr. */
  priceBandMin: z.number().int(),
  priceBandMax: z.number().int(),
  currency: z.string(),
  availabilityWeeklyHours: z.number().int(),
  activeProjects: z.number().int(),
  completedProjects: z.number().int(),
  /** Average of clients' ratings (1–5) of this freelancer; null when none. */
  csatAvg: z.number().nullable(),
  csatCount: z.number().int(),
  csatBadge: z.enum(CSAT_BADGES),
  createdAt: z.string(),
});
export type TFreelancerReportRow = z.infer<typeof ZFreelancerReportRowSchema>;

export const ZQuoteReportRowSchema = z.object({
  quoteId: z.uuid(),
  quoteNumber: z.string(),
  projectTitle: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** Shown as Expired: marked expired, or its valid-until time has passed while it was awaiting an answer. */
  expired: z.boolean(),
  totalAmount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  /** expires_at (set when sent); null while never sent. */
  validUntil: z.string().nullable(),
  budgetRange: z.string().nullable(),
  clientName: z.string().nullable(),
});
export type TQuoteReportRow = z.infer<typeof ZQuoteReportRowSchema>;

export const ZMilestoneReportRowSchema = z.object({
  milestoneId: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  milestoneNumber: z.number().int(),
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  /** none shows "No Payment"; succeeded shows "Paid". */
  paymentStatus: z.enum(MILESTONE_PAYMENT_STATUSES),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  /** Due date past and not completed. */
  overdue: z.boolean(),
  stripePaymentIntentId: z.string().nullable(),
  /** The provider's payment dashboard page for the intent, when the payment went through Stripe; else null. */
  paymentDashboardUrl: z.string().nullable(),
});
export type TMilestoneReportRow = z.infer<typeof ZMilestoneReportRowSchema>;

/** Spec section 4's QA decision values. */
export const QA_DECISIONS = ['approved', 'rejected', 'pending', 'needs_revision'] as const;
export type TQaDecision = (typeof QA_DECISIONS)[number];

export const ZDeliverableReportRowSchema = z.object({
  deliverableId: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  title: z.string(),
  status: z.enum(DELIVERABLE_STATUSES),
  /** Uploaded versions (files). */
  versions: z.number().int(),
  createdAt: z.string(),
  lastUpdated: z.string(),
  /** The newest version's admin QA decision; null when nothing was uploaded yet. */
  lastQaDecision: z.enum(QA_DECISIONS).nullable(),
});
export type TDeliverableReportRow = z.infer<typeof ZDeliverableReportRowSchema>;

/** Spec section 4: Live between start and end, Upcoming before, Completed after, Scheduled without times. */
export const MEETING_DISPLAY_STATUSES = ['Upcoming', 'Live', 'Completed', 'Scheduled'] as const;
export type TMeetingDisplayStatus = (typeof MEETING_DISPLAY_STATUSES)[number];

export const ZMeetingReportRowSchema = z.object({
  meetingId: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  title: z.string(),
  provider: z.enum(MEETING_PROVIDERS),
  joinUrl: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  displayStatus: z.enum(MEETING_DISPLAY_STATUSES),
  organizerName: z.string().nullable(),
  recordingConsent: z.boolean(),
  createdAt: z.string(),
});
export type TMeetingReportRow = z.infer<typeof ZMeetingReportRowSchema>;

// --- page ---

export const reportPageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    /** All rows matching the filters (not just this page). */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type TReportPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

export const REPORT_SCHEMAS = {
  projects: { query: ZProjectReportQuerySchema, row: ZProjectReportRowSchema },
  freelancers: { query: ZFreelancerReportQuerySchema, row: ZFreelancerReportRowSchema },
  quotes: { query: ZQuoteReportQuerySchema, row: ZQuoteReportRowSchema },
  milestones: { query: ZMilestoneReportQuerySchema, row: ZMilestoneReportRowSchema },
  deliverables: { query: ZDeliverableReportQuerySchema, row: ZDeliverableReportRowSchema },
  meetings: { query: ZMeetingReportQuerySchema, row: ZMeetingReportRowSchema },
} as const;

export type TReportRowOf = {
  projects: TProjectReportRow;
  freelancers: TFreelancerReportRow;
  quotes: TQuoteReportRow;
  milestones: TMilestoneReportRow;
  deliverables: TDeliverableReportRow;
  meetings: TMeetingReportRow;
};
export type TReportQueryOf = {
  projects: TProjectReportQuery;
  freelancers: TFreelancerReportQuery;
  quotes: TQuoteReportQuery;
  milestones: TMilestoneReportQuery;
  deliverables: TDeliverableReportQuery;
  meetings: TMeetingReportQuery;
};

// --- overview (KPIs) ---

/** Summary badges (spec section 9): conversion Strong above 30 %, delivery Excellent above 80 %, quality Strong above 80 %. */
export const CONVERSION_BADGES = ['Strong', 'Developing', 'No data'] as const;
export const DELIVERY_BADGES = ['Excellent', 'Needs attention', 'No data'] as const;
export const QUALITY_BADGES = ['Strong', 'Needs attention', 'No data'] as const;

export const ZReportsOverviewSchema = z.object({
  /** Currency of the money figures (the platform's). */
  currency: z.string(),
  kpis: z.object({
    /** Sum of paid (payment succeeded) milestone amounts, pence; null when no milestone was ever paid. */
    totalGmv: z.number().int().nullable(),
    /** The same for milestones paid since the start of the current month (UTC); null when none. */
    monthlyGmv: z.number().int().nullable(),
    /** approved / (approved + rejected) quotes, percent 0–100; null when neither. */
    quoteWinRate: z.number().nullable(),
    /** Completed milestones finished on or before their due date among completed ones with a due date, percent. */
    onTimeRate: z.number().nullable(),
    /** Mean days from a request's creation to its first sent quote; null when no quote was ever sent. */
    avgDaysToQuote: z.number().nullable(),
    /** Deliverables whose first version passed admin QA, among those whose first version was decided, percent. */
    qaPassRate: z.number().nullable(),
    /** Mean of clients' ratings (1–5); null when none. */
    avgCsat: z.number().nullable(),
    csatCount: z.number().int(),
  }),
  badges: z.object({
    conversion: z.enum(CONVERSION_BADGES),
    delivery: z.enum(DELIVERY_BADGES),
    quality: z.enum(QUALITY_BADGES),
  }),
  charts: z.object({
    /** The last 12 months, oldest first, zero-filled; month is 'YYYY-MM' (UTC). */
    gmvByMonth: z.array(z.object({ month: z.string(), amount: z.number().int() })),
    /** Quotes ever sent to a client, and how many of those were approved / rejected / expired. */
    quoteFunnel: z.object({
      sent: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      expired: z.number().int(),
    }),
    /** Deliverables with an uploaded version: passed QA on version 1 / passed after a revision / awaiting a pass. */
    qaOutcomes: z.object({
      approvedFirstTime: z.number().int(),
      approvedAfterRevision: z.number().int(),
      pending: z.number().int(),
    }),
  }),
});
export type TReportsOverview = z.infer<typeof ZReportsOverviewSchema>;
