import type { TAdminQuote } from '@shared/schemas/quotes';
import { formatDateTime } from '@web/lib/format';
import { plural } from '@shared/domain/plural';

type SubmittedQuote = Pick<TAdminQuote, 'status' | 'presentedAt' | 'quoteNumber' | 'presentation'>;

/**
 * What the author of a quote is told once it is saved: whether it waits for admin review, reached the client, or is
 * held back by the presenting rule (the client sees a request's quotes once `minQuotes` have been sent, or when the
 * invitation window closes), and then how many have been sent so far.
 */
export function quoteSubmittedMessage(quote: SubmittedQuote): { title: string; description: string } {
  if (quote.status === 'pending_admin_review')
    return {
      title: 'Quote submitted for admin review',
      description: `${quote.quoteNumber} reaches the client once an admin approves it for sending.`,
    };
  if (quote.presentedAt || !quote.presentation)
    return { title: 'Quote sent to client', description: quote.quoteNumber };
  const { sentCount, minQuotes, windowEndsAt } = quote.presentation;
  const haveOrHas = minQuotes === 1 ? 'has' : 'have';
  return {
    title: `Quote saved — the client sees quotes once ${minQuotes} ${haveOrHas} been sent (${Math.min(sentCount, minQuotes)} of ${minQuotes} so far)`,
    description: `${quote.quoteNumber} is shown to the client with the others when ${plural(minQuotes, 'quote')} ${haveOrHas} been sent, or on ${formatDateTime(windowEndsAt)} when the invitation window closes, whichever comes first.`,
  };
}
