import type { TReportKind, TReportRowOf } from '../../../shared/schemas/reports';
import { csvLine, type CsvValue } from '../../lib/csv';

/** Minor units as a plain decimal of major units (12345 → "123.45"), for spreadsheets to sum. */
const major = (minor: number) => (minor / 100).toFixed(2);

type Columns<Row> = readonly (readonly [header: string, value: (row: Row) => CsvValue])[];

export const REPORT_CSV_COLUMNS: { [K in TReportKind]: Columns<TReportRowOf[K]> } = {
  projects: [
    ['project_id', (r) => r.projectId],
    ['title', (r) => r.title],
    ['status', (r) => r.status],
    ['custom', (r) => r.isCustom],
    ['client_name', (r) => r.clientName],
    ['client_email', (r) => r.clientEmail],
    ['agency', (r) => r.agencyName],
    ['currency', (r) => r.currency.toUpperCase()],
    ['total_price', (r) => major(r.totalPrice)],
    ['milestones_count', (r) => r.milestonesCount],
    ['deliverables_count', (r) => r.deliverablesCount],
    ['qa_reviews_count', (r) => r.qaReviewsCount],
    ['created_at', (r) => r.createdAt],
  ],
  freelancers: [
    ['user_id', (r) => r.userId],
    ['full_name', (r) => r.fullName],
    ['email', (r) => r.email],
    ['status', (r) => r.status],
    ['skills', (r) => r.skills.join('; ')],
    ['currency', (r) => r.currency.toUpperCase()],
    ['price_band_min', (r) => major(r.priceBandMin)],
    ['price_band_max', (r) => major(r.priceBandMax)],
    ['availability_weekly_hours', (r) => r.availabilityWeeklyHours],
    ['active_projects', (r) => r.activeProjects],
    ['completed_projects', (r) => r.completedProjects],
    ['csat_avg', (r) => (r.csatAvg === null ? null : Math.round(r.csatAvg * 100) / 100)],
    ['csat_badge', (r) => r.csatBadge],
    ['created_at', (r) => r.createdAt],
  ],
  quotes: [
    ['quote_id', (r) => r.quoteId],
    ['quote_number', (r) => r.quoteNumber],
    ['project_title', (r) => r.projectTitle],
    ['status', (r) => (r.expired ? 'expired' : r.status)],
    ['client_name', (r) => r.clientName],
    ['currency', (r) => r.currency.toUpperCase()],
    ['total_amount', (r) => major(r.totalAmount)],
    ['budget_range', (r) => r.budgetRange],
    ['valid_until', (r) => r.validUntil],
    ['created_at', (r) => r.createdAt],
  ],
  milestones: [
    ['milestone_id', (r) => r.milestoneId],
    ['project_title', (r) => r.projectTitle],
    ['milestone_number', (r) => r.milestoneNumber],
    ['title', (r) => r.title],
    ['status', (r) => (r.overdue ? `${r.status} (overdue)` : r.status)],
    ['payment_status', (r) => r.paymentStatus],
    ['currency', (r) => r.currency.toUpperCase()],
    ['amount', (r) => major(r.amount)],
    ['due_date', (r) => r.dueDate],
    ['stripe_payment_intent_id', (r) => r.stripePaymentIntentId],
    ['created_at', (r) => r.createdAt],
  ],
  deliverables: [
    ['deliverable_id', (r) => r.deliverableId],
    ['project_title', (r) => r.projectTitle],
    ['title', (r) => r.title],
    ['status', (r) => r.status],
    ['versions', (r) => r.versions],
    ['last_qa_decision', (r) => r.lastQaDecision],
    ['last_updated', (r) => r.lastUpdated],
    ['created_at', (r) => r.createdAt],
  ],
  meetings: [
    ['meeting_id', (r) => r.meetingId],
    ['project_title', (r) => r.projectTitle],
    ['title', (r) => r.title],
    ['provider', (r) => r.provider],
    ['status', (r) => r.displayStatus],
    ['starts_at', (r) => r.startsAt],
    ['ends_at', (r) => r.endsAt],
    ['organizer', (r) => r.organizerName],
    ['recording_consent', (r) => r.recordingConsent],
    ['join_url', (r) => r.joinUrl],
    ['created_at', (r) => r.createdAt],
  ],
};

export function csvHeader(kind: TReportKind): string {
  return csvLine(REPORT_CSV_COLUMNS[kind].map(([header]) => header));
}

export function csvRow<K extends TReportKind>(kind: K, row: TReportRowOf[K]): string {
  return csvLine((REPORT_CSV_COLUMNS[kind] as Columns<TReportRowOf[K]>).map(([, value]) => value(row)));
}
