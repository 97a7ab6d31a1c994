import type { Executor } from '../../db/client';
import type { TExpertQuote, TExpertQuoteList, TExpertQuoteQuery, TQuoteDraft } from '../../../shared/schemas/quotes';
import { pageWindow } from '../../../shared/schemas/paging';
import { ADMIN_REVIEW_STATUSES, thresholdInMinor } from '../../../shared/domain/quotes';
import { createQuoteAnswers } from './quote-answers.service';
import { createQuoteAuthoring } from './quote-authoring.service';
import { createQuoteContext, type QuotesDeps } from './quote-context';
import { createQuoteDrafts } from './quote-drafts';
import { createQuoteExpiry } from './quote-expiry';
import { createQuotePresenting } from './quote-presenting';
import { createQuoteReads } from './quote-reads';
import { createQuoteReview } from './quote-review.service';
import { toComparison, toExpertQuote, toExpertQuoteSummary } from './quotes.dto';

export type { QuotesDeps } from './quote-context';
export type { QuoteAuthor, QuoteEditor } from './quote-authoring.service';
export type { QuoteViewer } from './quote-answers.service';

/**
 * The quotes module's one entry (decision 010): routes and other modules use quotes through this service. Each job
 * lives in its own file: client answers, authoring, the admin review gate, the expiry sweep.
 */
export function createQuotesService(deps: QuotesDeps) {
  const context = createQuoteContext(deps);
  const { repository } = context;
  const reads = createQuoteReads(context);
  const presenting = createQuotePresenting(context);
  const review = createQuoteReview(context, { reads, presenting });
  const authoring = createQuoteAuthoring(context, { reads, review });
  const drafts = createQuoteDrafts(context, { reads, review, authoring });
  const answers = createQuoteAnswers(context, { reads });
  const expiry = createQuoteExpiry(context, { presenting });

  return {
    // ---- Client answers ----
    pageForClient: answers.pageForClient,
    listForClient: answers.listForClient,
    getForViewer: answers.getForViewer,
    approve: answers.approve,
    reject: answers.reject,
    requestChanges: answers.requestChanges,

    // ---- Authoring (admins, and invited experts who accepted: the matching module checks the invitation) ----
    create: authoring.create,
    getForAuthor: authoring.getForAuthor,
    revise: authoring.revise,
    updateDraft: drafts.updateDraft,
    submitDraft: drafts.submitDraft,

    // ---- An expert's own quotes (no client contact details) ----
    async createAsExpert(requestId: string, draft: TQuoteDraft, expertId: string): Promise<TExpertQuote> {
      return toExpertQuote(await authoring.create(requestId, draft, { userId: expertId, expertId }));
    },
    /** One page of the expert's quotes as their rows show them, and the threshold the editor warns about. */
    async listForExpert(expertId: string, query: TExpertQuoteQuery): Promise<TExpertQuoteList> {
      const [{ rows, total }, rules] = await Promise.all([
        repository.pageByAuthor(expertId, query.requestId, pageWindow(query)),
        context.loadRules(),
      ]);
      const revisions = await repository.listRevisions(rows.map((row) => row.id));
      return {
        quotes: rows.map((row) => toExpertQuoteSummary(row, revisions)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        approvalThreshold: thresholdInMinor(rules.settings.quote_approval_threshold),
      };
    },
    async getForExpert(id: string, expertId: string): Promise<TExpertQuote> {
      return toExpertQuote(await authoring.getForAuthor(id, { userId: expertId, isAdmin: false }));
    },
    async reviseAsExpert(id: string, draft: TQuoteDraft, expertId: string): Promise<TExpertQuote> {
      return toExpertQuote(await authoring.revise(id, draft, { userId: expertId, isAdmin: false }));
    },

    // ---- Admin review gate ----
    pageAwaitingReview: review.pageAwaitingReview,
    /** Quotes the Quote Reviews tab lists (pending admin review or on hold), for the admin header stats. */
    countAwaitingReview: () => repository.countInStatuses(ADMIN_REVIEW_STATUSES),
    approveForSending: review.approveForSending,
    /** Admin quick search by quote number, title or id. */
    searchForAdmin: (text: string, id: string | null, limit: number) => repository.searchForAdmin(text, id, limit),
    hold: review.hold,

    // ---- Background ----
    sweep: expiry.sweep,

    // ---- For the requests module's pages (its RequestQuotes) ----
    countsByRequest: (requestIds: string[]) => repository.countsByRequest(requestIds),
    listPresentedForRequest: async (requestId: string) =>
      (await repository.listPresentedForRequest(requestId)).map(toComparison),
    listForAdmin: async (requestId: string) => reads.adminQuotes(await repository.listForRequest(requestId)),

    // ---- For matching: exclusions and the Performance tab ----
    expertIdsForRequest: (requestId: string, executor?: Executor) =>
      repository.expertIdsForRequest(requestId, executor),
    outcomesByExpert: () => repository.outcomesByExpert(),
    firstSentByRequest: (requestIds: readonly string[]) => repository.firstSentByRequest(requestIds),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
