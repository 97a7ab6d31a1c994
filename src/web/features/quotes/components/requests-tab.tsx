import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { TRequestSummary } from '@shared/schemas/requests';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMyRequests } from '../api/list-requests';
import { useLiveQuotes } from '../hooks/use-live-quotes';
import { DashboardList } from '@web/components/ui/list-states';
import { budgetLabel, timelineLabel } from './request-labels';
import { RequestStatusBadge } from './request-status-badge';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { pagingOf } from '@web/components/ui/pagination';
import { usePageParam } from '@web/lib/use-page-param';
import { useDateFormats } from '@web/components/ui/local-date';

function RequestRow({ request }: { request: TRequestSummary }) {
  const formats = useDateFormats();
  const facts = [
    request.budgetRange && `Budget ${budgetLabel(request.budgetRange)}`,
    request.timelinePreference && `Timeline ${timelineLabel(request.timelinePreference)}`,
    `Submitted ${formats.date(request.createdAt)}`,
  ].filter(Boolean);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <TruncatedText className="font-semibold text-slate-900" text={request.projectTitle} />
        {request.baseTemplate && <p className="truncate text-sm text-slate-600">Based on {request.baseTemplate}</p>}
        <p className="text-sm text-slate-500">{facts.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RequestStatusBadge status={request.status} projectCancelled={request.projectCancelled} />
        {request.presentedQuoteCount > 0 ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/dashboard/requests/${request.id}`}>Compare Quotes ({request.presentedQuoteCount})</Link>
          </Button>
        ) : (
          request.origin === 'brief' && <span className="text-sm text-slate-500">Quotes in preparation</span>
        )}
      </div>
    </Card>
  );
}

/** The dashboard's Requests tab: a page of the client's customization requests and how far quoting has got. */
export function RequestsTab() {
  const pageParam = usePageParam();
  const query = useMyRequests(pageParam[0]);
  const { data, error, isPending, refetch } = query;
  useLiveQuotes();

  return (
    <DashboardList
      id="requests"
      title="Customization Requests"
      action={{ to: '/customize', label: 'New Request' }}
      items={data?.requests}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading requests"
      paging={pagingOf('Customization requests', pageParam, query)}
      empty={{
        icon: ClipboardList,
        title: 'No requests yet',
        description: 'Describe what you need and we will prepare quotes for you to compare.',
      }}
    >
      {(requests) =>
        requests.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} />
          </li>
        ))
      }
    </DashboardList>
  );
}
