import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { isQuoteActionable } from '@shared/domain/quotes';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMyQuotes } from '../api/list-quotes';
import { useLiveQuotes } from '../hooks/use-live-quotes';
import { DashboardList } from '@web/components/ui/list-states';
import { formatExactMoney } from '@web/lib/format';
import { LocalDate } from '@web/components/ui/local-date';
import { QuoteStatusBadges } from './quote-status-badge';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { pagingOf } from '@web/components/ui/pagination';
import { usePageParam } from '@web/lib/use-page-param';

/** The dashboard's Quotes tab: a page of the client's presented quotes, live-updated when one arrives. */
export function QuotesTab() {
  const pageParam = usePageParam();
  const query = useMyQuotes(pageParam[0]);
  const { data, error, isPending, refetch } = query;
  useLiveQuotes();

  return (
    <DashboardList
      id="quotes"
      title="Custom Quotes"
      action={{ to: '/customize', label: 'Submit Request' }}
      items={data?.quotes}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading quotes"
      paging={pagingOf('Custom quotes', pageParam, query)}
      empty={{
        icon: FileText,
        title: 'No quotes yet',
        description: 'Submit a request and the quotes our experts prepare for you appear here.',
      }}
    >
      {(quotes) =>
        quotes.map((quote) => {
          const actionable = isQuoteActionable(quote);
          return (
            <li key={quote.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <TruncatedText className="font-semibold text-slate-900" text={quote.projectTitle} />
                  <p className="text-sm text-slate-500">
                    <span className="font-mono">{quote.quoteNumber}</span> · <LocalDate value={quote.createdAt} />
                    {quote.expiresAt && actionable && (
                      <>
                        {' '}
                        · Expires <LocalDate value={quote.expiresAt} />
                      </>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-medium tabular-nums text-slate-700">
                    {formatExactMoney(quote.totalAmount, quote.currency)}
                  </span>
                  <QuoteStatusBadges status={quote.status} isExpired={quote.isExpired} />
                  <Button asChild size="sm" variant={actionable ? 'default' : 'outline'}>
                    <Link
                      to={`/quote/${quote.id}`}
                      aria-label={`${actionable ? 'Review Quote' : 'View Details'}: ${quote.quoteNumber}`}
                    >
                      {actionable ? 'Review Quote' : 'View Details'}
                    </Link>
                  </Button>
                </div>
              </Card>
            </li>
          );
        })
      }
    </DashboardList>
  );
}
