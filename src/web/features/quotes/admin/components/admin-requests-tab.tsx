import { ArrowLeft, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REVISABLE_STATUSES } from '@shared/domain/quotes';
import { OPEN_REQUEST_STATUSES } from '@shared/domain/requests';
import type { TAdminQuote, TQuoteDraft } from '@shared/schemas/quotes';
import type { TAdminRequest } from '@shared/schemas/requests';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { formatDate, formatExactMoney } from '@web/lib/format';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { QuoteStatusBadges } from '../../components/quote-status-badge';
import { budgetLabel, timelineLabel } from '../../components/request-labels';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { useCreateQuote } from '../api/create-quote';
import { useAdminRequest } from '../api/get-admin-request';
import { useOpenRequests } from '../api/list-open-requests';
import { useMarkRequestReviewed } from '../api/mark-request-reviewed';
import { useSaveQuoteDraft, useSubmitQuoteDraft } from '../api/quote-drafts';
import { useReviseQuote } from '../api/revise-quote';
import { QuoteEditor } from './quote-editor';
import { quoteSubmittedMessage } from '../../components/quote-submitted-message';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { plural } from '@shared/domain/plural';

const clientName = (request: TAdminRequest) => request.client.fullName || request.client.email;

/** Where the request stands against the presenting rule, in words. */
function presentingText(request: TAdminRequest): string {
  if (request.presenting) return 'Quotes are visible to the client.';
  if (new Date(request.invitationWindowEndsAt) <= new Date())
    return 'The invitation window has closed: a quote is shown to the client as soon as it is sent.';
  return `Hidden from the client until ${plural(request.minQuotesBeforePresenting, 'quote')} are sent or the invitation window closes (${formatDate(request.invitationWindowEndsAt)}).`;
}

