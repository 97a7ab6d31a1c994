import type { Executor } from '../../db/client';
import type { TAdminActor } from '../admin-activity/admin-activity.service';
import { formatMoney } from '../../../shared/domain/money';
import { ADMIN_REVIEW_STATUSES, needsAdminReview } from '../../../shared/domain/quotes';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import type { TAdminQuote, TQuoteReviewPage } from '../../../shared/schemas/quotes';
import type { RequestRow } from '../requests/requests.service';
import type { QuoteContext, QuoteRules } from './quote-context';
import type { QuotePresenting } from './quote-presenting';
import type { QuoteReads } from './quote-reads';
import { quotesErrors } from './quotes.errors';
import { NOW, type QuoteRow } from './quotes.repository';

/** The approval threshold gate: quotes at or above it wait for an admin (Quote Reviews), who sends or holds them. */
export function createQuoteReview(
  { repository, notifications, loadRules, withRequestLock, analytics, activity }: QuoteContext,
  { reads, presenting }: { reads: QuoteReads; presenting: QuotePresenting },
) {
  async function existing(id: string): Promise<QuoteRow> {
    const found = await repository.findById(id);
    if (!found) throw quotesErrors.notFound();
    return found;
  }

  return {
    /** A finished draft meets the threshold: below it the quote goes out at once, at or above it admins are asked. */
    async submit(quote: QuoteRow, request: RequestRow, rules: QuoteRules, tx: Executor): Promise<void> {
      if (!needsAdminReview(quote.totalAmount, rules.settings.quote_approval_threshold)) {
        await presenting.sendAndPresent(quote.id, ['draft'], null, request, rules, tx);
        return;
      }
      await repository.transition(quote.id, ['draft'], { status: 'pending_admin_review' }, tx);
      for (const adminId of rules.adminIds) {
        await notifications.notify(
          {
            userId: adminId,
            type: 'admin_review_required',
            title: 'Quote awaiting review',
            message: `Quote ${quote.quoteNumber} for "${quote.projectTitle}" (${formatMoney(quote.totalAmount, quote.currency, { alwaysShowMinor: true })}) is at or above the approval threshold and needs review.`,
            relatedId: quote.id,
          },
          tx,
        );
      }
    },

    /** The admin Quote Reviews list: quotes waiting at the gate, held ones included so they can still be sent. */
    async pageAwaitingReview(query: TPageQuery): Promise<TQuoteReviewPage> {
      const { rows, total } = await repository.pageByStatus(ADMIN_REVIEW_STATUSES, pageWindow(query));
      return { quotes: await reads.reviewCards(rows), total, page: query.page, pageSize: query.pageSize };
    },

    /** Admin Approve at the gate: sent, with the reviewer recorded; then the presenting rule applies. */
    async approveForSending(id: string, admin: TAdminActor & { userId: string }): Promise<TAdminQuote> {
      const found = await existing(id);
      const rules = await loadRules();
      await withRequestLock(found.requestId, async (request, tx) => {
        const gate = { reviewedBy: admin.userId };
        const sent = await presenting.sendAndPresent(id, ADMIN_REVIEW_STATUSES, gate, request, rules, tx);
        if (!sent) throw quotesErrors.notAwaitingReview();
        await analytics?.record(
          { name: 'quote_admin_approved', userId: admin.userId, properties: { quote_id: id } },
          tx,
        );
        await activity.record(
          admin,
          {
            action: 'quote.approved_for_sending',
            targetId: id,
            summary: `Approved quote ${found.quoteNumber} for sending`,
            before: { status: found.status },
            after: { status: 'sent' },
          },
          tx,
        );
      });
      return reads.adminQuote(id);
    },

    /** Admin Hold: the quote stays back until its author revises it. */
    async hold(id: string, admin: TAdminActor & { userId: string }): Promise<TAdminQuote> {
      const adminId = admin.userId;
      const found = await existing(id);
      await withRequestLock(found.requestId, async (_request, tx) => {
        const held = await repository.transition(
          id,
          ['pending_admin_review'],
          { status: 'on_hold', reviewedBy: adminId, reviewedAt: NOW },
          tx,
        );
        if (!held) throw quotesErrors.notAwaitingReview();
        await analytics?.record({ name: 'quote_held', userId: adminId, properties: { quote_id: id } }, tx);
        await activity.record(
          admin,
          {
            action: 'quote.held',
            targetId: id,
            summary: `Held quote ${held.quoteNumber}`,
            before: { status: 'pending_admin_review' },
            after: { status: 'on_hold' },
          },
          tx,
        );
        if (held.createdBy !== adminId) {
          await notifications.notify(
            {
              userId: held.createdBy,
              type: 'system',
              title: 'Quote placed on hold',
              message: `Quote ${held.quoteNumber} for "${held.projectTitle}" was placed on hold by an admin. Revise it to resubmit.`,
              relatedId: held.id,
            },
            tx,
          );
        }
      });
      return reads.adminQuote(id);
    },
  };
}

export type QuoteReview = ReturnType<typeof createQuoteReview>;
