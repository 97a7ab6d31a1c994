import { ArrowLeft, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isQuoteActionable } from '@shared/domain/quotes';
import type { TQuoteComparisonItem } from '@shared/schemas/quotes';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useRequestQuotes } from '../api/get-request-quotes';
import { formatDate, formatExactMoney } from '@web/lib/format';
import { EmptyState } from '@web/components/ui/list-states';
import { QuoteStatusBadges } from '../components/quote-status-badge';
import { budgetLabel, timelineLabel } from '../components/request-labels';
import { RequestStatusBadge } from '../components/request-status-badge';
import { useLiveQuotes } from '../hooks/use-live-quotes';
import { GateCard } from '@web/components/ui/gate-card';
import { useSignInPath } from '@web/lib/sign-in-path';

export const meta: TPageMeta = {
  title: 'Compare quotes',
  description: 'Compare the quotes vetted experts have sent for your request.',
};

/** The rows of the comparison, the same for every quote so the columns line up. */
const ROWS: { label: string; render: (quote: TQuoteComparisonItem) => ReactNode }[] = [
  {
    label: 'Total',
    render: (q) => (
      <span className="text-lg font-bold tabular-nums">{formatExactMoney(q.totalAmount, q.currency)}</span>
    ),
  },
  { label: 'Payment structure', render: (q) => q.paymentStructure },
  { label: 'Estimated duration', render: (q) => q.estimatedDuration },
  { label: 'Estimated start', render: (q) => (q.estimatedStartDate ? formatDate(q.estimatedStartDate) : '—') },
  {
    label: 'Expires',
    render: (q) =>
      q.expiresAt ? (
        <span className={q.isExpired ? 'font-semibold text-red-600' : undefined}>{formatDate(q.expiresAt)}</span>
      ) : (
        '—'
      ),
  },
  {
    label: 'Deliverables',
    render: (q) => (
      <ul className="list-inside list-disc space-y-0.5">
        {q.deliverables.map((deliverable, index) => (
          <li key={index}>{deliverable.title}</li>
        ))}
      </ul>
    ),
  },
  {
    label: 'Milestones',
    render: (q) => (
      <ol className="space-y-1">
        {q.milestones.map((milestone, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span>{milestone.title}</span>
            <span className="tabular-nums">{formatExactMoney(milestone.amount, q.currency)}</span>
          </li>
        ))}
      </ol>
    ),
  },
  { label: 'Scope', render: (q) => <p className="line-clamp-6 whitespace-pre-line">{q.scopeDescription}</p> },
];

function Comparison({ quotes }: { quotes: TQuoteComparisonItem[] }) {
  const lowest = Math.min(...quotes.map((quote) => quote.totalAmount));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Quotes side by side</caption>
        <thead>
          <tr className="border-b border-slate-200 align-top">
            <th scope="col" className="w-40 p-4 text-xs font-medium uppercase tracking-wide text-slate-500">
              Quote
            </th>
            {quotes.map((quote) => (
              <th key={quote.id} scope="col" className="p-4 font-normal">
                <p className="font-mono text-sm font-semibold text-slate-900">{quote.quoteNumber}</p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <QuoteStatusBadges status={quote.status} isExpired={quote.isExpired} />
                  {quotes.length > 1 && quote.totalAmount === lowest && <Badge variant="success">Lowest total</Badge>}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="p-4 text-xs font-medium uppercase tracking-wide text-slate-500">
                {row.label}
              </th>
              {quotes.map((quote) => (
                <td key={quote.id} className="p-4 text-slate-700">
                  {row.render(quote)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {quotes.map((quote) => {
              const actionable = isQuoteActionable(quote);
              return (
                <td key={quote.id} className="p-4">
                  <Button asChild size="sm" variant={actionable ? 'default' : 'outline'}>
                    <Link to={`/quote/${quote.id}`}>{actionable ? 'Review Quote' : 'View Details'}</Link>
                  </Button>
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** /dashboard/requests/{id}: one request and its presented quotes, compared side by side. */
export default function RequestQuotesPage() {
  const { id = '' } = useParams();
  const { viewer, loading } = useViewer();
  const signInPath = useSignInPath();
  const { data, error, isPending } = useRequestQuotes(id);
  useLiveQuotes();

  const back = (
    <Link
      to="/dashboard?tab=requests"
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to Requests
    </Link>
  );

  if (loading || (viewer && isPending)) return <LoadingBlock label="Loading request" />;
  if (!viewer) {
    return (
      <div className="px-4 py-24">
        <GateCard
          title="Access Required"
          text="Please sign in to view this request and its quotes."
          action={{ to: signInPath, label: 'Sign In' }}
        />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        {back}
        <Card className="mt-4" role="alert">
          <CardHeader>
            <CardTitle asChild>
              <h1>Request not found</h1>
            </CardTitle>
            <CardDescription>
              We can't find that request. The link might be wrong or you don't have access.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }

  const { request, quotes } = data;
  const facts = [
    request.budgetRange && `Budget ${budgetLabel(request.budgetRange)}`,
    request.timelinePreference && `Timeline ${timelineLabel(request.timelinePreference)}`,
  ].filter(Boolean);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {back}
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{request.projectTitle}</h1>
          <RequestStatusBadge status={request.status} projectCancelled={request.projectCancelled} />
        </div>
        {facts.length > 0 && <p className="mt-1 text-sm text-slate-600">{facts.join(' · ')}</p>}
      </header>
      <Card className="mt-6">
        <CardContent className="pt-6">
          {request.baseTemplate && (
            <p className="text-sm text-slate-600">
              Based on Template: <span className="font-medium text-slate-900">{request.baseTemplate}</span>
            </p>
          )}
          <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{request.customRequirements}</p>
        </CardContent>
      </Card>
      <h2 className="mt-8 mb-4 text-xl font-semibold">Compare quotes</h2>
      {quotes.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No quotes to compare yet"
          description="Quotes appear here once they are ready for you."
        />
      ) : (
        <Comparison quotes={quotes} />
      )}
    </div>
  );
}
