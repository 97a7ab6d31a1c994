import { Link } from 'react-router';
import { DELIVERABLE_STATUSES } from '@shared/domain/projects';
import { DELIVERABLE_REPORT_SORTS } from '@shared/domain/reports';
import { formatDate, formatDateTime } from '@web/lib/format';
import type { TReportDefinition } from '../../lib/report-definition';
import { StatusBadge } from '@web/components/ui/status-badge';
import { statusFilter } from './report-cells';

export const deliverables: TReportDefinition<'deliverables'> = {
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
