import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { GateCard } from '@web/components/ui/gate-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { accountSettingsQuery } from '../api/account-api';
import { BillingSection } from '../components/billing-section';
import { DeleteSection, DownloadSection, PreferencesSection } from '../components/data-sections';
import { EmailSection, NameSection, PasswordSection } from '../components/profile-sections';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

export const meta: TPageMeta = {
  title: 'Account settings',
  description: 'Your name, e-mail, password, sessions, notification e-mails, data download and account deletion.',
};

function Settings({ mfaRequired }: { mfaRequired: boolean }) {
  const settings = useQuery(accountSettingsQuery);
  const [params, setParams] = useSearchParams();

  // Back from the confirmation link sent to a new address.
  useEffect(() => {
    if (params.get('email') !== 'confirmed') return;
    toast.success('E-mail address changed');
    setParams({}, { replace: true });
  }, [params, setParams]);

  if (settings.isPending)
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading account settings">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  if (settings.isError)
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-white p-6 text-sm text-red-700">
        <p>Could not load your account settings: {settings.error.message}</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  const data = settings.data;
  return (
    <div className="space-y-6">
      <NameSection settings={data} />
      <EmailSection settings={data} />
      <PasswordSection settings={data} />
      <TwoFactorSection required={mfaRequired} />
      <SessionsSection />
      <BillingSection />
      <PreferencesSection settings={data} />
      <DownloadSection />
      <DeleteSection settings={data} />
    </div>
  );
}

/** /account: the signed-in person's own settings. */
export default function AccountPage() {
  const { viewer, loading } = useViewer();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {!loading && !viewer ? (
        <GateCard
          title="Sign in to manage your account"
          text="Account settings are for signed-in members."
          action={{ to: '/auth?next=/account', label: 'Sign in' }}
        />
      ) : (
        <>
          <h1 className="mb-6 text-2xl font-semibold">Account settings</h1>
          {viewer ? <Settings mfaRequired={viewer.adminMfaRequired} /> : <Skeleton className="h-40" />}
        </>
      )}
    </div>
  );
}
