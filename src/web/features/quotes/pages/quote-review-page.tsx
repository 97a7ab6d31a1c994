import { ArrowLeft, CalendarClock, CreditCard, Star, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isQuoteActionable } from '@shared/domain/quotes';
import type { TQuoteDetail } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useQuote } from '../api/get-quote';
import { formatDate, formatExactMoney } from '@web/lib/format';
import { QuoteResponseCard } from '../components/quote-response-card';
import { QuoteStatusBadges } from '../components/quote-status-badge';
import { RevisionHistory } from '../components/revision-history';
import { useLiveQuotes } from '../hooks/use-live-quotes';
import { GateCard } from '@web/components/ui/gate-card';
import { useSignInPath } from '@web/lib/sign-in-path';

export const meta: TPageMeta = {
  title: 'Review quote',
  description: "Review a quote's scope, milestones and price, then approve it, ask for changes or decline.",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Who will deliver: an invited expert's quote names them (name, headline, rating, completed projects). */
function ExpertCard({ expert }: { expert: NonNullable<TQuoteDetail['expert']> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <UserRound className="size-5 text-brand-600" aria-hidden />
            Your Expert
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <p className="font-semibold text-slate-900">{expert.fullName ?? 'Your expert'}</p>
        {expert.headline && <p className="text-slate-600">{expert.headline}</p>}
        <p className="flex flex-wrap items-center gap-x-3 text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 text-amber-500" aria-hidden />
            {expert.ratingAverage === null
              ? 'No ratings yet'
              : `${expert.ratingAverage.toFixed(1)} (${expert.ratingCount} rating${expert.ratingCount === 1 ? '' : 's'})`}
          </span>
          <span>
            {expert.completedProjects} completed project{expert.completedProjects === 1 ? '' : 's'}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}

function Term({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={cn('mt-0.5 text-sm text-slate-900', className)}>{children}</dd>
    </div>
  );
}

function TimelineCard({ quote }: { quote: TQuoteDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <CalendarClock className="size-5 text-brand-600" aria-hidden />
            Timeline
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          <Term label="Estimated duration">{quote.estimatedDuration}</Term>
          {quote.estimatedStartDate && <Term label="Estimated start">{formatDate(quote.estimatedStartDate)}</Term>}
          {quote.expiresAt && (
            <Term
              label={quote.isExpired ? 'Expired' : 'Expires'}
              className={cn(quote.isExpired && 'font-semibold text-red-600')}
            >
              <time dateTime={quote.expiresAt}>{formatDate(quote.expiresAt)}</time>
            </Term>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function PaymentStatusCard() {
  return (
    <Card className="border-emerald-200 bg-emerald-50/50">
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <CreditCard className="size-5 text-emerald-700" aria-hidden />
            Payment Status
          </h2>
        </CardTitle>
        <CardDescription>
          Your project has been created. You'll receive a payment request for each milestone as work progresses.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full">
          <Link to="/dashboard?tab=projects">View your projects</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const showsResponse = (quote: TQuoteDetail, viewerId: string | undefined) =>
  quote.userId === viewerId && isQuoteActionable(quote);

/** /quote/{id}: the client reviews a quote and answers it. */
export default function QuoteReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const signInPath = useSignInPath();
  const { data: quote, error, isPending } = useQuote(id);
  useLiveQuotes();

  useEffect(() => {
    if (!error || viewer === null) return;
    toast.error('Error loading quote', { description: error.message });
    void navigate('/dashboard', { replace: true });
  }, [error, navigate, viewer]);

  if (viewer === null) {
    return (
      <div className="px-4 py-24">
        <GateCard
          title="Access Required"
          text="Please sign in to view this quote."
          action={{ to: signInPath, label: 'Sign In' }}
        />
      </div>
    );
  }
  if (isPending || error) return <LoadingBlock label="Loading quote" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Link
        to="/dashboard?tab=customizations"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Dashboard
      </Link>

      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{quote.projectTitle}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="font-mono">{quote.quoteNumber}</span>
            <QuoteStatusBadges status={quote.status} isExpired={quote.isExpired} />
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-3xl font-bold tabular-nums text-slate-900">
            {formatExactMoney(quote.totalAmount, quote.currency)}
          </p>
          <p className="text-sm text-slate-600">{quote.paymentStructure}</p>
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <Section title="Project Scope">
            <p className="whitespace-pre-line text-sm text-slate-700">{quote.scopeDescription}</p>
            <dl className="mt-4 space-y-3 border-t border-slate-100 pt-4">
              {quote.request.baseTemplate && <Term label="Based on Template">{quote.request.baseTemplate}</Term>}
              <Term label="Original Requirements" className="whitespace-pre-line text-slate-700">
                {quote.request.customRequirements}
              </Term>
            </dl>
          </Section>

          <Section title="Deliverables">
            <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
              {quote.deliverables.map((deliverable, index) => (
                <li key={index}>{deliverable.title}</li>
              ))}
            </ul>
          </Section>

          <Section title="Payment Milestones">
            <ol className="divide-y divide-slate-100">
              {quote.milestones.map((milestone, index) => (
                <li key={index} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{milestone.title}</p>
                    {milestone.description && <p className="mt-0.5 text-sm text-slate-600">{milestone.description}</p>}
                  </div>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {formatExactMoney(milestone.amount, quote.currency)}
                  </span>
                </li>
              ))}
            </ol>
          </Section>

          <RevisionHistory revisions={quote.revisions} currency={quote.currency} />
        </div>

        <aside className="space-y-6" aria-label="Timeline and response">
          {quote.expert && <ExpertCard expert={quote.expert} />}
          <TimelineCard quote={quote} />
          {showsResponse(quote, viewer?.userId) && <QuoteResponseCard key={quote.updatedAt} quoteId={quote.id} />}
          {quote.status === 'approved' && <PaymentStatusCard />}
        </aside>
      </div>
    </div>
  );
}
