import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAgency } from '../api/get-agency';
import { LoadError } from './load-error';
import { ProjectsSection } from './projects-section';
import { RosterSection } from './roster-section';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** One agency: its name, figures, roster and projects with their splits. */
export function AgencyDashboard({ agencyId }: { agencyId: string }) {
  const { data: agency, error, isPending, refetch } = useAgency(agencyId);

  if (error) return <LoadError title="Error loading agency" error={error} onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading agency">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const active = agency.members.filter((member) => member.status === 'active').length;
  const invited = agency.members.filter((member) => member.status === 'invited').length;
  const withSplit = agency.projects.filter((project) => project.shares.length > 0).length;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Agency dashboard</p>
        <h1 className="text-2xl font-bold sm:text-3xl">{agency.name}</h1>
        {agency.description && <p className="max-w-3xl text-slate-600">{agency.description}</p>}
        {agency.viewerRole && (
          <p className="text-sm text-slate-600">
            Your role: <span className="font-medium text-slate-900">{AGENCY_ROLE_LABELS[agency.viewerRole]}</span>
          </p>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Active members" value={active} />
        {agency.canManage && <Stat label="Pending invitations" value={invited} />}
        <Stat label="Projects" value={agency.projects.length} />
        <Stat label="Projects with a split" value={withSplit} />
      </dl>
      <RosterSection agency={agency} />
      <ProjectsSection agency={agency} />
    </div>
  );
}
