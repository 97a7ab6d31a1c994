import type { TExpertQuoteSummary } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { formatExactMoney } from '@web/lib/format';
import { LocalDate } from '@web/components/ui/local-date';
import { QuoteStatusBadges } from '../../components/quote-status-badge';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { quoteOpenerId } from '../hooks/use-expert-quote-editing';

/** One of the expert's quotes: number, status, total, and what the client asked when changes were requested. */
export function ExpertQuoteRow({
  quote,
  onRevise,
  showTitle = false,
}: {
  quote: TExpertQuoteSummary;
  onRevise: (() => void) | null;
  showTitle?: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {showTitle && <TruncatedText className="font-semibold text-slate-900" text={quote.projectTitle} />}
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">{quote.quoteNumber}</span>
          <QuoteStatusBadges status={quote.status} isExpired={quote.isExpired} />
        </p>
        <p className="text-sm text-slate-600">
          {formatExactMoney(quote.totalAmount, quote.currency)} · written <LocalDate value={quote.createdAt} />
          {quote.sentAt && (
            <>
              {' '}
              · sent <LocalDate value={quote.sentAt} />
            </>
          )}
        </p>
        {quote.changesRequested && (
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">Client asked:</span> {quote.changesRequested}
          </p>
        )}
        {quote.status === 'on_hold' && (
          <p className="mt-1 text-sm text-slate-700">An admin placed this quote on hold: revise it to resubmit.</p>
        )}
        {quote.status === 'pending_admin_review' && (
          <p className="mt-1 text-sm text-slate-700">At or above the approval threshold: waiting for admin review.</p>
        )}
      </div>
      {onRevise && (
        <Button id={quoteOpenerId(quote)} size="sm" onClick={onRevise} aria-label={`Revise ${quote.quoteNumber}`}>
          Revise
        </Button>
      )}
    </li>
  );
}
