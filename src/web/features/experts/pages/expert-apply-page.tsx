import { CheckCircle2 } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { VETTING_STEP_LABELS, VETTING_STEPS } from '@shared/domain/experts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DashboardLoadError } from '@web/components/ui/list-states';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useApply } from '../api/apply';
import { useMyExpertProfile } from '../api/get-my-expert-profile';
import { ExpertProfileForm } from '../components/expert-profile-form';
import { ExpertStatusPanel } from '../components/expert-status-panel';

export const meta: TPageMeta = {
  title: 'Apply as an expert',
  description: 'Apply to join our vetted network of experts and deliver outcomes for clients.',
};

/** Signed-out visitors go through /auth and come back here. */
const APPLY_PATH = '/expert/apply';

/** /expert/apply: the application form, or where the application stands once sent. */
export default function ExpertApplyPage() {
  const { viewer, loading } = useViewer();
  const profile = useMyExpertProfile(Boolean(viewer));
  const apply = useApply();
  const navigate = useNavigate();

  if (loading) return <LoadingBlock label="Loading application" />;
  if (!viewer) return <Navigate to={`/auth?next=${encodeURIComponent(APPLY_PATH)}`} replace />;
  if (profile.error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <DashboardLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (profile.isPending) return <LoadingBlock label="Loading application" />;

  if (profile.data) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold">Your expert application</h1>
        <ExpertStatusPanel profile={profile.data} />
        <Button asChild>
          <Link to="/expert">Go to Expert area</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Apply to join as an expert</h1>
      <p className="mt-2 text-slate-600">
        Tell us what you deliver. Every application is vetted by our team in four steps, and we e-mail you at each
        decision.
      </p>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle asChild>
            <h2>How vetting works</h2>
          </CardTitle>
          <CardDescription>Fewer than 5% of applicants are accepted.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-2 sm:grid-cols-2">
            {VETTING_STEPS.map((step, index) => (
              <li key={step} className="flex items-center gap-2 text-sm text-slate-700">
                <CheckCircle2 className="size-4 text-brand-600" aria-hidden />
                {index + 1}. {VETTING_STEP_LABELS[step]}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <div className="mt-8">
        <ExpertProfileForm
          profile={null}
          submitLabel="Submit Application"
          saving={apply.isPending}
          onSubmit={(input) =>
            apply.mutateAsync(input, {
              onSuccess: () => {
                toast.success('Application submitted', { description: 'We will e-mail you when we decide.' });
                void navigate('/expert');
              },
              onError: (error) => toast.error('Could not submit your application', { description: error.message }),
            })
          }
        />
      </div>
    </div>
  );
}
