import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EXPERT_STATUSES } from '@shared/domain/experts';
import { MEETING_PROVIDER_CHOICES, MEETING_PROVIDER_LABELS } from '@shared/domain/meetings';
import { toMinorUnits } from '@shared/domain/money';
import {
  DELIVERABLE_STATUSES,
  MILESTONE_PAYMENT_STATUSES,
  MILESTONE_STATUSES,
  PROJECT_STATUSES,
} from '@shared/domain/projects';
import { QUOTE_STATUSES } from '@shared/domain/quotes';
import { plural } from '@shared/domain/plural';
import { statusText, type TStatusKind, type TStatusOf } from '@shared/domain/status-map';
import {
  DELIVERABLE_REPORT_SORTS,
  FREELANCER_REPORT_SORTS,
  MEETING_REPORT_SORTS,
  MEETING_DATE_RANGES,
  MILESTONE_REPORT_SORTS,
  PROJECT_REPORT_SORTS,
  QUOTE_REPORT_SORTS,
  type TFreelancerReportRow,
  type TMeetingDateRange,
  type TReportKind,
} from '@shared/schemas/reports';
import { formatDate, formatDateTime, formatExactMoney, formatMoney } from '@web/lib/format';
import type { TReportDefinition } from '../lib/report-definition';
import type { TReportFilter, TReportView, TReportViewChange, TReportViewShape } from '../lib/report-url-state';
import { ReportTable } from './report-table';
import { CsatBadge, ExpiredBadge, OverdueBadge, PaymentStatus } from './report-badges';
import { StatusBadge } from '@web/components/ui/status-badge';
import { TruncatedText } from '@web/components/ui/truncated-text';

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** A status filter whose options read as the badges in the table do. */
const statusFilter = <TKind extends TStatusKind>(kind: TKind, values: readonly TStatusOf<TKind>[]): TReportFilter => ({
  key: 'status',
  label: 'Status',
  kind: 'select',
  allLabel: 'All statuses',
  options: options(values, (status) => statusText(kind, status)),
});

/** Whole pounds in the URL (what people type), pence for the API. */
const pounds = (value: string) => {
  const major = Number(value);
  return Number.isFinite(major) ? String(toMinorUnits(major)) : value;
};

const dash = <span className="text-slate-400">—</span>;
const orDash = (value: string | null | undefined) => (value ? value : dash);

/** The spec's price display, "£min-£max/hr": "£80-£120/hr". */
export function hourlyBand(row: Pick<TFreelancerReportRow, 'priceBandMin' | 'priceBandMax' | 'currency'>): string {
  return `${formatMoney(row.priceBandMin, row.currency)}-${formatMoney(row.priceBandMax, row.currency)}/hr`;
}

const MEETING_RANGE_LABELS: Record<TMeetingDateRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

