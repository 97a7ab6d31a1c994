import { ArrowLeft, Building2, Mail, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BRIEF_ORIGIN_LABELS } from '@shared/domain/brief-options';
import { BRIEF_STATUS_MESSAGES, briefReference, briefTitle, isBriefId, truncateTitle } from '@shared/domain/briefs';
import type { TBriefView } from '@shared/schemas/briefs';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useBrief } from '../api/get-brief';
import { formatDate } from '@web/lib/format';
import { BriefActionsCard } from '../components/detail/brief-actions-card';
import { BriefAnalysisCard } from '../components/detail/brief-analysis-card';
import { BriefNotFound, BriefSignInRequired } from '../components/detail/brief-not-found';
import { CompleteBriefCard } from '../components/detail/complete-brief-card';
import { BriefStatusBadge } from '../components/brief-status-badge';
import { ProposalView } from '../components/proposal-view';
import { useLiveBrief } from '../hooks/use-live-brief';

export const meta: TPageMeta = {
  title: 'Your brief',
  description: 'Your brief, its status and the questions and proposals on it.',
};

type LoadState = 'idle' | 'loading' | 'not_found' | 'error' | 'ready';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="leading-tight font-semibold text-base">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">{children}</CardContent>
    </Card>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 break-all">
      <span className="text-slate-400 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      {children}
    </p>
  );
}

function BriefDetails({ view }: { view: TBriefView }) {
  const { brief, can, access } = view;
  const structured = brief.structuredBrief;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-state="ready">
      {access !== 'token' && (
        <Button variant="ghost" size="sm" className="-ml-3 mb-4" asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      )}
      <header className="space-y-3">
        <p className="text-sm text-slate-500">
          Brief <span className="font-mono">{briefReference(brief.id)}</span> · submitted {formatDate(brief.createdAt)}
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {truncateTitle(briefTitle(structured.goal), 90)}
        </h1>
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <BriefStatusBadge status={brief.status} />
          <p className="text-sm text-slate-700" data-testid="brief-status-message">
            {BRIEF_STATUS_MESSAGES[brief.status]}
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {can.complete && brief.status === 'submitted' && structured.missing.length > 0 && (
            <CompleteBriefCard briefId={brief.id} missing={structured.missing} />
          )}
          <BriefAnalysisCard brief={structured} />
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight">Proposal</h2>
              {!brief.proposal && (
                <CardDescription>
                  {brief.status === 'archived'
                    ? 'No proposal was released before this brief was archived.'
                    : 'Your proposal is being drafted and checked by our QA team. We will notify you when it is ready.'}
                </CardDescription>
              )}
            </CardHeader>
            {brief.proposal && (
              <CardContent>
                <ProposalView proposal={brief.proposal} assuredMode={brief.assuredMode} />
              </CardContent>
            )}
          </Card>
        </div>

        <aside className="space-y-6">
          <BriefActionsCard view={view} />
          <SideCard title="Contact">
            <ContactLine icon={<User />}>{brief.contactName}</ContactLine>
            <ContactLine icon={<Mail />}>{brief.contactEmail}</ContactLine>
            {brief.company && <ContactLine icon={<Building2 />}>{brief.company}</ContactLine>}
            {brief.contactPhone && <ContactLine icon={<Phone />}>{brief.contactPhone}</ContactLine>}
          </SideCard>
          <SideCard title="Origin">
            <p className="font-medium text-slate-900">{BRIEF_ORIGIN_LABELS[brief.origin]}</p>
            {brief.originTitle &&
              (brief.origin === 'catalog' && brief.originId ? (
                <Link className="text-brand-600 hover:underline" to={`/product/${brief.originId}`}>
                  {brief.originTitle}
                </Link>
              ) : (
                <p>{brief.originTitle}</p>
              ))}
            <p>Outcome Assurance: {brief.assuredMode ? 'On' : 'Off'}</p>
          </SideCard>
        </aside>
      </div>
    </div>
  );
}

/** /dashboard/briefs/{id}: the owner, an admin, or anyone holding the brief's secure link (?token=). */
export default function BriefDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { viewer, loading: viewerLoading } = useViewer();
  const validId = isBriefId(id);
  const allowed = token !== null || Boolean(viewer);
  const query = useBrief(id, token, validId && !viewerLoading && allowed);
  useLiveBrief(id);

  let state: LoadState = 'idle';
  if (!validId) state = 'not_found';
  else if (viewerLoading || query.isPending) state = allowed || viewerLoading ? 'loading' : 'idle';
  else if (query.isError)
    state =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)
        ? 'not_found'
        : 'error';
  else state = 'ready';

  if (state === 'not_found') return <BriefNotFound />;
  if (state === 'idle') return <BriefSignInRequired />;
  if (state === 'loading') return <LoadingBlock label="Loading brief" />;
  if (state === 'error' || !query.data) {
    return (
      <div className="mx-auto max-w-md px-4 py-24" data-state="error">
        <Card className="text-center">
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight">Error loading brief</h1>
            <CardDescription>We hit a snag loading your brief. Please try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
              Retry
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <BriefDetails view={query.data} />;
}
