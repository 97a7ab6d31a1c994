import { bigint, boolean, doublePrecision, integer, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TMeetingProvider } from '../../../shared/domain/collaboration';
import type { TExpertStatus } from '../../../shared/domain/experts';
import type {
  TDeliverableStatus,
  TFileQaDecision,
  TMilestonePaymentStatus,
  TMilestoneStatus,
  TProjectStatus,
} from '../../../shared/domain/projects';
import type { TQuoteStatus } from '../../../shared/domain/quotes';

/**
 * The admin reports' read-only views (decision 020), created by migration 0016_reports-views. They read other
 * modules' tables, so the reports repository needs no other module's schema (decision 010). `.existing()`: drizzle-kit
 * leaves them alone; their SQL lives in the migration.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const adminVProjects = pgView('admin_v_projects', {
  projectId: uuid('project_id').notNull(),
  title: text('title').notNull(),
  status: text('status').$type<TProjectStatus>().notNull(),
  isCustom: boolean('is_custom').notNull(),
  createdAt: ts('created_at').notNull(),
  currency: text('currency').notNull(),
  totalPrice: integer('total_price').notNull(),
  clientId: uuid('client_id').notNull(),
  clientName: text('client_name'),
  clientEmail: text('client_email'),
  agencyName: text('agency_name'),
  milestonesCount: integer('milestones_count').notNull(),
  deliverablesCount: integer('deliverables_count').notNull(),
  qaReviewsCount: integer('qa_reviews_count').notNull(),
}).existing();

export const adminVProjectAgencies = pgView('admin_v_project_agencies', {
  projectId: uuid('project_id').notNull(),
  agencyId: uuid('agency_id').notNull(),
}).existing();

export const adminVFreelancers = pgView('admin_v_freelancers', {
  userId: uuid('user_id').notNull(),
  fullName: text('full_name'),
  email: text('email'),
  status: text('status').$type<TExpertStatus>().notNull(),
  skills: text('skills').array().notNull(),
  priceBandMin: integer('price_band_min').notNull(),
  priceBandMax: integer('price_band_max').notNull(),
  currency: text('currency').notNull(),
  availabilityWeeklyHours: integer('availability_weekly_hours').notNull(),
  activeProjects: integer('active_projects').notNull(),
  completedProjects: integer('completed_projects').notNull(),
  csatAvg: doublePrecision('csat_avg'),
  csatCount: integer('csat_count').notNull(),
  createdAt: ts('created_at').notNull(),
}).existing();

export const adminVQuotes = pgView('admin_v_quotes', {
  quoteId: uuid('quote_id').notNull(),
  quoteNumber: text('quote_number').notNull(),
  projectTitle: text('project_title').notNull(),
  status: text('status').$type<TQuoteStatus>().notNull(),
  expired: boolean('expired').notNull(),
  totalAmount: integer('total_amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: ts('created_at').notNull(),
  validUntil: ts('valid_until'),
  sentAt: ts('sent_at'),
  requestId: uuid('request_id').notNull(),
  budgetRange: text('budget_range'),
  requestCreatedAt: ts('request_created_at'),
  clientName: text('client_name'),
}).existing();

export const adminVMilestones = pgView('admin_v_milestones', {
  milestoneId: uuid('milestone_id').notNull(),
  projectId: uuid('project_id').notNull(),
  projectTitle: text('project_title').notNull(),
  milestoneNumber: integer('milestone_number').notNull(),
  title: text('title').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<TMilestoneStatus>().notNull(),
  paymentStatus: text('payment_status').$type<TMilestonePaymentStatus>().notNull(),
  dueDate: ts('due_date'),
  createdAt: ts('created_at').notNull(),
  fundedAt: ts('funded_at'),
  completedAt: ts('completed_at'),
  overdue: boolean('overdue').notNull(),
  stripePaymentIntentId: text('stripe_payment_intent_id'),
}).existing();

export const adminVDeliverables = pgView('admin_v_deliverables', {
  deliverableId: uuid('deliverable_id').notNull(),
  projectId: uuid('project_id').notNull(),
  projectTitle: text('project_title').notNull(),
  title: text('title').notNull(),
  status: text('status').$type<TDeliverableStatus>().notNull(),
  versions: integer('versions').notNull(),
  createdAt: ts('created_at').notNull(),
  lastUpdated: ts('last_updated').notNull(),
  lastQaDecision: text('last_qa_decision').$type<TFileQaDecision>(),
  qaApprovedAt: ts('qa_approved_at'),
}).existing();

export const adminVMeetings = pgView('admin_v_meetings', {
  meetingId: uuid('meeting_id').notNull(),
  projectId: uuid('project_id').notNull(),
  projectTitle: text('project_title').notNull(),
  title: text('title').notNull(),
  provider: text('provider').$type<TMeetingProvider>().notNull(),
  joinUrl: text('join_url').notNull(),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  recordingConsent: boolean('recording_consent').notNull(),
  createdAt: ts('created_at').notNull(),
  organizerName: text('organizer_name'),
}).existing();

/** One row: the Overview's KPI inputs (report-kpis.ts turns them into rates). */
export const adminVReportKpis = pgView('admin_v_report_kpis', {
  gmvTotal: bigint('gmv_total', { mode: 'number' }),
  paidMilestones: integer('paid_milestones').notNull(),
  gmvMonth: bigint('gmv_month', { mode: 'number' }),
  paidMilestonesMonth: integer('paid_milestones_month').notNull(),
  quotesApproved: integer('quotes_approved').notNull(),
  quotesRejected: integer('quotes_rejected').notNull(),
  quotesSent: integer('quotes_sent').notNull(),
  quotesExpired: integer('quotes_expired').notNull(),
  milestonesDueCompleted: integer('milestones_due_completed').notNull(),
  milestonesOnTime: integer('milestones_on_time').notNull(),
  avgSecondsToQuote: doublePrecision('avg_seconds_to_quote'),
  firstVersionsDecided: integer('first_versions_decided').notNull(),
  firstVersionsPassed: integer('first_versions_passed').notNull(),
  qaPassedAfterRevision: integer('qa_passed_after_revision').notNull(),
  qaPending: integer('qa_pending').notNull(),
  csatAvg: doublePrecision('csat_avg'),
  csatCount: integer('csat_count').notNull(),
}).existing();