const projects: TReportDefinition<'projects'> = {
  kind: 'projects',
  tab: 'projects',
  label: 'Projects',
  caption: 'Projects report',
  loadError: 'Failed to load projects',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Project title',
  filters: [statusFilter('project', PROJECT_STATUSES)],
  sorts: PROJECT_REPORT_SORTS,
  rowKey: (row) => row.projectId,
  emptyTitle: 'No projects found',
  emptyText: 'No project matches this search and these filters.',
  columns: [
    {
      id: 'title',
      header: 'Project',
      sort: 'title',
      cell: (row) => (
        // A set width so a long title wraps instead of pushing the last columns off a 1280 px screen.
        <Link
          to={`/project/${row.projectId}`}
          className="block w-40 font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {row.title}
        </Link>
      ),
    },
    {
      id: 'client',
      header: 'Client',
      // The agency delivering it, if any, under the client: its own column did not fit a 1280 px screen.
      cell: (row) => (
        <span className="block w-36">
          {orDash(row.clientName)}
          {row.clientEmail && <TruncatedText as="span" className="text-xs text-slate-500" text={row.clientEmail} />}
          {row.agencyName && (
            <TruncatedText as="span" className="text-xs text-slate-500" text={`Agency: ${row.agencyName}`} />
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sort: 'status',
      nowrap: true,
      cell: (row) => <StatusBadge kind="project" status={row.status} />,
    },
    {
      id: 'total',
      header: 'Total price',
      sort: 'total_price',
      align: 'right',
      nowrap: true,
      cell: (row) => formatExactMoney(row.totalPrice, row.currency),
    },
    {
      // The three counts share one column, each with its noun: a column each did not fit a 1280 px screen.
      id: 'work',
      header: 'Work',
      nowrap: true,
      cell: (row) => (
        <span className="block text-xs leading-5 text-slate-700">
          {plural(row.milestonesCount, 'milestone')}
          <br />
          {plural(row.deliverablesCount, 'deliverable')}
          <br />
          {plural(row.qaReviewsCount, 'QA review')}
        </span>
      ),
    },
    { id: 'created', header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.createdAt) },
  ],
};

const freelancers: TReportDefinition<'freelancers'> = {
  kind: 'freelancers',
  tab: 'freelancers',
  label: 'Freelancers',
  caption: 'Freelancers report',
  loadError: 'Failed to load freelancers',
  searchLabel: 'Search freelancers',
  searchPlaceholder: 'Name or e-mail',
  filters: [
    { key: 'minPrice', label: 'Min £/hr', kind: 'number', placeholder: 'Any', toApi: pounds },
    { key: 'maxPrice', label: 'Max £/hr', kind: 'number', placeholder: 'Any', toApi: pounds },
    statusFilter('expert', EXPERT_STATUSES),
  ],
  sorts: FREELANCER_REPORT_SORTS,
  rowKey: (row) => row.userId,
  emptyTitle: 'No freelancers found',
  emptyText: 'No freelancer matches this search and price range.',
  columns: [
    {
      id: 'name',
      header: 'Freelancer',
      sort: 'full_name',
      cell: (row) => (
        <span className="block max-w-56">
          <Link
            to={`/admin/experts/${row.userId}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {row.fullName || row.email || 'Unnamed'}
          </Link>
          {row.email && <TruncatedText as="span" className="text-xs text-slate-500" text={row.email} />}
        </span>
      ),
    },
    { id: 'status', header: 'Status', nowrap: true, cell: (row) => <StatusBadge kind="expert" status={row.status} /> },
    {
      id: 'skills',
      header: 'Skills',
      cell: (row) =>
        row.skills.length === 0 ? (
          dash
        ) : (
          <span className="block max-w-64 text-xs text-slate-700">
            {row.skills.slice(0, 4).join(', ')}
            {row.skills.length > 4 && ` +${row.skills.length - 4}`}
          </span>
        ),
    },
    { id: 'rate', header: 'Rate', sort: 'price_band_min', nowrap: true, cell: hourlyBand },
    { id: 'hours', header: 'Hours/week', align: 'right', cell: (row) => row.availabilityWeeklyHours },
    { id: 'active', header: 'Active', align: 'right', cell: (row) => row.activeProjects },
    {
      id: 'completed',
      header: 'Completed',
      sort: 'completed_projects',
      align: 'right',
      cell: (row) => row.completedProjects,
    },
    {
      id: 'csat',
      header: 'CSAT',
      nowrap: true,
      cell: (row) => <CsatBadge badge={row.csatBadge} average={row.csatAvg} count={row.csatCount} />,
    },
    { id: 'joined', header: 'Joined', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.createdAt) },
  ],
};

const quotes: TReportDefinition<'quotes'> = {
  kind: 'quotes',
  tab: 'quotes',
  label: 'Quotes',
  caption: 'Quotes report',
  loadError: 'Failed to load quotes',
  searchLabel: 'Search quotes',
  searchPlaceholder: 'Project title or quote number',
  filters: [statusFilter('quote', QUOTE_STATUSES)],
  sorts: QUOTE_REPORT_SORTS,
  rowKey: (row) => row.quoteId,
  emptyTitle: 'No quotes found',
  emptyText: 'No quote matches this search and status.',
  columns: [
    {
      id: 'number',
      header: 'Quote',
      nowrap: true,
      cell: (row) => <span className="font-mono">{row.quoteNumber}</span>,
    },
    { id: 'project', header: 'Project', cell: (row) => <span className="block max-w-64">{row.projectTitle}</span> },
    { id: 'client', header: 'Client', cell: (row) => orDash(row.clientName) },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex gap-1.5">
          {row.status !== 'expired' && <StatusBadge kind="quote" status={row.status} />}
          {row.expired && <ExpiredBadge />}
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      sort: 'total_amount',
      align: 'right',
      nowrap: true,
      cell: (row) => formatExactMoney(row.totalAmount, row.currency),
    },
    { id: 'budget', header: 'Budget range', cell: (row) => orDash(row.budgetRange) },
    {
      id: 'valid',
      header: 'Valid until',
      sort: 'valid_until',
      nowrap: true,
      cell: (row) => (row.validUntil ? formatDate(row.validUntil) : dash),
    },
    { id: 'created', header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.createdAt) },
  ],
};

const milestones: TReportDefinition<'milestones'> = {
  kind: 'milestones',
  tab: 'milestones',
  label: 'Milestones',
  caption: 'Milestones report',
  loadError: 'Failed to load milestones',
  searchLabel: 'Title',
  searchPlaceholder: 'Milestone title',
  filters: [
    statusFilter('milestone', MILESTONE_STATUSES),
    {
      key: 'paymentStatus',
      label: 'Payment status',
      kind: 'select',
      allLabel: 'All payment statuses',
      options: options(MILESTONE_PAYMENT_STATUSES, (status) => statusText('payment', status)),
    },
  ],
  sorts: MILESTONE_REPORT_SORTS,
  rowKey: (row) => row.milestoneId,
  emptyTitle: 'No milestones found',
  emptyText: 'No milestone matches this title and these statuses.',
  columns: [
    {
      id: 'title',
      header: 'Milestone',
      cell: (row) => (
        <span className="block max-w-64">
          <span className="font-medium">
            {row.milestoneNumber}. {row.title}
          </span>
          <Link
            to={`/project/${row.projectId}`}
            title={row.projectTitle}
            className="block truncate text-xs text-brand-700 underline-offset-2 hover:underline"
          >
            {row.projectTitle}
          </Link>
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      sort: 'amount',
      align: 'right',
      nowrap: true,
      cell: (row) => formatExactMoney(row.amount, row.currency),
    },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => <StatusBadge kind="milestone" status={row.status} />,
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: (row) => <PaymentStatus status={row.paymentStatus} url={row.paymentDashboardUrl} />,
    },
    {
      id: 'due',
      header: 'Due date',
      sort: 'due_date',
      nowrap: true,
      cell: (row) =>
        row.dueDate ? (
          <span className="inline-flex items-center gap-1.5">
            {formatDate(row.dueDate)}
            {row.overdue && <OverdueBadge />}
          </span>
        ) : (
          dash
        ),
    },
    { id: 'created', header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.createdAt) },
  ],
};

const deliverables: TReportDefinition<'deliverables'> = {
  kind: 'deliverables',
  tab: 'qa',
  label: 'QA',
  caption: 'QA report (deliverables)',
  loadError: 'Failed to load deliverables',
  searchLabel: 'Search deliverables',
  searchPlaceholder: 'Deliverable title',
  filters: [statusFilter('deliverable', DELIVERABLE_STATUSES)],
  sorts: DELIVERABLE_REPORT_SORTS,
  rowKey: (row) => row.deliverableId,
  emptyTitle: 'No deliverables found',
  emptyText: 'No deliverable matches this search and status.',
  columns: [
    {
      id: 'title',
      header: 'Deliverable',
      cell: (row) => <span className="block max-w-64 font-medium">{row.title}</span>,
    },
    {
      id: 'project',
      header: 'Project',
      cell: (row) => (
        <Link
          to={`/project/${row.projectId}`}
          className="block max-w-64 text-brand-700 underline-offset-2 hover:underline"
        >
          {row.projectTitle}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => <StatusBadge kind="deliverable" status={row.status} />,
    },
    { id: 'versions', header: 'Versions', align: 'right', cell: (row) => row.versions },
    {
      id: 'qa',
      header: 'Last QA decision',
      nowrap: true,
      // The spec names a decision not yet taken Pending.
      cell: (row) => <StatusBadge kind="qaDecision" status={row.lastQaDecision ?? 'pending'} />,
    },
    {
      id: 'updated',
      header: 'Last updated',
      sort: 'last_updated',
      nowrap: true,
      cell: (row) => formatDateTime(row.lastUpdated),
    },
    { id: 'created', header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.createdAt) },
  ],
};

const meetings: TReportDefinition<'meetings'> = {
  kind: 'meetings',
  tab: 'meetings',
  label: 'Meetings',
  caption: 'Meetings report',
  loadError: 'Failed to load meetings',
  searchLabel: 'Title',
  searchPlaceholder: 'Meeting title',
  filters: [
    {
      key: 'provider',
      label: 'Provider',
      kind: 'select',
      allLabel: 'All providers',
      options: options(MEETING_PROVIDER_CHOICES, (provider) => MEETING_PROVIDER_LABELS[provider]),
    },
    {
      key: 'range',
      label: 'Date range',
      kind: 'select',
      allLabel: 'Any date',
      options: options(MEETING_DATE_RANGES, (range) => MEETING_RANGE_LABELS[range]),
    },
  ],
  sorts: MEETING_REPORT_SORTS,
  rowKey: (row) => row.meetingId,
  emptyTitle: 'No meetings found',
  emptyText: 'No meeting matches this title, provider and date range.',
  columns: [
    { id: 'title', header: 'Meeting', cell: (row) => <span className="block max-w-64 font-medium">{row.title}</span> },
    {
      id: 'project',
      header: 'Project',
      cell: (row) => (
        <Link
          to={`/project/${row.projectId}`}
          className="block max-w-64 text-brand-700 underline-offset-2 hover:underline"
        >
          {row.projectTitle}
        </Link>
      ),
    },
    { id: 'provider', header: 'Provider', nowrap: true, cell: (row) => MEETING_PROVIDER_LABELS[row.provider] },
    {
      id: 'starts',
      header: 'Starts',
      sort: 'starts_at',
      nowrap: true,
      cell: (row) => (row.startsAt ? formatDateTime(row.startsAt) : dash),
    },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => <StatusBadge kind="meeting" status={row.displayStatus} />,
    },
    { id: 'organizer', header: 'Organizer', cell: (row) => orDash(row.organizerName) },
    { id: 'recording', header: 'Recording consent', cell: (row) => (row.recordingConsent ? 'Yes' : 'No') },
    {
      id: 'join',
      header: 'Link',
      nowrap: true,
      cell: (row) => (
        <a
          href={row.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-2"
        >
          Join
          <span className="sr-only">{row.title} (opens in a new tab)</span>
          <ExternalLink className="size-3" aria-hidden />
        </a>
      ),
    },
    { id: 'created', header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.createdAt) },
  ],
};

/** A report tab: what the page needs to read its view from the URL and show its table. */
export type TReportTab = {
  tab: string;
  label: string;
  shape: TReportViewShape;
  Table: (props: { view: TReportView; onChange: (change: TReportViewChange) => void }) => ReactNode;
};

function reportTab<K extends TReportKind>(definition: TReportDefinition<K>): TReportTab {
  return {
    tab: definition.tab,
    label: definition.label,
    shape: definition,
    Table: ({ view, onChange }) => <ReportTable definition={definition} view={view} onChange={onChange} />,
  };
}

/** The six report tables, in the spec's tab order (the QA tab is the deliverables report). */
export const REPORT_TABS: readonly TReportTab[] = [
  reportTab(projects),
  reportTab(freelancers),
  reportTab(quotes),
  reportTab(milestones),
  reportTab(deliverables),
  reportTab(meetings),
];
