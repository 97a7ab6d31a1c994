import { Link } from 'react-router';
import { MILESTONE_PAYMENT_STATUSES, MILESTONE_STATUSES } from '@shared/domain/projects';
import { statusText } from '@shared/domain/status-map';
import { MILESTONE_REPORT_SORTS } from '@shared/domain/reports';
import { formatDate, formatExactMoney } from '@web/lib/format';
import type { TReportDefinition } from '../../lib/report-definition';
import { OverdueBadge, PaymentStatus } from '../report-badges';
import { StatusBadge } from '@web/components/ui/status-badge';
import { options, statusFilter, dash } from './report-cells';

export const milestones: TReportDefinition<'milestones'> = {
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
