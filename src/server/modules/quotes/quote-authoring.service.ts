import { REVISABLE_STATUSES, sumMilestones } from '../../../shared/domain/quotes';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import type { TAdminQuote, TQuoteDraft } from '../../../shared/schemas/quotes';
import { invitationWindowEndsAt, isQuotable, type RequestRow } from '../requests/requests.service';
import type { Executor } from '../../db/client';
import type { TAdminActor } from '../admin-activity/admin-activity.service';
import type { QuoteContext, QuoteRules } from './quote-context';
import type { QuoteReads } from './quote-reads';
import type { QuoteReview } from './quote-review.service';
import { quotesErrors } from './quotes.errors';
import type { QuoteRow } from './quotes.repository';

/**
 * Who writes a quote. Whether they may is decided where the call comes in (the admin routes today; invited experts
 * later): authoring itself does not look at roles. `expertId` is who will deliver and joins the project on approval.
 */
export type QuoteAuthor = { userId: string; expertId: string | null; admin?: TAdminActor };
/**
 * Who opens or revises an existing quote: its author may, and so may any admin. `admin` is set when an administrator
 * acts (the action is then recorded in the activity log).
 */
export type QuoteEditor = { userId: string; isAdmin: boolean; admin?: TAdminActor };

const canEdit = (quote: QuoteRow, editor: QuoteEditor) => editor.isAdmin || quote.createdBy === editor.userId;

export function draftValues(draft: TQuoteDraft) {
  return {
    projectTitle: draft.projectTitle,
    scopeDescription: draft.scopeDescription,
    paymentStructure: draft.paymentStructure,
    deliverables: draft.deliverables,
    milestones: draft.milestones,
    estimatedDuration: draft.estimatedDuration,
    estimatedStartDate: draft.estimatedStartDate,
    validForDays: draft.validForDays,
    totalAmount: sumMilestones(draft.milestones),
  };
}

/** Writing and revising quotes: up to max_quotes_per_request per open request, each submitted through the gate. */
export function createQuoteAuthoring(
  { repository, loadRules, withRequestLock, activity }: QuoteContext,
  { reads, review }: { reads: QuoteReads; review: Pick<QuoteReview, 'submit'> },
) {
  /** Where the request stands on the presenting rule once a quote was submitted (read inside its transaction). */
  async function presentationOf(
    request: RequestRow,
    rules: QuoteRules,
    tx: Executor,
  ): Promise<NonNullable<TAdminQuote['presentation']>> {
    const counts = await repository.countForRequest(request.id, tx);
    return {
      sentCount: counts.sent,
      minQuotes: rules.settings.min_quotes_before_presenting.value,
      windowEndsAt: invitationWindowEndsAt(request, rules.settings.invite_response_sla_hours.value).toISOString(),
    };
  }

  async function editable(id: string, editor: QuoteEditor): Promise<QuoteRow> {
    const row = await repository.findById(id);
    if (!row || !canEdit(row, editor)) throw quotesErrors.notFound();
    return row;
  }

  return {
    presentationOf,

    /**
     * Writes a quote for an open request and submits it through the threshold, or with `asDraft` keeps it as a draft
     * (status draft: only its author and admins see it; it counts towards the request's quotes) to submit later.
     */
    async create(
      requestId: string,
      draft: TQuoteDraft,
      author: QuoteAuthor,
      { asDraft = false }: { asDraft?: boolean } = {},
    ): Promise<TAdminQuote> {
      const rules = await loadRules();
      const { id, presentation } = await withRequestLock(
        requestId,
        async (request, tx) => {
          if (!isQuotable(request) || !OPEN_REQUEST_STATUSES.includes(request.status))
            throw quotesErrors.requestNotOpen();
          // An expert answers an invitation with one quote at a time; requested changes revise it.
          if (author.expertId && (await repository.hasLiveQuote(requestId, author.expertId, tx)))
            throw quotesErrors.alreadyQuoting();
          const maxQuotes = rules.settings.max_quotes_per_request.value;
          if ((await repository.countForRequest(requestId, tx)).total >= maxQuotes)
            throw quotesErrors.limitReached(maxQuotes);
          const quote = await repository.insert(
            {
              ...draftValues(draft),
              requestId,
              userId: request.userId,
              createdBy: author.userId,
              expertId: author.expertId,
              status: 'draft',
            },
            tx,
          );
          if (!asDraft) await review.submit(quote, request, rules, tx);
          if (author.admin)
            await activity.record(
              author.admin,
              {
                action: 'quote.created',
                targetId: quote.id,
                summary: asDraft
                  ? `Saved quote ${quote.quoteNumber} for “${quote.projectTitle}” as a draft`
                  : `Wrote quote ${quote.quoteNumber} for “${quote.projectTitle}”`,
                after: { totalAmount: quote.totalAmount, currency: quote.currency },
              },
              tx,
            );
          return { id: quote.id, presentation: await presentationOf(request, rules, tx) };
        },
        quotesErrors.requestNotFound,
      );
      return { ...(await reads.adminQuote(id)), presentation };
    },

    /** The quotes this user wrote, newest first. */
    async getForAuthor(id: string, editor: QuoteEditor): Promise<TAdminQuote> {
      await editable(id, editor);
      return reads.adminQuote(id);
    },

    /** The author answers requested changes (or a hold): new content, revised amount recorded, threshold again. */
    async revise(id: string, draft: TQuoteDraft, editor: QuoteEditor): Promise<TAdminQuote> {
      const found = await editable(id, editor);
      const rules = await loadRules();
      const presentation = await withRequestLock(found.requestId, async (request, tx) => {
        const values = draftValues(draft);
        const quote = await repository.transition(id, REVISABLE_STATUSES, { ...values, status: 'draft' }, tx);
        if (!quote) throw quotesErrors.notRevisable();
        await repository.recordRevisedAmount(id, values.totalAmount, tx);
        await review.submit(quote, request, rules, tx);
        if (editor.admin)
          await activity.record(
            editor.admin,
            {
              action: 'quote.revised',
              targetId: id,
              summary: `Revised quote ${quote.quoteNumber} for “${quote.projectTitle}”`,
              before: { status: found.status, totalAmount: found.totalAmount },
              after: { totalAmount: values.totalAmount },
            },
            tx,
          );
        return presentationOf(request, rules, tx);
      });
      return { ...(await reads.adminQuote(id)), presentation };
    },
  };
}

export type QuoteAuthoring = ReturnType<typeof createQuoteAuthoring>;
