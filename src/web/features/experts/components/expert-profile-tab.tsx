import type { TExpertApplication, TExpertProfile, TExpertProfileUpdate } from '@shared/schemas/experts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DashboardLoadError } from '@web/components/ui/list-states';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMyExpertProfile } from '../api/get-my-expert-profile';
import { useUpdateProfile } from '../api/update-profile';

// The form (its fields, validation and option lists) loads with this tab: vetted experts start on their invitations.
const ExpertProfileForm = lazy(() =>
  import('./expert-profile-form').then(({ ExpertProfileForm }) => ({ default: ExpertProfileForm })),
);

/** Only the fields that changed, so the log admins read names exactly what the expert edited. */
function changedFields(before: TExpertProfile, after: TExpertApplication): TExpertProfileUpdate {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field as keyof TExpertProfile]) !== JSON.stringify(value)) changes[field] = value;
  }
  return changes as TExpertProfileUpdate;
}

/** The expert area's Profile tab: the profile form (every change is logged for admins). */
export function ExpertProfileTab() {
  const profile = useMyExpertProfile();
  const update = useUpdateProfile();

  if (profile.error) return <DashboardLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (profile.isPending || !profile.data) return <LoadingBlock label="Loading profile" />;
  const current = profile.data;
  const editable = current.status !== 'rejected';

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>My profile</h2>
        </CardTitle>
        <CardDescription>
          {editable ? (
            <>
              Clients see this on your public profile
              {current.status === 'vetted' && (
                <>
                  {' '}
                  (
                  <Link className="whitespace-nowrap text-brand-700 underline" to={`/experts/${current.userId}`}>
                    view it
                  </Link>
                  )
                </>
              )}
              . Changes are recorded for our vetting team.
            </>
          ) : (
            'A rejected application can no longer be edited.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {editable && (
          <Suspense fallback={<LoadingBlock label="Loading profile" />}>
            <ExpertProfileForm
              // A saved profile resets the form to what the server now holds.
              key={current.updatedAt}
              profile={current}
              submitLabel="Save Profile"
              saving={update.isPending}
              onSubmit={async (input) => {
                const changes = changedFields(current, input);
                if (Object.keys(changes).length === 0) return toast.info('Nothing to save: your profile is unchanged');
                return update.mutateAsync(changes, {
                  onSuccess: () => toast.success('Profile saved'),
                  onError: (error) => toast.error('Could not save your profile', { description: error.message }),
                });
              }}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
