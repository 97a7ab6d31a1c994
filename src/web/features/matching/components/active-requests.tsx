import { ArrowLeft, RefreshCw, Send, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { invitationCountdown } from '@shared/domain/matching/invitation-deadline';
import type { TMatchingRequest, TMatchingRequestSummary } from '@shared/schemas/matching';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Pagination } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { formatDate, formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useComputeMatching } from '../api/compute-matching';
import { useMatchingRequest, useMatchingRequests } from '../api/list-matching-requests';
import { useSendInvitations } from '../api/send-invitations';
import { INVITATION_STATUS_LABELS, INVITATION_STATUS_VARIANTS } from '../lib/matching-labels';
import { CandidateList } from './candidate-list';
import { RequestInputs } from './request-inputs';
import { useLiveShortlists } from '../hooks/use-live-shortlists';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { plural } from '@shared/domain/plural';

const originLabel = (request: Pick<TMatchingRequest, 'origin'>) =>
  request.origin === 'order' ? 'Pack order' : 'Accepted proposal';

function RequestMatching({ request, shortlistSize }: { request: TMatchingRequest; shortlistSize: number }) {
  useLiveShortlists();
  const compute = useComputeMatching();
  // The shortlist is the setting's size; the rest of the ranking is one click away.
  const [showAll, setShowAll] = useState(false);
  const send = useSendInvitations();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Owners of an agency the admin chose to invite as their agency (a subset of `selected`).
  const [asAgency, setAsAgency] = useState<Set<string>>(new Set());
  const { snapshot, inputs } = request;
  const shown = snapshot ? (showAll ? snapshot.candidates : snapshot.candidates.slice(0, shortlistSize)) : [];

  const toggle = (userId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else if (next.size < shortlistSize) next.add(userId);
      return next;
    });
  const toggleAgency = (userId: string) =>
    setAsAgency((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  const clear = () => {
    setSelected(new Set());
    setAsAgency(new Set());
  };

  const recompute = () =>
    compute.mutate(
      { requestId: request.id, forceRecompute: true },
      {
        onSuccess: () => {
          clear();
          toast.success('Matching computed');
        },
        onError: (failure) => {
          console.error('compute-matching failed', failure);
          toast.error('Error computing matches', { description: failure.message });
        },
      },
    );

  const invite = () =>
    send.mutate(
      { requestId: request.id, userIds: [...selected], asAgency: [...asAgency].filter((id) => selected.has(id)) },
      {
        onSuccess: (result) => {
          clear();
          toast.success(`Sent ${plural(result.invitationsSent, 'invitation')} successfully`);
        },
        onError: (failure) => {
          console.error('send invitations failed', failure);
          toast.error('Error sending invitations', { description: failure.message });
        },
      },
    );

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h2 className="text-xl">{request.projectTitle}</h2>
            </CardTitle>
            <Badge variant="outline">{originLabel(request)}</Badge>
            {inputs.sensitive && <Badge variant="warning">Sensitive</Badge>}
          </div>
          <CardDescription>
            {request.clientName} · opened {formatDate(request.createdAt)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RequestInputs request={request} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle asChild>
              <h3>Candidates</h3>
            </CardTitle>
            <CardDescription>
              {snapshot
                ? `Computed ${formatDateTime(snapshot.createdAt)} · ${plural(snapshot.eligibleCount, 'eligible expert')} · top ${shown.length} of ${snapshot.candidates.length} ranked shown`
                : 'No matches computed yet.'}
            </CardDescription>
          </div>
          <Button variant="outline" onClick={recompute} disabled={compute.isPending}>
            {compute.isPending ? <Spinner label="Computing" className="size-4" /> : <RefreshCw aria-hidden />}
            {snapshot ? 'Recompute Matches' : 'Compute Matches'}
          </Button>
        </CardHeader>
        <CardContent className="space-y-4">
          {snapshot?.blockedReason && (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {snapshot.blockedReason}
            </p>
          )}
          {snapshot && snapshot.candidates.length === 0 && !snapshot.blockedReason && (
            <p className="text-sm text-slate-600">
              No vetted expert matches this request yet. Recompute after more experts are vetted.
            </p>
          )}
          {snapshot && snapshot.candidates.length > 0 && (
            <>
              <CandidateList
                requestId={request.id}
                notAFit={request.notAFit}
                candidates={shown}
                invitations={request.invitations}
                selected={selected}
                asAgency={asAgency}
                max={shortlistSize}
                onToggle={toggle}
                onToggleAgency={toggleAgency}
              />
              {shown.length < snapshot.candidates.length && (
                <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
                  Show all {snapshot.candidates.length} ranked
                </Button>
              )}
              <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600" aria-live="polite">
                  {selected.size} of up to {shortlistSize} selected
                </p>
                <Button onClick={invite} disabled={selected.size === 0 || send.isPending}>
                  {send.isPending ? <Spinner label="Sending" className="size-4 text-white" /> : <Send aria-hidden />}
                  Send Invitations
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>Invitations</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {request.invitations.length === 0 ? (
            <p className="text-sm text-slate-600">No invitations sent yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {request.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{invitation.fullName ?? 'Expert'}</p>
                    <p className="text-xs text-slate-500">
                      Sent {formatDateTime(invitation.sentAt)}
                      {invitation.status === 'pending' &&
                        ` · ${invitationCountdown(invitation.expiresAt, new Date()).label}`}
                      {invitation.declineReason && ` · “${invitation.declineReason}”`}
                    </p>
                  </div>
                  <Badge variant={INVITATION_STATUS_VARIANTS[invitation.status]}>
                    {INVITATION_STATUS_LABELS[invitation.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function RequestRow({ request }: { request: TMatchingRequestSummary }) {
  const { invitations } = request;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <TruncatedText className="font-semibold text-slate-900" text={request.projectTitle} />
        <p className="truncate text-sm text-slate-600">
          {request.clientName} · {formatDate(request.createdAt)} · {originLabel(request)}
        </p>
        <p className="text-sm text-slate-500">
          {request.candidateCount !== null
            ? `${request.candidateCount} candidates${request.bestScore !== null ? ` · best ${Math.round(request.bestScore * 100)}%` : ''}`
            : 'Not matched yet'}
          {' · '}
          {invitations.total} invited ({invitations.pending} pending, {invitations.accepted} accepted)
        </p>
      </div>
      <Button asChild size="sm" variant="outline" className="shrink-0">
        <Link to={`/admin/matching?request=${request.id}`} aria-label={`Match: ${request.projectTitle}`}>
          <Users aria-hidden />
          Match
        </Link>
      </Button>
    </Card>
  );
}

/** The opened request: its candidates and invitations load now, not with the list. */
function OpenedRequest({ requestId }: { requestId: string }) {
  const { data, error, isPending } = useMatchingRequest(requestId);
  const missing = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (!error || missing) return;
    console.error('matching request failed', error);
    toast.error('Error loading the request', { description: error.message });
  }, [error, missing]);

  return (
    <div className="space-y-4">
      <Link
        to="/admin/matching"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All active requests
      </Link>
      {missing ? (
        <EmptyState
          icon={Users}
          title="Request not active"
          description="This request is no longer open for matching: it has its expert or was closed."
        />
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          Error loading the request: {error.message}
        </p>
      ) : isPending ? (
        <ListSkeleton label="Loading the request" />
      ) : (
        <RequestMatching key={data.request.id} request={data.request} shortlistSize={data.shortlistSize} />
      )}
    </div>
  );
}

/** Active Requests: a page of open requests (summaries); one opens to pick candidates and invite them. */
export function ActiveRequests() {
  const [params, setParams] = useSearchParams();
  const requestId = params.get('request');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useMatchingRequests(page);

  useEffect(() => {
    if (!error) return;
    console.error('matching dashboard failed', error);
    toast.error('Error loading matching dashboard', { description: error.message });
  }, [error]);

  if (requestId) return <OpenedRequest requestId={requestId} />;
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Error loading matching dashboard: {error.message}
      </p>
    );
  if (isPending) return <ListSkeleton label="Loading active requests" />;
  if (data.total === 0)
    return (
      <EmptyState
        icon={Users}
        title="No active requests"
        description="Requests appear here when a client accepts a proposal or orders a pack."
      />
    );
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label="Active requests">
        {data.requests.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && (
        <Pagination
          label="Active requests"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      )}
    </div>
  );
}
