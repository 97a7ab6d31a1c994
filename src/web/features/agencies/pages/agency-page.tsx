import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { GateCard } from '@web/components/ui/gate-card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useMyAgencies } from '../api/list-my-agencies';
import { AgencyDashboard } from '../components/agency-dashboard';
import { CreateAgencyCard } from '../components/create-agency-card';
import { LoadError } from '../components/load-error';
import { PendingInvitations } from '../components/pending-invitations';

export const meta: TPageMeta = {
  title: 'Agency',
  description: 'Your agency, its members and the projects it delivers.',
};

function VettedOnly() {
  return (
    <Card>
      <CardHeader>
        <BadgeCheck className="size-8 text-slate-400" aria-hidden />
        <CardTitle asChild>
          <h2>Agencies are for vetted experts</h2>
        </CardTitle>
        <CardDescription>
          Only vetted experts can create an agency. Apply to join our expert network first; once you are vetted you can
          create your agency here. If an agency owner invited you, open the invitation from your e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/expert">Go to the expert area</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /agency: the agency dashboard, the invitations waiting for the viewer, or "Create Agency". */
export default function AgencyPage() {
  const { viewer, loading } = useViewer();
  const [params, setParams] = useSearchParams();
  const mine = useMyAgencies(Boolean(viewer));

  const shell = (content: ReactNode) => <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">{content}</div>;

  if (loading) return <LoadingBlock label="Loading agency" />;
  if (!viewer)
    return shell(
      <GateCard
        title="Access Required"
        text="Please sign in to create or open your agency."
        action={{ to: '/auth?next=%2Fagency', label: 'Sign In' }}
      />,
    );
  if (mine.error)
    return shell(<LoadError title="Error loading agency" error={mine.error} onRetry={() => void mine.refetch()} />);
  if (mine.isPending) return <LoadingBlock label="Loading agency" />;

  const { agencies, invitations, createBlockedBy } = mine.data;
  const requested = params.get('agency');
  const selected =
    agencies.find((agency) => agency.id === requested) ??
    agencies.find((agency) => agency.role === 'owner') ??
    agencies[0] ??
    null;
  const select = (id: string) =>
    setParams(
      (current) => {
        current.set('agency', id);
        return current;
      },
      { replace: true },
    );
  const openAgency = (id: string) => setParams({ agency: id }, { replace: true });

  if (!selected) {
    return shell(
      <>
        <header>
          <h1 className="text-2xl font-bold sm:text-3xl">Your agency</h1>
          <p className="mt-1 text-slate-600">Run your team of experts from one shared dashboard.</p>
        </header>
        <PendingInvitations invitations={invitations} />
        {createBlockedBy === 'not_vetted' ? <VettedOnly /> : <CreateAgencyCard onCreated={(a) => openAgency(a.id)} />}
      </>,
    );
  }

  return shell(
    <>
      <PendingInvitations invitations={invitations} />
      {agencies.length > 1 && (
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <Label htmlFor="agency-switch">Agency</Label>
          <NativeSelect id="agency-switch" value={selected.id} onChange={(event) => select(event.target.value)}>
            {agencies.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {agency.name} ({AGENCY_ROLE_LABELS[agency.role]})
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <AgencyDashboard key={selected.id} agencyId={selected.id} />
      {createBlockedBy === null && <CreateAgencyCard onCreated={(a) => openAgency(a.id)} />}
    </>,
  );
}
