import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useSignInPath } from '@web/lib/sign-in-path';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { QueryTabs } from './query-tabs';
import { DASHBOARD_COUNTERS, DASHBOARD_SECTIONS, DASHBOARD_TABS, type DashboardCounter } from './dashboard-tabs';
import { greeting } from '@web/lib/greeting';

export const meta: TPageMeta = {
  title: 'Dashboard',
  description: 'Your briefs, quotes, projects and payments in one place.',
};

function CounterCard({ counter }: { counter: DashboardCounter }) {
  const value = counter.useValue();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription>{counter.label}</CardDescription>
        {/* A figure, not a heading: the page's sections are the tabs' h2s. */}
        <CardTitle asChild className="text-3xl">
          <p aria-live="polite">{value ?? '–'}</p>
        </CardTitle>
      </CardHeader>
    </Card>
  );
}

function AccessRequired() {
  const signInPath = useSignInPath();
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <Card className="text-center">
        <CardHeader>
          <Lock className="mx-auto size-8 text-slate-400" aria-hidden />
          <CardTitle asChild>
            <h1>Access Required</h1>
          </CardTitle>
          <CardDescription>Please sign in to view your dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={signInPath}>Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export default function DashboardPage() {
  const { viewer, loading } = useViewer();
  if (loading) return <LoadingBlock label="Loading dashboard" />;
  if (!viewer) return <AccessRequired />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-1 text-slate-600">{greeting(viewer.fullName)}</p>
      {DASHBOARD_COUNTERS.length > 0 && (
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          {DASHBOARD_COUNTERS.map((counter) => (
            <CounterCard key={counter.label} counter={counter} />
          ))}
        </div>
      )}
      <QueryTabs tabs={DASHBOARD_TABS} className="mt-8" />
      {DASHBOARD_SECTIONS.map((Section, index) => (
        <Section key={index} />
      ))}
    </div>
  );
}
