import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { nextPathOf } from '../next-path';
import { ResendConfirmation } from '../components/resend-confirmation';

export const meta: TPageMeta = {
  title: 'E-mail confirmation',
  description: 'Confirm the e-mail address of your Outcome Marketplace account.',
};

/** Where the e-mail confirmation link lands (signed in by it), or explains a link that expired or was used. */
export default function EmailConfirmedPage() {
  const [params] = useSearchParams();
  const { viewer, loading } = useViewer();
  const [email, setEmail] = useState('');
  const next = nextPathOf(params);
  const failed = params.has('error');
  // A changed address's link stops working once the owner undid the change, or when someone took the address since.
  const changeRefused = failed && ['CHANGE_CANCELLED', 'EMAIL_TAKEN'].includes(params.get('error') ?? '');

  if (loading) return <LoadingBlock label="Confirming" />;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">
            {failed ? 'This confirmation link no longer works' : 'Your e-mail address is confirmed'}
          </h1>
          <CardDescription>
            {changeRefused
              ? 'This change of e-mail address was cancelled, or the address is now in use. Ask for it again from your account settings.'
              : failed
                ? 'Confirmation links expire after 24 hours and work once. Send yourself a new one.'
                : viewer
                  ? `You are signed in as ${viewer.email}.`
                  : 'You can sign in now.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {changeRefused ? (
            <Button asChild className="w-full">
              <Link to="/account#email">Account settings</Link>
            </Button>
          ) : failed ? (
            <>
              <div className="space-y-2">
                <Label htmlFor="confirm-email">Email</Label>
                <Input
                  id="confirm-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              {email.includes('@') && <ResendConfirmation email={email} next={next} />}
            </>
          ) : (
            <Button asChild className="w-full">
              <Link to={viewer ? next : `/auth?next=${encodeURIComponent(next)}`}>
                {viewer ? 'Continue' : 'Sign in'}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
