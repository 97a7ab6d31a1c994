import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { TQuoteReview } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { formatDate, formatExactMoney } from '@web/lib/format';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { QuoteStatusBadges } from '../../components/quote-status-badge';
import { useApproveQuoteForSending } from '../api/approve-quote-for-sending';
import { useHoldQuote } from '../api/hold-quote';
import { useQuoteReviews } from '../api/list-quote-reviews';
import { plural } from '@shared/domain/plural';
import { ListPager, pagingOf } from '@web/components/ui/pagination';
import { usePageParam } from '@web/lib/use-page-param';

function ReviewCard({
  quote,
  busy,
  onHold,
  onApprove,
}: {
  quote: TQuoteReview;
  busy: 'hold' | 'approve' | null;
  onHold: () => void;
  onApprove: () => void;
}) {
  return (
    <Card>
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle asChild>
            <h3>{quote.projectTitle}</h3>
          </CardTitle>
          <CardDescription className="mt-1 flex flex-wrap items-center gap-2">
            <span className="font-mono">{quote.quoteNumber}</span>
            <QuoteStatusBadges status={quote.status} isExpired={false} />
            <span>
              for {quote.client.fullName || quote.client.email} · updated {formatDate(quote.updatedAt)}
            </span>
          </CardDescription>
        </div>
        <p className="text-2xl font-bold tabular-nums sm:text-right">
          {formatExactMoney(quote.totalAmount, quote.currency)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700">{quote.scopeDescription}</p>
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {quote.milestones.map((milestone, index) => (
            <li key={index} className="flex justify-between gap-3 px-3 py-2">
              <span>{milestone.title}</span>
              <span className="tabular-nums">{formatExactMoney(milestone.amount, quote.currency)}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm text-slate-600">
          {quote.estimatedDuration} · {quote.paymentStructure} · valid {plural(quote.validForDays, 'day')} once sent
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={onHold}
            disabled={busy !== null || quote.status !== 'pending_admin_review'}
            aria-label={`Hold ${quote.quoteNumber}`}
          >
            {busy === 'hold' && <Spinner label="Holding" className="size-4" />}
            Hold
          </Button>
          <Button onClick={onApprove} disabled={busy !== null} aria-label={`Approve ${quote.quoteNumber}`}>
            {busy === 'approve' && <Spinner label="Approving" className="size-4 text-white" />}
            Approve
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Admin "Quote Reviews": a page of the quotes at or above the approval threshold (and held ones), the longest
 * untouched first, to Hold or Approve for sending.
 */
export function AdminQuoteReviewsTab() {
  const pageParam = usePageParam();
  const query = useQuoteReviews(pageParam[0]);
  const { data, error, isPending } = query;
  const paging = pagingOf('Quotes awaiting review', pageParam, query);
  const approve = useApproveQuoteForSending();
  const hold = useHoldQuote();
  const [acting, setActing] = useState<{ id: string; action: 'hold' | 'approve' } | null>(null);
  // Approving sends the quote to the client, which cannot be taken back: it asks first. Hold is undone by Approve.
  const [confirmingApprove, setConfirmingApprove] = useState<TQuoteReview | null>(null);

  const run = (id: string, action: 'hold' | 'approve') => {
    setActing({ id, action });
    const settle = { onSettled: () => setActing(null) };
    if (action === 'approve') {
      approve.mutate(id, {
        ...settle,
        onSuccess: () => toast.success('Quote approved and sent to client'),
        onError: () => toast.error('Failed to approve quote'),
      });
    } else {
      hold.mutate(id, {
        ...settle,
        onSuccess: () => toast.success('Quote placed on hold'),
        onError: () => toast.error('Failed to hold quote'),
      });
    }
  };

  return (
    <section aria-labelledby="quote-reviews-heading" className="space-y-4">
      <h2 id="quote-reviews-heading" className="text-xl font-semibold">
        Quotes awaiting review
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load admin data: {error.message}
        </p>
      ) : isPending ? (
        <ListSkeleton label="Loading quotes awaiting review" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No quotes awaiting review"
          description="Quotes at or above the approval threshold wait here before they reach the client."
        />
      ) : (
        <>
          {data.quotes.length > 0 && (
            <ul className="space-y-4">
              {data.quotes.map((quote) => (
                <li key={quote.id}>
                  <ReviewCard
                    quote={quote}
                    busy={acting?.id === quote.id ? acting.action : null}
                    onHold={() => run(quote.id, 'hold')}
                    onApprove={() => setConfirmingApprove(quote)}
                  />
                </li>
              ))}
            </ul>
          )}
          {paging && <ListPager {...paging} rows={data.quotes.length} />}
        </>
      )}
      <ConfirmDialog
        open={confirmingApprove !== null}
        onOpenChange={(open) => !open && setConfirmingApprove(null)}
        title={`Approve and send ${confirmingApprove?.quoteNumber ?? 'this quote'}?`}
        description="The client is notified and sees the quote at once; it cannot be unsent."
        confirmLabel="Approve and send"
        onConfirm={() => confirmingApprove && run(confirmingApprove.id, 'approve')}
      />
    </section>
  );
}
