import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { formatMoney } from '../../../shared/domain/money';
import {
  ADMIN_REVIEW_STATUSES,
  REVISABLE_STATUSES,
  isPresenting,
  isQuoteExpired,
  needsAdminReview,
  sumMilestones,
  thresholdInMinor,
  type TQuoteStatus,
} from '../../../shared/domain/quotes';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import type {
  TAdminQuote,
  TQuoteApproval,
  TQuoteDetail,
  TQuoteDraft,
  TQuoteList,
  TRequestQuotes,
  TAdminQuoteList,
  TAdminRequestDetail,
} from '../../../shared/schemas/quotes';
import type { TAdminRequest, TAdminRequestList, TRequestList } from '../../../shared/schemas/requests';
import type { Jobs } from '../../jobs/jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import {
  invitationWindowEndsAt,
  isQuotable,
  type RequestRow,
  type RequestWithClient,
  type RequestsService,
} from '../requests/requests.service';
import type { TSettings } from '../../../shared/domain/settings';
import type { SettingsService } from '../settings/settings.service';
import { toAdminQuote, toAdminRequest, toClientRequest, toComparison, toDetail, toSummary } from './quotes.dto';
import { quotesErrors } from './quotes.errors';
import { createQuotesRepository, type QuoteRow } from './quotes.repository';

/**
 * Who writes a quote: an admin, or an invited expert who accepted the invitation (the caller checks the invitation).
 * `expertId` is the expert who will deliver and joins the project on approval.
 */
export type QuoteAuthor = { userId: string; isAdmin: boolean; expertId: string | null };
export type QuoteViewer = { userId: string; isAdmin: boolean };

export type QuotesDeps = {
  db: Database;
  notifications: NotificationsService;
  settings: SettingsService;
  requests: RequestsService;
  projects: ProjectsService;
  profiles: ProfilesService;
  jobs: Jobs;
};

export const QUOTES_SWEEP_JOB = 'quotes_sweep';
/** Unanswered quotes of a request close when the client approves another one. */
const UNANSWERED: readonly TQuoteStatus[] = ['draft', 'pending_admin_review', 'on_hold', 'sent', 'modified'];

/**
 * What the rules read, loaded before a transaction opens: a transaction that waits on a row lock must not also need
 * a second pooled connection, or a burst of concurrent actions could hold every connection and wait forever.
 */
type Rules = { settings: TSettings; adminIds: string[] };