export const adminVGmvByMonth = pgView('admin_v_gmv_by_month', {
  month: text('month').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
}).existing();

/**
 * The same KPI inputs from the figures triggers maintain (migration 0031, decision 021): what the Overview reads.
 * admin_v_report_kpis above stays as their from-scratch recomputation.
 */
export const adminVReportKpisMaintained = pgView('admin_v_report_kpis_maintained', {
  gmvTotal: bigint('gmv_total', { mode: 'number' }),
  paidMilestones: integer('paid_milestones').notNull(),
  gmvMonth: bigint('gmv_month', { mode: 'number' }),
  paidMilestonesMonth: integer('paid_milestones_month').notNull(),
  quotesApproved: integer('quotes_approved').notNull(),
  quotesRejected: integer('quotes_rejected').notNull(),
  quotesSent: integer('quotes_sent').notNull(),
  quotesExpired: integer('quotes_expired').notNull(),
  milestonesDueCompleted: integer('milestones_due_completed').notNull(),
  milestonesOnTime: integer('milestones_on_time').notNull(),
  avgSecondsToQuote: doublePrecision('avg_seconds_to_quote'),
  firstVersionsDecided: integer('first_versions_decided').notNull(),
  firstVersionsPassed: integer('first_versions_passed').notNull(),
  qaPassedAfterRevision: integer('qa_passed_after_revision').notNull(),
  qaPending: integer('qa_pending').notNull(),
  csatAvg: doublePrecision('csat_avg'),
  csatCount: integer('csat_count').notNull(),
}).existing();

/** Paid milestone amounts by UTC month, summed from the maintained daily GMV rows. */
export const adminVGmvByMonthMaintained = pgView('admin_v_gmv_by_month_maintained', {
  month: text('month').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
}).existing();
