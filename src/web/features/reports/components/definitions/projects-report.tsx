import { Link } from 'react-router';
import { PROJECT_STATUSES } from '@shared/domain/projects';
import { plural } from '@shared/domain/plural';
import { PROJECT_REPORT_SORTS } from '@shared/domain/reports';
import { formatDate, formatExactMoney } from '@web/lib/format';
import type { TReportDefinition } from '../../lib/report-definition';
import { StatusBadge } from '@web/components/ui/status-badge';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { statusFilter, orDash } from './report-cells';

export const projects: TReportDefinition<'projects'> = {
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
