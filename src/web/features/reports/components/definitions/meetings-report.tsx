import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { MEETING_PROVIDER_CHOICES, MEETING_PROVIDER_LABELS } from '@shared/domain/meetings';
import { MEETING_REPORT_SORTS, MEETING_DATE_RANGES, type TMeetingDateRange } from '@shared/domain/reports';
import { formatDate, formatDateTime } from '@web/lib/format';
import type { TReportDefinition } from '../../lib/report-definition';
import { StatusBadge } from '@web/components/ui/status-badge';
import { options, dash, orDash } from './report-cells';

const MEETING_RANGE_LABELS: Record<TMeetingDateRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export const meetings: TReportDefinition<'meetings'> = {
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
