import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import type { TAdminQuote, TQuoteDraft } from '../../../shared/schemas/quotes';
import { isQuotable } from '../requests/requests.service';
import { draftValues, type QuoteAuthoring, type QuoteEditor } from './quote-authoring.service';
import type { QuoteContext } from './quote-context';
import type { QuoteReads } from './quote-reads';
import type { QuoteReview } from './quote-review.service';
import { quotesErrors } from './quotes.errors';
import type { QuoteRow } from './quotes.repository';

/**
 * Quotes saved as drafts (authoring's create with asDraft): their author, or any admin, edits a draft and submits it
 * through the threshold gate when it is ready, as if it had just been written.
 */
export function createQuoteDrafts(
  { repository, loadRules, withRequestLock, activity }: QuoteContext,
  {
    reads,
    review,
    authoring,
  }: { reads: QuoteReads; review: Pick<QuoteReview, 'submit'>; authoring: Pick<QuoteAuthoring, 'presentationOf'> },
) {
  async function draftOf(id: string, editor: QuoteEditor): Promise<QuoteRow> {
    const row = await repository.findById(id);
    if (!row || !(editor.isAdmin || row.createdBy === editor.userId)) throw quotesErrors.notFound();
    if (row.status !== 'draft') throw quotesErrors.notDraft();
    return row;
  }

  return {
    /** New content for a draft (it stays a draft). */
    async updateDraft(id: string, draft: TQuoteDraft, editor: QuoteEditor): Promise<TAdminQuote> {
      const found = await draftOf(id, editor);
      await withRequestLock(found.requestId, async (_request, tx) => {
        const values = draftValues(draft);
        const quote = await repository.transition(id, ['draft'], { ...values, status: 'draft' }, tx);
        if (!quote) throw quotesErrors.notDraft();
        if (editor.admin)
          await activity.record(
            editor.admin,
            {
              action: 'quote.revised',
              targetId: id,
              summary: `Edited draft quote ${quote.quoteNumber} for “${quote.projectTitle}”`,
              before: { totalAmount: found.totalAmount },
              after: { totalAmount: values.totalAmount },
            },
            tx,
          );
      });
      return reads.adminQuote(id);
    },

    /** Submits a draft: at or above the threshold it waits for an admin, below it is sent (request still open). */
    async submitDraft(id: string, editor: QuoteEditor): Promise<TAdminQuote> {
      const found = await draftOf(id, editor);
      const rules = await loadRules();
      const presentation = await withRequestLock(found.requestId, async (request, tx) => {
        if (!isQuotable(request) || !OPEN_REQUEST_STATUSES.includes(request.status))
          throw quotesErrors.requestNotOpen();
        const quote = await repository.findById(id, tx);
        if (quote?.status !== 'draft') throw quotesErrors.notDraft();
        await review.submit(quote, request, rules, tx);
        if (editor.admin)
          await activity.record(
            editor.admin,
            {
              action: 'quote.created',
              targetId: id,
              summary: `Submitted draft quote ${quote.quoteNumber} for “${quote.projectTitle}”`,
              before: { status: 'draft' },
              after: { totalAmount: quote.totalAmount, currency: quote.currency },
            },
            tx,
          );
        return authoring.presentationOf(request, rules, tx);
      });
      return { ...(await reads.adminQuote(id)), presentation };
    },
  };
}
