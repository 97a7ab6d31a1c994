import type { Executor } from '../../db/client';
import { formatMoney } from '../../../shared/domain/money';
import { isPresenting, type TQuoteStatus } from '../../../shared/domain/quotes';
import { invitationWindowEndsAt, type RequestRow } from '../requests/requests.service';
import type { QuoteContext, QuoteRules } from './quote-context';
import type { QuoteRow } from './quotes.repository';

/** The presenting rule: when the client gets to see a request's sent quotes, and telling them. */
export function createQuotePresenting({ repository, requests, notifications }: QuoteContext) {
  async function notifyClientOfQuote(quote: QuoteRow, revised: boolean, tx: Executor) {
    await notifications.notify(
      {
        userId: quote.userId,
        type: 'quote_received',
        title: revised ? 'Revised quote received' : 'New quote received',
        message: `${revised ? 'Your revised quote' : 'A quote'} ${quote.quoteNumber} for "${quote.projectTitle}" is ready: ${formatMoney(quote.totalAmount, quote.currency, { alwaysShowMinor: true })}.`,
        relatedId: quote.id,
        email: { link: `/quote/${quote.id}` },
      },
      tx,
    );
  }

  /**
   * With the request row locked: once min_quotes_before_presenting have been sent or the invitation window has
   * closed, every sent quote of the request becomes visible and its client is told.
   */
  async function presentDue(request: RequestRow, rules: QuoteRules, tx: Executor): Promise<QuoteRow[]> {
    const counts = await repository.countForRequest(request.id, tx);
    const minQuotes = rules.settings.min_quotes_before_presenting.value;
    const windowEndsAt = invitationWindowEndsAt(request, rules.settings.invite_response_sla_hours.value);
    if (counts.presented === 0 && !isPresenting({ sentCount: counts.sent, minQuotes, windowEndsAt })) return [];
    const shown = await repository.presentSent(request.id, tx);
    for (const quote of shown) await notifyClientOfQuote(quote, false, tx);
    return shown;
  }

  return {
    presentDue,

    /** Sends a quote (from `from`), then lets the presenting rule decide whether the client sees it now. */
    async sendAndPresent(
      id: string,
      from: readonly TQuoteStatus[],
      gate: { reviewedBy: string } | null,
      request: RequestRow,
      rules: QuoteRules,
      tx: Executor,
    ): Promise<QuoteRow | null> {
      const sent = await repository.send(id, from, gate, tx);
      if (!sent) return null;
      await requests.markQuoted(request.id, tx);
      // A revision of a quote the client already saw is announced on its own.
      if (sent.presentedAt) await notifyClientOfQuote(sent, true, tx);
      else await presentDue(request, rules, tx);
      return sent;
    },
  };
}

export type QuotePresenting = ReturnType<typeof createQuotePresenting>;
