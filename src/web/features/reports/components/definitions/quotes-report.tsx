import { QUOTE_STATUSES } from '@shared/domain/quotes';
import { QUOTE_REPORT_SORTS } from '@shared/domain/reports';
import { formatDate, formatExactMoney } from '@web/lib/format';
import type { TReportDefinition } from '../../lib/report-definition';
import { ExpiredBadge } from '../report-badges';
import { StatusBadge } from '@web/components/ui/status-badge';
import { statusFilter, dash, orDash } from './report-cells';

export const quotes: TReportDefinition<'quotes'> = {
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
