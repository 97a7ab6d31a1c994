import { Lock, UserPlus } from 'lucide-react';
import { GateCard } from '@web/components/ui/gate-card';
import { DashboardLoadError } from '@web/components/ui/list-states';
import { LoadingBlock } from '@web/components/ui/spinner';
import { MfaPrompt } from '@web/features/account/components/mfa-prompt';
import { useEarnings } from '@web/features/escrow/api/escrow-api';
import { useMyExpertProfile } from '@web/features/experts/api/get-my-expert-profile';
import { AvailabilitySwitch } from '@web/features/experts/components/availability-switch';
import { ExpertStatusPanel } from '@web/features/experts/components/expert-status-panel';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { EXPERT_TABS } from './expert-tabs';
import { QueryTabs } from './query-tabs';
import { greeting } from '@web/lib/greeting';

export const meta: TPageMeta = {
  title: 'Expert area',
  description: 'Your expert profile, invitations, quotes and projects.',
};

function Gate(props: Parameters<typeof GateCard>[0]) {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <GateCard {...props} />
    </div>
  );
}

/** Experts who have a payout account are asked to turn on two-factor authentication. */
function PayoutMfaPrompt() {
  const earnings = useEarnings();
  return earnings.data?.payoutAccount ? <MfaPrompt className="mt-6" /> : null;
}

/** /expert: the expert area. Tabs come from expert-tabs; vetted experts see them all, others their profile. */
export default function ExpertPage() {
  const { viewer, loading } = useViewer();
  const profile = useMyExpertProfile(Boolean(viewer));

  if (loading) return <LoadingBlock label="Loading expert area" />;
  if (!viewer) {
    return (
      <Gate
        icon={Lock}
        title="Access Required"
        text="Please sign in to view your expert area."
        action={{ to: '/auth?next=%2Fexpert', label: 'Sign In' }}
      />
    );
  }
  if (profile.error) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <DashboardLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (profile.isPending) return <LoadingBlock label="Loading expert area" />;
  if (!profile.data) {
    return (
      <Gate
        icon={UserPlus}
        title="Become an expert"
        text="You have not applied yet. Tell us about your skills and experience to join our vetted network."
        action={{ to: '/expert/apply', label: 'Start Application' }}
      />
    );
  }

  const vetted = profile.data.status === 'vetted';
  const tabs = EXPERT_TABS.filter((tab) => vetted || !tab.vettedOnly);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Expert area</h1>
          <p className="mt-1 text-slate-600">{greeting(viewer.fullName)}</p>
        </div>
        {vetted && <AvailabilitySwitch profile={profile.data} />}
      </div>
      <ExpertStatusPanel profile={profile.data} className="mt-6" />
      {vetted && !viewer.mfaEnabled && <PayoutMfaPrompt />}
      <QueryTabs tabs={tabs} className="mt-8" />
    </div>
  );
}
