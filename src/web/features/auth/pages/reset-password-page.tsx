import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import type { TPageMeta } from '@web/components/page-meta';
import { useResetPassword } from '../api/auth-api';
import { ResetPasswordForm } from '../components/reset-password-form';

export const meta: TPageMeta = {
  title: 'Choose a new password',
  description: 'Set a new password for your Outcome Marketplace account with the link we e-mailed you.',
};

function Shell({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

const requestNewLink = (
  <Button asChild className="w-full">
    <Link to="/auth?forgot=1">Request a new link</Link>
  </Button>
);

/** /reset-password?token=…: the e-mailed link; choosing a new password signs the account out everywhere. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();

  if (!token) {
    return (
      <Shell title="Reset link missing" description="Open the link from the e-mail we sent you, or ask for a new one.">
        {requestNewLink}
      </Shell>
    );
  }
  if (reset.isSuccess) {
    return (
      <Shell
        title="Password changed"
        description="Your new password is set and every other session was signed out. Sign in with it now."
      >
        <Button asChild className="w-full">
          <Link to="/auth">Sign in</Link>
        </Button>
      </Shell>
    );
  }
  const invalidLink = reset.error instanceof ApiError && reset.error.status === 400 && /token/i.test(reset.error.code);
  if (invalidLink) {
    return (
      <Shell title="This link no longer works" description="Reset links work once and expire after 1 hour.">
        {requestNewLink}
      </Shell>
    );
  }

  return (
    <Shell title="Choose a new password" description="Resetting signs your account out on every other device.">
      <ResetPasswordForm token={token} reset={reset} />
    </Shell>
  );
}