function RequestList() {
  const { data, error, isPending } = useOpenRequests();
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load admin data: {error.message}
      </p>
    );
  if (isPending) return <ListSkeleton label="Loading requests" />;
  if (data.requests.length === 0)
    return (
      <EmptyState
        icon={ClipboardList}
        title="No open requests"
        description="Requests appear here when a client accepts a proposal or orders a pack."
      />
    );
  return (
    <ul className="space-y-3">
      {data.requests.map((request) => (
        <li key={request.id}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <TruncatedText className="font-semibold text-slate-900" text={request.projectTitle} />
              <p className="truncate text-sm text-slate-600">
                {clientName(request)} · {formatDate(request.createdAt)} ·{' '}
                {request.origin === 'order' ? 'Pack order' : 'Accepted proposal'}
              </p>
              <p className="text-sm text-slate-500">
                {request.origin === 'order'
                  ? 'Fixed price: no quotes, an expert is assigned through matching'
                  : `${request.quoteCount} of ${plural(request.maxQuotes, 'quote')} · ${request.sentQuoteCount} sent`}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <RequestStatusBadge status={request.status} projectCancelled={request.projectCancelled} />
              <Button asChild size="sm" variant="outline">
                <Link to={`/admin/requests?request=${request.id}`} aria-label={`View request: ${request.projectTitle}`}>
                  View
                </Link>
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function QuoteRow({ quote, onRevise }: { quote: TAdminQuote; onRevise: (() => void) | null }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">{quote.quoteNumber}</span>
          <QuoteStatusBadges status={quote.status} isExpired={quote.isExpired} />
        </p>
        <p className="text-sm text-slate-600">
          {formatExactMoney(quote.totalAmount, quote.currency)} · {quote.milestones.length} milestone
          {quote.milestones.length === 1 ? '' : 's'}
          {quote.sentAt && <> · sent {formatDate(quote.sentAt)}</>}
        </p>
        {quote.status === 'modified' && quote.revisions[0] && (
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">Client asked:</span> {quote.revisions[0].changesRequested}
          </p>
        )}
      </div>
      {onRevise && (
        <Button
          size="sm"
          onClick={onRevise}
          aria-label={`${quote.status === 'draft' ? 'Edit draft' : 'Revise'} ${quote.quoteNumber}`}
        >
          {quote.status === 'draft' ? 'Edit Draft' : 'Revise'}
        </Button>
      )}
    </li>
  );
}

function RequestView({ id }: { id: string }) {
  const { data, error, isPending } = useAdminRequest(id);
  const markReviewed = useMarkRequestReviewed(id);
  const create = useCreateQuote(id);
  const [editing, setEditing] = useState<'new' | TAdminQuote | null>(null);
  const editingId = editing && editing !== 'new' ? editing.id : null;
  const revise = useReviseQuote(editingId ?? '');
  const saveDraft = useSaveQuoteDraft(id, editingId);
  const submitDraft = useSubmitQuoteDraft(editingId ?? '');

  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load admin data: {error.message}
      </p>
    );
  if (isPending) return <LoadingBlock label="Loading request" />;

  const { request, quotes } = data;
  const open = OPEN_REQUEST_STATUSES.includes(request.status) && !request.projectCancelled;
  const canQuote = open && request.origin === 'brief' && request.quoteCount < request.maxQuotes;

  const submitted = (quote: TAdminQuote) => {
    setEditing(null);
    const message = quoteSubmittedMessage(quote);
    toast.success(message.title, { description: message.description });
  };
  const onSubmit = (draft: TQuoteDraft) => {
    const onError = (failure: Error) => toast.error('Failed to save quote', { description: failure.message });
    if (editing === 'new') create.mutate(draft, { onSuccess: submitted, onError });
    else if (editing?.status === 'draft') submitDraft.mutate(draft, { onSuccess: submitted, onError });
    else revise.mutate(draft, { onSuccess: submitted, onError });
  };
  const onSaveDraft = (draft: TQuoteDraft) =>
    saveDraft.mutate(draft, {
      onSuccess: (quote) => {
        setEditing(null);
        toast.success('Draft saved', { description: `${quote.quoteNumber} is not sent until you submit it.` });
      },
      onError: (failure) => toast.error('Failed to save draft', { description: failure.message }),
    });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle asChild>
              <h2 className="text-xl">{request.projectTitle}</h2>
            </CardTitle>
            <RequestStatusBadge status={request.status} projectCancelled={request.projectCancelled} />
          </div>
          <CardDescription>
            {clientName(request)} ({request.client.email}) · submitted {formatDate(request.createdAt)}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-xs uppercase tracking-wide text-slate-500">Based on template</dt>
              <dd>{request.baseTemplate ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide text-slate-500">Budget</dt>
              <dd>{request.budgetRange ? budgetLabel(request.budgetRange) : '—'}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide text-slate-500">Timeline</dt>
              <dd>{request.timelinePreference ? timelineLabel(request.timelinePreference) : '—'}</dd>
            </div>
          </dl>
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">Requirements</p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{request.customRequirements}</p>
          </div>
          {/* A pack order is fixed-price: it is never quoted. */}
          {request.origin === 'brief' && (
            <p className="text-slate-600">
              {request.quoteCount} of {plural(request.maxQuotes, 'quote')} written. {presentingText(request)}
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            {request.status === 'new' && !request.projectCancelled && (
              <Button
                variant="outline"
                disabled={markReviewed.isPending}
                onClick={() =>
                  markReviewed.mutate(undefined, {
                    onError: (failure) => toast.error('Failed to update request', { description: failure.message }),
                  })
                }
              >
                Mark Reviewed
              </Button>
            )}
            {canQuote && editing === null && <Button onClick={() => setEditing('new')}>Write Quote</Button>}
          </div>
          {request.projectCancelled ? (
            <p className="font-medium text-slate-800">Its project was cancelled, so this request is closed.</p>
          ) : (
            request.origin === 'order' && (
              <p className="text-slate-600">This request came with a pack order: assign an expert through matching.</p>
            )
          )}
        </CardContent>
      </Card>

      {editing !== null && (
        <QuoteEditor
          key={editing === 'new' ? 'new' : editing.id}
          quote={editing === 'new' ? null : editing}
          projectTitle={request.projectTitle}
          approvalThreshold={request.approvalThreshold}
          saving={create.isPending || revise.isPending || saveDraft.isPending || submitDraft.isPending}
          onSubmit={onSubmit}
          onSaveDraft={editing === 'new' || editing.status === 'draft' ? onSaveDraft : undefined}
          onCancel={() => setEditing(null)}
        />
      )}

      {request.origin === 'brief' && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3>Quotes</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {quotes.length === 0 ? (
              <p className="text-sm text-slate-600">No quotes yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {quotes.map((quote) => (
                  <QuoteRow
                    key={quote.id}
                    quote={quote}
                    onRevise={
                      (REVISABLE_STATUSES.includes(quote.status) || quote.status === 'draft') && editing === null
                        ? () => setEditing(quote)
                        : null
                    }
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** Admin "Requests" tab: open customization requests; one opens with its quotes, and quotes are written here. */
export function AdminRequestsTab() {
  const [params] = useSearchParams();
  const requestId = params.get('request');
  return (
    <section aria-label="Customization requests" className="space-y-4">
      {requestId ? (
        <>
          <Link
            to="/admin/requests"
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-4" aria-hidden />
            All open requests
          </Link>
          <RequestView key={requestId} id={requestId} />
        </>
      ) : (
        <RequestList />
      )}
    </section>
  );
}
