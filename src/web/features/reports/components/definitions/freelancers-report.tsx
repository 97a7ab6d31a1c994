import { Link } from 'react-router';
import { EXPERT_STATUSES } from '@shared/domain/experts';
import { FREELANCER_REPORT_SORTS } from '@shared/domain/reports';
import type { TFreelancerReportRow } from '@shared/schemas/reports';
import { formatDate, formatMoney } from '@web/lib/format';
import type { TReportDefinition } from '../../lib/report-definition';
import { CsatBadge } from '../report-badges';
import { StatusBadge } from '@web/components/ui/status-badge';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { statusFilter, pounds, dash } from './report-cells';

/** The spec's price display, "£min-£max/hr": "£80-£120/hr". */
function hourlyBand(row: Pick<TFreelancerReportRow, 'priceBandMin' | 'priceBandMax' | 'currency'>): string {
  return `${formatMoney(row.priceBandMin, row.currency)}-${formatMoney(row.priceBandMax, row.currency)}/hr`;
}

export const freelancers: TReportDefinition<'freelancers'> = {
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
