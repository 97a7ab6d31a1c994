import type { TAdminQuote, TQuoteDetail } from '../../../shared/schemas/quotes';
import type { QuoteContext } from './quote-context';
import { toAdminQuote, toDetail, toQuoteReview, type QuoteWithClient } from './quotes.dto';
import { quotesErrors } from './quotes.errors';
import type { QuoteRow } from './quotes.repository';

/** Quotes as their readers see them, completed with the client (profiles) and the request (requests). */
export function createQuoteReads({ repository, profiles, requests, expertSummaries }: QuoteContext) {
  async function withClients(rows: QuoteRow[]): Promise<QuoteWithClient[]> {
    const contacts = await profiles.contactsOf(rows.map((row) => row.userId));
    return rows.map((row) => {
      const contact = contacts.get(row.userId);
      return { ...row, client: { id: row.userId, fullName: contact?.fullName ?? null, email: contact?.email ?? '' } };
    });
  }

  async function adminQuotes(rows: QuoteRow[]): Promise<TAdminQuote[]> {
    const [quotes, revisions] = await Promise.all([
      withClients(rows),
      repository.listRevisions(rows.map((row) => row.id)),
    ]);
    return quotes.map((row) => toAdminQuote(row, revisions));
  }

  return {
    adminQuotes,

    /** Quote Reviews' cards: the quotes with their clients, as much as a card shows. */
    reviewCards: async (rows: QuoteRow[]) => (await withClients(rows)).map(toQuoteReview),

    async adminQuote(id: string): Promise<TAdminQuote> {
      const row = await repository.findById(id);
      if (!row) throw quotesErrors.notFound();
      const [quote] = await adminQuotes([row]);
      return quote!;
    },

    /** The client's review page: the quote, the request fields it answers, and its revisions. */
    async clientDetail(id: string): Promise<TQuoteDetail> {
      const row = await repository.findById(id);
      const request = row && (await requests.findById(row.requestId));
      if (!row || !request) throw quotesErrors.notFound();
      const { baseTemplate, customRequirements } = request;
      const [revisions, experts] = await Promise.all([
        repository.listRevisions([id]),
        row.expertId && expertSummaries ? expertSummaries([row.expertId]) : null,
      ]);
      const expert = (row.expertId && experts?.get(row.expertId)) || null;
      return toDetail({ ...row, request: { baseTemplate, customRequirements } }, revisions, expert);
    },
  };
}

export type QuoteReads = ReturnType<typeof createQuoteReads>;