export function createQuotesService({ db, notifications, settings, requests, projects, profiles, jobs }: QuotesDeps) {
  const repository = createQuotesRepository(db);

  const loadRules = async (): Promise<Rules> => {
    const [all, adminIds] = await Promise.all([settings.getAll(), profiles.listAdminIds()]);
    return { settings: all, adminIds };
  };

  const canAuthor = (quote: QuoteRow, author: QuoteViewer) => author.isAdmin || quote.createdBy === author.userId;

  async function adminQuote(id: string): Promise<TAdminQuote> {
    const row = await repository.findWithClient(id);
    if (!row) throw quotesErrors.notFound();
    return toAdminQuote(row, await repository.listRevisions([id]));
  }

  async function adminQuotes(
    rows: Awaited<ReturnType<typeof repository.listByStatusWithClients>>,
  ): Promise<TAdminQuote[]> {
    const revisions = await repository.listRevisions(rows.map((row) => row.id));
    return rows.map((row) => toAdminQuote(row, revisions));
  }

  async function clientDetail(id: string): Promise<TQuoteDetail> {
    const row = await repository.findWithRequest(id);
    if (!row) throw quotesErrors.notFound();
    return toDetail(row, await repository.listRevisions([id]));
  }

  /** Why a client's answer did not apply, read inside the transaction that tried. */
  async function refusal(id: string, tx: Executor): Promise<Error> {
    const row = await repository.findById(id, tx);
    return row && isQuoteExpired(row) ? quotesErrors.expired() : quotesErrors.notActionable();
  }

  /** The quote a client may answer: theirs and presented; anything else is 404 so ids do not leak. */
  async function ownPresented(id: string, clientId: string): Promise<QuoteRow> {
    const row = await repository.findById(id);
    if (!row || row.userId !== clientId || !row.presentedAt) throw quotesErrors.notFound();
    return row;
  }

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
   * Presenting rule, with the request row locked: once min_quotes_before_presenting have been sent or the
   * invitation window has closed, every sent quote of the request becomes visible and its client is told.
   */
  async function presentDue(request: RequestRow, rules: Rules, tx: Executor): Promise<QuoteRow[]> {
    const counts = await repository.countForRequest(request.id, tx);
    const minQuotes = rules.settings.min_quotes_before_presenting.value;
    const windowEndsAt = invitationWindowEndsAt(request, rules.settings.invite_response_sla_hours.value);
    if (counts.presented === 0 && !isPresenting({ sentCount: counts.sent, minQuotes, windowEndsAt })) return [];
    const shown = await repository.presentSent(request.id, tx);
    for (const quote of shown) await notifyClientOfQuote(quote, false, tx);
    return shown;
  }

  /** Sends a quote (from `from`), then lets the presenting rule decide whether the client sees it now. */
  async function sendAndPresent(
    id: string,
    from: readonly TQuoteStatus[],
    gate: { reviewedBy: string } | null,
    request: RequestRow,
    rules: Rules,
    tx: Executor,
  ) {
    const sent = await repository.send(id, from, gate, tx);
    if (!sent) return null;
    await requests.markQuoted(request.id, tx);
    // A revision of a quote the client already saw is announced on its own.
    if (sent.presentedAt) await notifyClientOfQuote(sent, true, tx);
    else await presentDue(request, rules, tx);
    return sent;
  }

  /** The approval threshold: at or above it the quote waits for an admin, below it goes out at once. */
  async function submit(quote: QuoteRow, request: RequestRow, rules: Rules, tx: Executor): Promise<void> {
    if (!needsAdminReview(quote.totalAmount, rules.settings.quote_approval_threshold.amount)) {
      await sendAndPresent(quote.id, ['draft'], null, request, rules, tx);
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
  }

  function draftValues(draft: TQuoteDraft) {
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

  async function adminRequestState(requestRows: RequestWithClient[]): Promise<TAdminRequest[]> {
    const [counts, all] = await Promise.all([
      repository.countsByRequest(requestRows.map((row) => row.id)),
      settings.getAll(),
    ]);
    return requestRows.map((row) =>
      toAdminRequest(row, {
        counts: counts.get(row.id) ?? { total: 0, sent: 0, presented: 0 },
        maxQuotes: all.max_quotes_per_request.value,
        minQuotes: all.min_quotes_before_presenting.value,
        windowEndsAt: invitationWindowEndsAt(row, all.invite_response_sla_hours.value),
        approvalThreshold: thresholdInMinor(all.quote_approval_threshold.amount),
      }),
    );
  }

  /** Reads the quote's request id, then locks the request before touching the quote (one lock order everywhere). */
  async function withRequestLock<T>(
    quote: QuoteRow,
    work: (request: RequestRow, tx: Executor) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const request = await requests.lock(quote.requestId, tx);
      if (!request) throw quotesErrors.notFound();
      return work(request, tx);
    });
  }

  const service = {
    // ---- Client ----

    async listForClient(userId: string): Promise<TQuoteList> {
      return { quotes: (await repository.listPresentedForUser(userId)).map(toSummary) };
    },

    /** The review page: the client sees their own presented quotes; admins see any. */
    async getForViewer(id: string, viewer: QuoteViewer): Promise<TQuoteDetail> {
      const row = await repository.findById(id);
      const visible = row && (viewer.isAdmin || (row.userId === viewer.userId && row.presentedAt));
      if (!visible) throw quotesErrors.notFound();
      return clientDetail(id);
    },

    /**
     * One transaction: quote approved (only if still sent, unexpired, theirs), the custom project with its
     * milestones, the request approved, the request's other unanswered quotes closed, authors notified.
     * Concurrent approvals queue on the request lock; all but the first find the quote no longer sent.
     */
    async approve(id: string, clientId: string, notes: string | undefined): Promise<TQuoteApproval> {
      const found = await ownPresented(id, clientId);
      const projectId = await withRequestLock(found, async (request, tx) => {
        const quote = await repository.transition(
          id,
          ['sent'],
          {
            status: 'approved',
            approvedBy: clientId,
            approvedAt: sql`now()`,
            ...(notes ? { clientNotes: notes } : {}),
          },
          tx,
          { userId: clientId, presented: true, unexpired: true },
        );
        if (!quote) throw await refusal(id, tx);
        const project = await projects.createCustomProject(
          {
            clientId,
            expertId: quote.expertId,
            quoteId: quote.id,
            title: quote.projectTitle,
            totalPrice: quote.totalAmount,
            currency: quote.currency,
            milestones: quote.milestones,
          },
          tx,
        );
        await requests.markApproved(request.id, project.id, tx);
        await notifications.notify(
          {
            userId: quote.createdBy,
            type: 'quote_approved',
            title: 'Quote approved',
            message: `Quote ${quote.quoteNumber} for "${quote.projectTitle}" was approved. The project has been created.`,
            relatedId: quote.id,
          },
          tx,
        );
        for (const other of await repository.listForRequestWithClients(request.id, tx)) {
          if (other.id === quote.id || !UNANSWERED.includes(other.status)) continue;
          const closed = await repository.transition(other.id, UNANSWERED, { status: 'rejected' }, tx);
          if (closed) {
            await notifications.notify(
              {
                userId: closed.createdBy,
                type: 'quote_rejected',
                title: 'Quote not chosen',
                message: `The client chose another quote for "${closed.projectTitle}", so quote ${closed.quoteNumber} is closed.`,
                relatedId: closed.id,
              },
              tx,
            );
          }
        }
        return project.id;
      });
      return { quote: await clientDetail(id), projectId };
    },

    async reject(id: string, clientId: string, notes: string | undefined): Promise<TQuoteDetail> {
      const found = await ownPresented(id, clientId);
      await withRequestLock(found, async (_request, tx) => {
        const quote = await repository.transition(
          id,
          ['sent'],
          { status: 'rejected', ...(notes ? { clientNotes: notes } : {}) },
          tx,
          {
            userId: clientId,
            presented: true,
            unexpired: true,
          },
        );
        if (!quote) throw await refusal(id, tx);
        await notifications.notify(
          {
            userId: quote.createdBy,
            type: 'quote_rejected',
            title: 'Quote rejected',
            message: `The client rejected quote ${quote.quoteNumber} for "${quote.projectTitle}".${notes ? ` Their notes: ${notes}` : ''}`,
            relatedId: quote.id,
          },
          tx,
        );
      });
      return clientDetail(id);
    },

    /** A revision numbered count + 1, the quote back to its author as modified. */
    async requestChanges(id: string, clientId: string, notes: string): Promise<TQuoteDetail> {
      const found = await ownPresented(id, clientId);
      await withRequestLock(found, async (_request, tx) => {
        const quote = await repository.transition(id, ['sent'], { status: 'modified', clientNotes: notes }, tx, {
          userId: clientId,
          presented: true,
          unexpired: true,
        });
        if (!quote) throw await refusal(id, tx);
        const revision = await repository.insertRevision(
          { quoteId: id, changesRequested: notes, requestedBy: clientId },
          tx,
        );
        await notifications.notify(
          {
            userId: quote.createdBy,
            type: 'system',
            title: 'Changes requested',
            message: `The client asked for changes to quote ${quote.quoteNumber} (revision ${revision.revisionNumber}): ${notes}`,
            relatedId: quote.id,
          },
          tx,
        );
      });
      return clientDetail(id);
    },

    async listClientRequests(userId: string): Promise<TRequestList> {
      const rows = await requests.listForClient(userId);
      const counts = await repository.countsByRequest(rows.map((row) => row.id));
      return { requests: rows.map((row) => toClientRequest(row, counts.get(row.id)?.presented ?? 0)) };
    },

    /** A request's presented quotes, for the side-by-side comparison. */
    async getRequestQuotes(requestId: string, clientId: string): Promise<TRequestQuotes> {
      const request = await requests.findById(requestId);
      if (!request || request.userId !== clientId) throw quotesErrors.requestNotFound();
      const quotes = await repository.listPresentedForRequest(requestId);
      return { request: toClientRequest(request, quotes.length), quotes: quotes.map(toComparison) };
    },

    // ---- Authors (admins now, invited experts later) ----

    /** Writes a quote for an open request and submits it through the threshold. */
    async create(requestId: string, draft: TQuoteDraft, author: QuoteAuthor): Promise<TAdminQuote> {
      const rules = await loadRules();
      const id = await db.transaction(async (tx) => {
        const request = await requests.lock(requestId, tx);
        if (!request) throw quotesErrors.requestNotFound();
        if (!isQuotable(request) || !OPEN_REQUEST_STATUSES.includes(request.status))
          throw quotesErrors.requestNotOpen();
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
        await submit(quote, request, rules, tx);
        return quote.id;
      });
      return adminQuote(id);
    },

    async getForAuthor(id: string, author: QuoteViewer): Promise<TAdminQuote> {
      const row = await repository.findById(id);
      if (!row || !canAuthor(row, author)) throw quotesErrors.notFound();
      return adminQuote(id);
    },

    /** The author answers requested changes (or a hold): new content, revised amount recorded, threshold again. */
    async revise(id: string, draft: TQuoteDraft, author: QuoteViewer): Promise<TAdminQuote> {
      const found = await repository.findById(id);
      if (!found || !canAuthor(found, author)) throw quotesErrors.notFound();
      const rules = await loadRules();
      await withRequestLock(found, async (request, tx) => {
        const values = draftValues(draft);
        const quote = await repository.transition(id, REVISABLE_STATUSES, { ...values, status: 'draft' }, tx);
        if (!quote) throw quotesErrors.notRevisable();
        await repository.recordRevisedAmount(id, values.totalAmount, tx);
        await submit(quote, request, rules, tx);
      });
      return adminQuote(id);
    },

    // ---- Admin ----

    async listOpenRequests(): Promise<TAdminRequestList> {
      return { requests: await adminRequestState(await requests.listOpen()) };
    },

    async getRequestForAdmin(requestId: string): Promise<TAdminRequestDetail> {
      const row = await requests.findWithClient(requestId);
      if (!row) throw quotesErrors.requestNotFound();
      const [[request], quotes] = await Promise.all([
        adminRequestState([row]),
        repository.listForRequestWithClients(requestId).then(adminQuotes),
      ]);
      return { request: request!, quotes };
    },

    async markRequestReviewed(requestId: string): Promise<TAdminRequestDetail> {
      await requests.markReviewed(requestId);
      return service.getRequestForAdmin(requestId);
    },

    /** The admin Quote Reviews list: quotes waiting at the gate, held ones included so they can still be sent. */
    async listAwaitingReview(): Promise<TAdminQuoteList> {
      return { quotes: await adminQuotes(await repository.listByStatusWithClients(ADMIN_REVIEW_STATUSES)) };
    },

    /** Admin Approve at the gate: sent, with the reviewer recorded; then the presenting rule applies. */
    async approveForSending(id: string, adminId: string): Promise<TAdminQuote> {
      const found = await repository.findById(id);
      if (!found) throw quotesErrors.notFound();
      const rules = await loadRules();
      await withRequestLock(found, async (request, tx) => {
        const sent = await sendAndPresent(id, ADMIN_REVIEW_STATUSES, { reviewedBy: adminId }, request, rules, tx);
        if (!sent) throw quotesErrors.notAwaitingReview();
      });
      return adminQuote(id);
    },

    async hold(id: string, adminId: string): Promise<TAdminQuote> {
      const found = await repository.findById(id);
      if (!found) throw quotesErrors.notFound();
      await withRequestLock(found, async (_request, tx) => {
        const held = await repository.transition(
          id,
          ['pending_admin_review'],
          { status: 'on_hold', reviewedBy: adminId, reviewedAt: sql`now()` },
          tx,
        );
        if (!held) throw quotesErrors.notAwaitingReview();
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
      return adminQuote(id);
    },

    // ---- Background ----

    /** Marks past-expiry sent quotes expired, and presents quotes whose request's invitation window has closed. */
    async sweep(): Promise<{ expired: number; presented: number }> {
      const expired = await repository.expirePastDue();
      let presented = 0;
      const rules = await loadRules();
      for (const requestId of await repository.requestIdsWithUnpresented()) {
        presented += await db.transaction(async (tx) => {
          const request = await requests.lock(requestId, tx);
          return request ? (await presentDue(request, rules, tx)).length : 0;
        });
      }
      return { expired: expired.length, presented };
    },
  };

  jobs.define(QUOTES_SWEEP_JOB, async () => void (await service.sweep()), { cron: '* * * * *', retryLimit: 0 });

  return service;
}

export type QuotesService = ReturnType<typeof createQuotesService>;
