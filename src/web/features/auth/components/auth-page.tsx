import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { signInFormProblem } from '@shared/domain/sign-in-form';
import type { TDemoSignIn } from '@shared/schemas/demo';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { publicConfigQuery } from '@web/lib/public-config';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { startGoogleSignIn, useSignIn } from '../api/auth-api';
import { nextPathOf } from '../next-path';
import { ForgotPasswordForm } from './forgot-password-form';
import { errorMessage, SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { GoogleOneTap } from './google-one-tap';

export const meta: TPageMeta = {
  title: 'Sign in or create an account',
  description:
    'Sign in to Outcome Marketplace or create a free account to order outcome packs, send briefs and follow your projects.',
};

/** Where the demo accounts are seeded (the public config lists them): one click signs in as each, as the form does. */
function DemoSignIns({ accounts, onLanding }: { accounts: TDemoSignIn[]; onLanding: (path: string) => void }) {
  const signIn = useSignIn();
  const [pending, setPending] = useState<TDemoSignIn['role'] | null>(null);
  const start = (account: TDemoSignIn) => {
    setPending(account.role);
    onLanding(account.landing);
    signIn.mutate(
      { email: account.email, password: account.password },
      {
        onError: (error) => toast.error('Demo sign in failed', { description: errorMessage(error) }),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <section aria-labelledby="demo-sign-ins" className="mt-6 rounded-md border border-dashed border-slate-300 p-4">
      <h2 id="demo-sign-ins" className="text-sm font-semibold text-slate-900">
        Try the demo
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        A year of marketplace history, signed in as one of the demo accounts.
      </p>
      <div className="mt-3 grid gap-2">
        {accounts.map((account) => (
          <Button
            key={account.role}
            type="button"
            variant="outline"
            disabled={signIn.isPending}
            onClick={() => start(account)}
          >
            {pending === account.role ? 'Signing in…' : `Try the demo as ${account.label}`}
          </Button>
        ))}
      </div>
    </section>
  );
}

export default function AuthPage() {
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  const [tab, setTab] = useState('signin');
  const [forgotEmail, setForgotEmail] = useState<string | null>(() => (params.get('forgot') ? '' : null));
  const config = useQuery(publicConfigQuery).data;
  const [demoLanding, setDemoLanding] = useState<string | null>(null);
  const savingExpert = params.get('redirect') === 'shortlist' && Boolean(params.get('expert'));

  // While it is not known who is signed in (the server's HTML, the first seconds), the form is there to use.
  const next = nextPathOf(params);
  if (viewer) return <Navigate to={demoLanding ?? next} replace />;

  const google = async () => {
    try {
      await startGoogleSignIn(next);
    } catch (error) {
      toast.error('Google sign in failed', { description: errorMessage(error) });
    }
  };

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      {config?.googleClientId && config.oneTapOrigin && (
        <GoogleOneTap clientId={config.googleClientId} origin={config.oneTapOrigin} />
      )}
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild className="text-2xl">
            <h1>{savingExpert ? 'Sign in to Save Expert' : 'Welcome to Outcome Marketplace'}</h1>
          </CardTitle>
          <CardDescription>
            {savingExpert
              ? `Sign in to save ${params.get('expert')} to your shortlist.`
              : 'Sign in or create an account to continue.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              {forgotEmail === null ? (
                <SignInForm
                  next={next}
                  returnedProblem={signInFormProblem(params.get('error'))}
                  onForgot={setForgotEmail}
                />
              ) : (
                <ForgotPasswordForm initialEmail={forgotEmail} onDone={() => setForgotEmail(null)} />
              )}
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSignedUp={() => setTab('signin')} next={next} />
            </TabsContent>
          </Tabs>
          {config?.googleClientId && (
            <>
              <div className="my-6 flex items-center gap-3 text-xs uppercase text-slate-400">
                <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
              </div>
              <Button variant="outline" className="w-full" onClick={google}>
                Continue with Google
              </Button>
            </>
          )}
          {config?.demoAccounts && <DemoSignIns accounts={config.demoAccounts} onLanding={setDemoLanding} />}
        </CardContent>
      </Card>
    </div>
  );
}
