import { AccessDenied } from '@web/components/ui/access-denied';
import { Link } from 'react-router';
import { AdminHeaderStats } from '@web/features/admin-stats/components/admin-header-stats';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { AdminMfaRedirect } from '@web/lib/admin-mfa';
import { useViewer } from '@web/lib/viewer';
import { ADMIN_TABS } from './admin-tabs';
import { QueryTabs } from './query-tabs';

/** /admin: the check happens here (and on every admin API route); the route table has no guard. */
export default function AdminPage() {
  const { viewer, loading } = useViewer();

  if (loading) return <LoadingBlock label="Loading admin dashboard" />;
  if (viewer?.adminMfaRequired) return <AdminMfaRedirect />;
  if (!viewer?.isAdmin) {
    return <AccessDenied text="You don't have admin permissions to access this dashboard." />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="text-slate-600">Review quotes and deliverables, run matching and configure the marketplace.</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/admin/reports">Admin Reports</Link>
        </Button>
      </div>
      <AdminHeaderStats />
      <QueryTabs tabs={ADMIN_TABS} className="mt-8" />
    </div>
  );
}
