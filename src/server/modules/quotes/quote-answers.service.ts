import type { Executor } from '../../db/client';
import { isQuoteExpired, type TQuoteStatus } from '../../../shared/domain/quotes';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import type { TQuoteApproval, TQuoteDetail, TQuoteList, TQuoteSummary } from '../../../shared/schemas/quotes';
import type { QuoteContext } from './quote-context';
import type { QuoteReads } from './quote-reads';
import { toSummary } from './quotes.dto';
import { quotesErrors } from './quotes.errors';
import { NOW, type QuoteRow } from './quotes.repository';

export type QuoteViewer = { userId: string; isAdmin: boolean };

/** Unanswered quotes of a request close when the client approves another one. */
const UNANSWERED: readonly TQuoteStatus[] = ['draft', 'pending_admin_review', 'on_hold', 'sent', 'modified'];
/** A client answers only their own presented, unexpired quote. */
const clientGuard = (clientId: string) => ({ userId: clientId, presented: true, unexpired: true });

/** The client's side: their presented quotes, and approving, rejecting or asking for changes. */
export function createQuoteAnswers(
  {
    repository,
    notifications,
    projects,
    requests,
    withRequestLock,
    requestApproved,
    briefAssured,
    analytics,
  }: QuoteContext,
  { reads }: { reads: QuoteReads },
) {
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

  return {
    /** The dashboard's Quotes tab: one page of the client's presented quotes. */
    async pageForClient(userId: string, query: TPageQuery): Promise<TQuoteList> {
      const { rows, total } = await repository.pagePresentedForUser(userId, pageWindow(query));
      return { quotes: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** Every quote presented to the client (their data export). */
    async listForClient(userId: string): Promise<{ quotes: TQuoteSummary[] }> {
      return { quotes: (await repository.listPresentedForUser(userId)).map(toSummary) };
    },

    /** The review page: the client sees their own presented quotes; admins see any. */
    async getForViewer(id: string, viewer: QuoteViewer): Promise<TQuoteDetail> {
      const row = await repository.findById(id);
      const visible = row && (viewer.isAdmin || (row.userId === viewer.userId && row.presentedAt));
      if (!visible) throw quotesErrors.notFound();
      return reads.clientDetail(id);
    },

    /**
     * One transaction: quote approved (only if still sent, unexpired, theirs), the custom project with its
     * milestones, the request approved, the request's other unanswered quotes and pending invitations closed, their
     * authors and invited experts notified.
     * Concurrent approvals queue on the request lock; all but the first find the quote no longer sent.
     */
    async approve(id: string, clientId: string, notes: string | undefined): Promise<TQuoteApproval> {
      const found = await ownPresented(id, clientId);
      const projectId = await withRequestLock(found.requestId, async (request, tx) => {
        const quote = await repository.transition(
          id,
          ['sent'],
          { status: 'approved', approvedBy: clientId, approvedAt: NOW, ...(notes ? { clientNotes: notes } : {}) },
          tx,
          clientGuard(clientId),
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
            deliverables: quote.deliverables,
            assured: request.briefId && briefAssured ? await briefAssured(request.briefId, tx) : false,
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
        for (const other of await repository.listForRequest(request.id, tx)) {
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
        // Invited experts still to answer are told the request is closed (matching's invitations).
        await requestApproved?.(request, tx);
        await analytics?.record(
          { name: 'quote_approved', userId: clientId, properties: { quote_id: quote.id, project_id: project.id } },
          tx,
        );
        return project.id;
      });
      return { quote: await reads.clientDetail(id), projectId };
    },

    async reject(id: string, clientId: string, notes: string | undefined): Promise<TQuoteDetail> {
      const found = await ownPresented(id, clientId);
      await withRequestLock(found.requestId, async (_request, tx) => {
        const quote = await repository.transition(
          id,
          ['sent'],
          { status: 'rejected', ...(notes ? { clientNotes: notes } : {}) },
          tx,
          clientGuard(clientId),
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
        await analytics?.record({ name: 'quote_rejected', userId: clientId, properties: { quote_id: quote.id } }, tx);
      });
      return reads.clientDetail(id);
    },

    /** A revision numbered count + 1, the quote back to its author as modified. */
    async requestChanges(id: string, clientId: string, notes: string): Promise<TQuoteDetail> {
      const found = await ownPresented(id, clientId);
      await withRequestLock(found.requestId, async (_request, tx) => {
        const quote = await repository.transition(
          id,
          ['sent'],
          { status: 'modified', clientNotes: notes },
          tx,
          clientGuard(clientId),
        );
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
        await analytics?.record(
          {
            name: 'quote_changes_requested',
            userId: clientId,
            properties: { quote_id: quote.id, revision: revision.revisionNumber },
          },
          tx,
        );
      });
      return reads.clientDetail(id);
    },
  };
}
