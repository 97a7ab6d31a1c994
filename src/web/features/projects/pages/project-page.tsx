import { ArrowLeft, CalendarDays, Flag, PoundSterling, Star, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { plural } from '@shared/domain/plural';
import { milestoneProgress, statusLabel } from '@shared/domain/projects';
import type { TProjectDetail } from '@shared/schemas/projects';
import { PageMeta } from '@web/components/page-meta';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { GateCard } from '@web/components/ui/gate-card';
import { Money } from '@web/components/ui/money';
import { Reference } from '@web/components/ui/reference';
import { LoadingBlock } from '@web/components/ui/spinner';
import { ListSkeleton } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { signInPathFor } from '@web/lib/sign-in-path';
import { useViewer } from '@web/lib/viewer';
import { isProjectMissing, isSignedOut, useProject } from '../api/get-project';
import { DeliverablesTab } from '../components/deliverables/deliverables-tab';
import { RateProjectCard } from '../components/ratings/rate-project-card';
import { AssuranceBlock } from '../components/assurance/assurance-block';
import { AssistantBubble } from '../components/assistant/assistant-bubble';
import { CancelProjectAction } from '../components/cancel/cancel-project-action';
import { CancelledNotice } from '../components/cancel/cancelled-notice';
import { TruncatedText } from '@web/components/ui/truncated-text';
import { LocalDate } from '@web/components/ui/local-date';

// The tabs a first view does not show load when opened (or when the address names them), each from its own chunk,
// so the page's start evaluates and hydrates only the deliverables, its usual first tab.
const tabLoads = new Map<string, () => Promise<unknown>>();
/** A tab's code, loaded once: when the tab first renders, or as the page loads when the address names it. */
function tabCode<T>(tab: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const start = () => (loading ??= load());
  tabLoads.set(tab, start);
  return start;
}
const MilestonesTab = lazy(
  tabCode('milestones', () =>
    import('../components/milestones/milestones-tab').then(({ MilestonesTab }) => ({ default: MilestonesTab })),
  ),
);
// The chat's header offers the meetings feature's "Schedule meeting".
const ChatTab = lazy(
  tabCode('chat', async () => {
    const [chat, meetings] = await Promise.all([
      import('../components/chat/chat-tab'),
      import('../components/meetings/manual-meeting-dialog'),
    ]);
    return {
      default: ({ projectId }: { projectId: string }) => (
        <chat.ChatTab projectId={projectId} headerAction={<meetings.ManualMeetingDialog projectId={projectId} />} />
      ),
    };
  }),
);
const MeetingsTab = lazy(
  tabCode('meetings', () =>
    import('../components/meetings/meetings-tab').then(({ MeetingsTab }) => ({ default: MeetingsTab })),
  ),
);
const InsightsTab = lazy(
  tabCode('insights', () =>
    import('../components/insights/insights-tab').then(({ InsightsTab }) => ({ default: InsightsTab })),
  ),
);
const AssistantTab = lazy(
  tabCode('assistant', () =>
    import('../components/assistant/assistant-tab').then(({ AssistantTab }) => ({ default: AssistantTab })),
  ),
);
const DisputesSection = lazy(
  tabCode('disputes', () =>
    import('../components/disputes/disputes-section').then(({ DisputesSection }) => ({ default: DisputesSection })),
  ),
);

/**
 * A page opened at ?tab=<tab> loads that tab's code with its own, so the tab hydrates with the page and what a person
 * types into it at once (a question, a PO reference) reaches it.
 */
export function partsOf(_pathname: string, search: string): (() => Promise<unknown>)[] {
  const load = tabLoads.get(new URLSearchParams(search).get('tab') ?? '');
  return load ? [load] : [];
}

/** A tab's panel; one whose code is still on its way shows the list placeholder meanwhile. */
function TabPanel({ value, label, children }: { value: string; label: string; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <Suspense fallback={<ListSkeleton label={`Loading ${label}`} />}>{children}</Suspense>
    </TabsContent>
  );
}

function BackToDashboard() {
  return (
    <Button variant="ghost" size="sm" asChild>
      <Link to="/dashboard?tab=projects">
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}

function ProjectNotFound() {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <Card className="text-center">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">Project Not Found</h1>
          <CardDescription>
            The project you're looking for doesn't exist or you don't have access to it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** On a phone the cards are small (the tabs must start on the first screen); from `sm` up they are full cards. */
function StatCard({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="p-3 pb-1 sm:p-6 sm:pb-2">
        <CardDescription className="flex items-center gap-2 wrap-normal">
          {icon}
          {label}
        </CardDescription>
      </CardHeader>
      <CardContent className="p-3 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

function Overview({ project }: { project: TProjectDetail }) {
  const team = project.participants.filter((participant) => participant.role !== 'admin');
  const progress = milestoneProgress(project.milestones);
  return (
    <div
      className={`grid gap-2 sm:grid-cols-2 sm:gap-4 ${project.isCustom ? 'grid-cols-3 lg:grid-cols-4' : 'grid-cols-2 lg:grid-cols-3'}`}
    >
      <StatCard icon={<PoundSterling className="size-4 shrink-0" aria-hidden />} label="Total Value">
        <Money
          className="block text-lg font-bold tabular-nums sm:text-2xl"
          minor={project.totalPrice}
          currency={project.currency}
        />
      </StatCard>
      <StatCard
        icon={<Users className="size-4 shrink-0" aria-hidden />}
        label="Team Members"
        // A phone shows each member on one line, below the numbers; the details come from `sm` up.
        className="order-last col-span-full sm:order-none sm:col-span-1"
      >
        {team.length === 0 ? (
          <p className="text-sm text-slate-500">No team members yet</p>
        ) : (
          <ul className="space-y-1 sm:space-y-2">
            {team.map((member) => (
              <li key={member.userId} className="flex min-w-0 items-baseline gap-2 text-sm sm:block">
                <TruncatedText className="font-medium text-slate-900" text={member.fullName ?? member.email} />
                <p className="hidden truncate text-slate-500 sm:block" title={member.email}>
                  {member.email}
                </p>
                <p className="shrink-0 text-xs font-medium text-brand-700">{statusLabel(member.role)}</p>
                {member.expert && (
                  <div className="mt-1 hidden space-y-0.5 text-xs text-slate-600 sm:block">
                    {member.expert.headline && <p>{member.expert.headline}</p>}
                    <p className="flex flex-wrap gap-x-2">
                      <span className="inline-flex items-center gap-1">
                        <Star className="size-3 text-amber-500" aria-hidden />
                        {member.expert.ratingAverage === null
                          ? 'No ratings yet'
                          : `${member.expert.ratingAverage.toFixed(1)} (${member.expert.ratingCount})`}
                      </span>
                      <span>{plural(member.expert.completedProjects, 'completed project')}</span>
                    </p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {!team.some((member) => member.role === 'freelancer') && project.status === 'draft' && (
          <p className="mt-3 text-xs text-slate-500">We are matching an expert to this project.</p>
        )}
      </StatCard>
      <StatCard icon={<Flag className="size-4 shrink-0" aria-hidden />} label="Milestones">
        <p className="text-lg font-bold tabular-nums sm:text-2xl">{project.milestones.length}</p>
      </StatCard>
      {project.isCustom && (
        <StatCard icon={<CalendarDays className="size-4 shrink-0" aria-hidden />} label="Progress">
          <p className="text-lg font-bold tabular-nums sm:text-2xl">{progress.percent}%</p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Milestones completed"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-all"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <p className="mt-2 hidden text-sm text-slate-600 sm:block">
            {progress.completed} of {plural(progress.total, 'milestone')} completed
          </p>
        </StatCard>
      )}
    </div>
  );
}

export default function ProjectPage() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const signInPath = signInPathFor({ pathname, search });
  // ?tab=disputes (links from dispute notifications and the admin Disputes tab) opens that tab.
  const initialTab = new URLSearchParams(search).get('tab') ?? 'deliverables';
  const { viewer } = useViewer();
  const { data: project, error, isPending, refetch } = useProject(id);
  const missing = isProjectMissing(error);
  const signedOut = viewer === null || isSignedOut(error);

  useEffect(() => {
    if (error && !missing && !signedOut) toast.error('Failed to load project details', { description: error.message });
  }, [error, missing, signedOut]);

  const meta = (
    <PageMeta
      title={project?.title ?? 'Project'}
      description="The project's deliverables, milestones, team and payments."
    />
  );
  if (signedOut) {
    return (
      <div className="px-4 py-24">
        {meta}
        <GateCard
          title="Access Required"
          text="Please sign in to view this project."
          action={{ to: signInPath, label: 'Sign In' }}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <>
        {meta}
        <LoadingBlock label="Loading project" />
      </>
    );
  }
  if (missing) {
    return (
      <>
        {meta}
        <ProjectNotFound />
      </>
    );
  }
  if (error || !project) {
    return (
      <div className="mx-auto max-w-md px-4 py-24">
        {meta}
        <Card className="text-center" role="alert">
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight">Failed to load project details</h1>
            <CardDescription>{error?.message}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-4 sm:space-y-8 sm:py-10">
      {meta}
      <div className="space-y-2 sm:space-y-3">
        <BackToDashboard />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{project.title}</h1>
            <p className="mt-1 text-sm text-slate-600 sm:text-base">
              <Reference kind="project" id={project.id} /> · Created <LocalDate value={project.createdAt} />
            </p>
          </div>
          <div className="flex flex-wrap items-start gap-3 sm:flex-col sm:items-end">
            <StatusBadge kind="project" status={project.status} />
            <CancelProjectAction project={project} isAdmin={viewer?.isAdmin ?? false} />
          </div>
        </div>
      </div>

      <CancelledNotice project={project} />

      <Overview project={project} />

      <AssuranceBlock projectId={project.id} />

      <RateProjectCard projectId={project.id} completed={project.status === 'completed'} />

      {/* The tabs' cards title their parts with h3: this level keeps the outline without a gap. */}
      <h2 className="sr-only">Project work</h2>
      <Tabs defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value="deliverables">Deliverables</TabsTrigger>
          <TabsTrigger value="milestones">Milestones</TabsTrigger>
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="meetings">Meetings</TabsTrigger>
          <TabsTrigger value="insights">Insights</TabsTrigger>
          <TabsTrigger value="assistant">AI Assistant</TabsTrigger>
          <TabsTrigger value="disputes">Disputes</TabsTrigger>
        </TabsList>
        <TabsContent value="deliverables">
          <DeliverablesTab project={project} />
        </TabsContent>
        <TabPanel value="milestones" label="milestones">
          <MilestonesTab projectId={project.id} closed={project.status === 'cancelled'} />
        </TabPanel>
        <TabPanel value="chat" label="chat">
          <ChatTab projectId={project.id} />
        </TabPanel>
        <TabPanel value="meetings" label="meetings">
          <MeetingsTab projectId={project.id} />
        </TabPanel>
        <TabPanel value="insights" label="insights">
          <InsightsTab projectId={project.id} />
        </TabPanel>
        <TabPanel value="assistant" label="the assistant">
          <AssistantTab projectId={project.id} />
        </TabPanel>
        <TabPanel value="disputes" label="disputes">
          <DisputesSection projectId={project.id} currency={project.currency} />
        </TabPanel>
      </Tabs>

      <AssistantBubble projectId={project.id} />
    </div>
  );
}
