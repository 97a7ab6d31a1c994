import { ArrowLeft } from 'lucide-react';
import { AccessDenied, SignInRequired } from '@web/components/ui/access-denied';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format';
import { AdminMfaRedirect } from '@web/lib/admin-mfa';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useAdminExpert } from '../api/get-admin-expert';
import { ExpertStatusBadge } from '../../components/expert-status-badge';
import { DecisionCard } from '../components/admin-expert-decision-card';
import { EditLog } from '../components/admin-expert-edit-log';
import { ProfileCard } from '../components/admin-expert-profile-card';
import { VettingCard } from '../components/admin-expert-vetting-card';

export const meta: TPageMeta = {
  title: 'Expert review',
  description: "Review an expert's application, vetting and history.",
};

/** /admin/experts/:id: the application, the vetting checklist and score, decisions and the profile edit log. */
export default function AdminExpertPage() {
  const { id = '' } = useParams();
  const { viewer, loading } = useViewer();
  const { data, error, isPending } = useAdminExpert(id, Boolean(viewer?.isAdmin));

  if (loading) return <LoadingBlock label="Loading application" />;
  if (viewer?.adminMfaRequired) return <AdminMfaRedirect />;
  if (!viewer) return <SignInRequired text="Please sign in to access the admin dashboard." />;
  if (!viewer.isAdmin) {
    return <AccessDenied text="You don't have admin permissions to access this dashboard." />;
  }

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/admin/experts">
          <ArrowLeft aria-hidden /> Back to Experts
        </Link>
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the application: {error.message}
        </p>
      ) : isPending ? (
        <LoadingBlock label="Loading application" />
      ) : (
        <>
          <header className="space-y-1">
            <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">
              {data.profile.fullName || data.email}
              <ExpertStatusBadge status={data.profile.status} />
            </h1>
            <p className="break-all text-slate-600">
              {data.email} · applied {formatDate(data.profile.appliedAt)}
            </p>
          </header>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <div className="space-y-6">
              <ProfileCard detail={data} />
              <EditLog edits={data.edits} />
            </div>
            <div className="space-y-6">
              {/* Remounted when the server's checklist changes, so the form shows what is stored. */}
              <VettingCard key={JSON.stringify([data.checklist, data.vettingScore])} detail={data} />
              <DecisionCard detail={data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
