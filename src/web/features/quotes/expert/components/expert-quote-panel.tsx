import { FileText } from 'lucide-react';
import { useRef } from 'react';
import { REVISABLE_STATUSES } from '@shared/domain/quotes';
import type { TExpertQuoteSummary } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ListSkeleton } from '@web/components/ui/list-states';
import { QuoteEditor } from '../../admin/components/quote-editor';
import { useLiveExpertQuotes } from '../../hooks/use-live-expert-quotes';
import { useExpertQuotes } from '../api/list-expert-quotes';
import { quoteOpenerId, useExpertQuoteEditing } from '../hooks/use-expert-quote-editing';
import { ExpertQuoteRow } from './expert-quote-row';

/** Quotes still in play; a rejected or expired one leaves room for a new quote. */
const live = (quote: TExpertQuoteSummary) => !['rejected', 'expired'].includes(quote.status);

/**
 * Quoting on a request whose invitation the expert accepted: the admin's quote editor, the same threshold review and
 * quote limit on the server; one quote in play at a time, revised when the client asks for changes or an admin holds it.
 */
export function ExpertQuotePanel({
  requestId,
  projectTitle,
  canQuote,
}: {
  requestId: string;
  projectTitle: string;
  /** The request is still open for quotes. */
  canQuote: boolean;
}) {
  // The expert's quotes on this request: one in play at a time, so the first page holds them.
  const { data, error, isPending } = useExpertQuotes(1, requestId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { editing, open, opening, close, submit, saving } = useExpertQuoteEditing(heading, requestId);
  useLiveExpertQuotes();

  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load your quotes: {error.message}
      </p>
    );
  if (isPending) return <ListSkeleton label="Loading your quotes" />;

  const { quotes } = data;
  const mayWrite = canQuote && !quotes.some(live) && editing === null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle asChild>
              <h2 ref={heading} tabIndex={-1}>
                Your Quote
              </h2>
            </CardTitle>
            <CardDescription>
              {canQuote
                ? 'Write a fixed-scope quote with payment milestones. The client sees it once it is sent.'
                : 'This request is closed for new quotes.'}
            </CardDescription>
          </div>
          {mayWrite && (
            <Button id={quoteOpenerId('new')} onClick={() => open('new')}>
              <FileText aria-hidden />
              Write Quote
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {quotes.length === 0 ? (
            <p className="text-sm text-slate-600">You have not quoted on this request yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {quotes.map((quote) => (
                <ExpertQuoteRow
                  key={quote.id}
                  quote={quote}
                  onRevise={
                    REVISABLE_STATUSES.includes(quote.status) && editing === null && !opening ? () => open(quote) : null
                  }
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {editing !== null && (
        <QuoteEditor
          key={editing === 'new' ? 'new' : editing.id}
          quote={editing === 'new' ? null : editing}
          projectTitle={projectTitle}
          approvalThreshold={data.approvalThreshold}
          saving={saving}
          onSubmit={submit}
          onCancel={close}
          author="expert"
        />
      )}
    </div>
  );
}
