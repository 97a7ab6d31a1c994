import { FileText } from 'lucide-react';
import { useState } from 'react';
import { REVISABLE_STATUSES } from '@shared/domain/quotes';
import type { TExpertQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { toast } from '@web/lib/toast';
import { QuoteEditor } from '../../admin/components/quote-editor';
import { useLiveExpertQuotes } from '../../hooks/use-live-expert-quotes';
import { useExpertQuotes } from '../api/list-expert-quotes';
import { useSaveExpertQuote } from '../api/save-expert-quote';
import { ExpertQuoteRow } from './expert-quote-row';
import { quoteSubmittedMessage } from '../../components/quote-submitted-message';

/** The expert area's My Quotes: every quote the expert wrote, newest first; revisable ones open in the editor. */
export function ExpertQuotesTab() {
  const { data, error, isPending, refetch } = useExpertQuotes();
  const save = useSaveExpertQuote();
  const [editing, setEditing] = useState<TExpertQuote | null>(null);
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
  if (data.quotes.length === 0)
    return (
      <EmptyState
        icon={FileText}
        title="No quotes yet"
        description="Accept an invitation to a custom request and write your quote from the invitation page."
      />
    );

  const submit = (draft: TQuoteDraft) => {
    if (!editing) return;
    save.mutate(
      { quoteId: editing.id, draft },
      {
        onSuccess: (quote) => {
          setEditing(null);
          const message = quoteSubmittedMessage(quote);
          toast.success(message.title, { description: message.description });
        },
        onError: (failure) => toast.error('Failed to save quote', { description: failure.message }),
      },
    );
  };

  return (
    <section aria-labelledby="expert-quotes-heading" className="space-y-4">
      <h2 id="expert-quotes-heading" className="text-xl font-semibold">
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
                onRevise={REVISABLE_STATUSES.includes(quote.status) && !editing ? () => setEditing(quote) : null}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      {editing && (
        <QuoteEditor
          key={editing.id}
          quote={editing}
          projectTitle={editing.projectTitle}
          approvalThreshold={data.approvalThreshold}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
          author="expert"
        />
      )}
    </section>
  );
}
