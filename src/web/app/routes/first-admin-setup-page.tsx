import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { AuthenticatorSetup } from '@web/features/account/components/authenticator-setup';
import { BackupCodes } from '@web/features/account/components/backup-codes';
import { useStartTwoFactor, type TwoFactorSetup } from '@web/features/account/api/two-factor-api';
import { useSetupLink } from '@web/features/auth/api/get-setup-link';
import { FirstAdminForm } from '@web/features/auth/components/first-admin-form';
import { ADMIN_MFA_SETUP_PATH } from '@web/lib/admin-mfa';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import type { TPageMeta } from '@web/components/page-meta';
import type { TFirstAdminCreated } from '@shared/schemas/setup';

export const meta: TPageMeta = {
  title: 'Set up your marketplace',
  description: 'Create the first administrator account of this marketplace with its one-time setup link.',
};

function Shell({
  step,
  title,
  description,
  children,
}: {
  step?: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          {step && <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{step}</p>}
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/** The link expired, was replaced by a newer start, was used, or an admin exists: setup is closed to it. */
function LinkNoLongerValid() {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <Card className="text-center" data-testid="setup-link-invalid">
        <CardHeader>
          <TriangleAlert className="mx-auto size-8 text-amber-500" aria-hidden />
          <h1 className="text-2xl font-semibold leading-tight">This setup link is no longer valid</h1>
          <CardDescription>
            A setup link works once, for 1 hour, and only until the first administrator account exists. If this
            marketplace has no administrator yet, restart the server: it logs a new link.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/auth">Sign in</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

type Step =
  | { name: 'account' }
  | { name: 'starting-mfa' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'invalid' };

const MFA_STEP = 'Step 2 of 2 · Two-factor authentication';

/**
 * /setup/{token}: the one-time link a fresh install logs at start. Creates the first administrator account (auth
 * feature), signs it in, then turns on two-factor authentication right away with the account page's own steps
 * (authenticator app, backup codes), since admins need it before the admin pages open. Composed here because features
 * do not import each other.
 */
export default function FirstAdminSetupPage() {
  const { token = '' } = useParams();
  const link = useSetupLink(token);
  const navigate = useNavigate();
  const start = useStartTwoFactor();
  const [step, setStep] = useState<Step>({ name: 'account' });

  // Leaving the page once the account exists: the admin pages, or the account page's two-factor section.
  useEffect(() => {
    if (step.name !== 'starting-mfa' || !start.isError) return;
    toast.error('Could not start two-factor authentication', { description: 'Turn it on from your account page.' });
    void navigate(ADMIN_MFA_SETUP_PATH, { replace: true });
  }, [step.name, start.isError, navigate]);

  const created = (result: TFirstAdminCreated, password: string) => {
    toast.success('Admin account created');
    if (!result.signedIn) return void navigate('/auth?next=/admin', { replace: true });
    if (!result.mfaRequired) return void navigate('/admin', { replace: true });
    setStep({ name: 'starting-mfa' });
    // The setup link proved who they are: its confirmation lets them turn it on without an e-mailed link.
    start.mutate(
      { password, confirmation: result.enrolmentConfirmation },
      { onSuccess: (setup) => setStep({ name: 'scan', setup }) },
    );
  };

  if (step.name === 'invalid') return <LinkNoLongerValid />;
  if (step.name === 'account') {
    if (link.isPending) return <LoadingBlock label="Checking the setup link" />;
    if (link.isError) {
      if (link.error instanceof ApiError && link.error.status === 404) return <LinkNoLongerValid />;
      return (
        <Shell title="Could not check the setup link" description={link.error.message}>
          <Button variant="outline" onClick={() => void link.refetch()}>
            Try again
          </Button>
        </Shell>
      );
    }
    return (
      <Shell
        step="Step 1 of 2 · Your administrator account"
        title="Set up your marketplace"
        description={
          <>
            This marketplace has no administrator yet. Create the first administrator account with this one-time link
            (it works until {formatDateTime(link.data.expiresAt)}).
          </>
        }
      >
        <FirstAdminForm token={token} onCreated={created} onLinkInvalid={() => setStep({ name: 'invalid' })} />
      </Shell>
    );
  }
  if (step.name === 'starting-mfa') return <LoadingBlock label="Preparing two-factor authentication" />;
  if (step.name === 'scan')
    return (
      <Shell
        step={MFA_STEP}
        title="Turn on two-factor authentication"
        description="Administrators must sign in with a code from an authenticator app on their phone as well as their password. The admin pages open as soon as it is on."
      >
        <AuthenticatorSetup
          setup={step.setup}
          onConfirmed={() => {
            toast.success('Two-factor authentication is on');
            setStep({ name: 'codes', codes: step.setup.backupCodes });
          }}
          onCancel={() => void navigate(ADMIN_MFA_SETUP_PATH, { replace: true })}
        />
      </Shell>
    );
  return (
    <Shell
      step={MFA_STEP}
      title="Save your backup codes"
      description={
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden /> Two-factor authentication is on.
        </span>
      }
    >
      <BackupCodes codes={step.codes} onDone={() => void navigate('/admin', { replace: true })} />
    </Shell>
  );
}
