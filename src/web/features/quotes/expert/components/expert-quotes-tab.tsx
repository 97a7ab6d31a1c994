import { FileText } from 'lucide-react';
import { useRef } from 'react';
import { REVISABLE_STATUSES } from '@shared/domain/quotes';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { ListPager, pagingOf } from '@web/components/ui/pagination';
import { usePageParam } from '@web/lib/use-page-param';
import { QuoteEditor } from '../../admin/components/quote-editor';
import { useLiveExpertQuotes } from '../../hooks/use-live-expert-quotes';
import { useExpertQuotes } from '../api/list-expert-quotes';
import { useExpertQuoteEditing } from '../hooks/use-expert-quote-editing';
import { ExpertQuoteRow } from './expert-quote-row';

/** The expert area's My Quotes: a page of the quotes the expert wrote, newest first; revisable ones open in the editor. */
export function ExpertQuotesTab() {
  const pageParam = usePageParam();
  const query = useExpertQuotes(pageParam[0]);
  const { data, error, isPending, refetch } = query;
  const paging = pagingOf('My quotes', pageParam, query);
  const heading = useRef<HTMLHeadingElement>(null);
  const { editing, open, opening, close, submit, saving } = useExpertQuoteEditing(heading);
  useLiveExpertQuotes();

  if (error)
    return (
      <Card role="alert">
        <CardContent className="pt-6 text-sm text-red-700">
          Failed to load your quotes: {error.message}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            Try again
          </button>
        </CardContent>
      </Card>
    );
  if (isPending) return <ListSkeleton label="Loading your quotes" />;
  if (data.total === 0)
    return (
      <EmptyState
        icon={FileText}
        title="No quotes yet"
        description="Accept an invitation to a custom request and write your quote from the invitation page."
      />
    );

  return (
    <section aria-labelledby="expert-quotes-heading" className="space-y-4">
      <h2 id="expert-quotes-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        My Quotes
      </h2>
      <Card>
        <CardContent className="pt-2">
          <ul className="divide-y divide-slate-100">
            {data.quotes.map((quote) => (
              <ExpertQuoteRow
                key={quote.id}
                quote={quote}
                showTitle
                onRevise={REVISABLE_STATUSES.includes(quote.status) && !editing && !opening ? () => open(quote) : null}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      {paging && <ListPager {...paging} rows={data.quotes.length} />}
      {editing && editing !== 'new' && (
        <QuoteEditor
          key={editing.id}
          quote={editing}
          projectTitle={editing.projectTitle}
          approvalThreshold={data.approvalThreshold}
          saving={saving}
          onSubmit={submit}
          onCancel={close}
          author="expert"
        />
      )}
    </section>
  );
}
