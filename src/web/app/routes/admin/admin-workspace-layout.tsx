import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageMeta } from '@web/components/page-meta';
import { AccessDenied, SignInRequired } from '@web/components/ui/access-denied';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useAdminWorkload } from '@web/features/admin-workspace/api/get-admin-workload';
import { AdminQuickSearch } from '@web/features/admin-workspace/components/admin-quick-search';
import { DemoStatusBanner } from '@web/features/admin-workspace/components/demo-status-banner';
import { RestoreTestNotice } from '@web/features/backups/components/restore-test-notice';
import { MailDeliveryNotice } from '@web/features/mail-delivery/components/mail-delivery-notice';
import { AdminMfaRedirect } from '@web/lib/admin-mfa';
import { useViewer } from '@web/lib/viewer';
import { ADMIN_AREAS } from './admin-area-list';
import { AdminNav, isActiveArea } from './admin-nav';

// The phone drawer loads when it is first wanted (decision 044).
const loadDrawer = () => import('./admin-nav-drawer');
const AdminNavDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * Every /admin page: the admin check (here and on every admin API route; the route table has no guard), then the
 * workspace — a left navigation of areas with their waiting work (a drawer on phones), the quick search, and the area.
 * The same container as the header, so the two line up. /admin/reports checks rights itself (signed-out visitors get
 * its own sign-in card), so for non-admins it renders alone.
 */
const ADMIN_ACCESS_DESCRIPTION = 'Review quotes and deliverables, run matching and configure the marketplace.';

export default function AdminWorkspaceLayout() {
  const { viewer, loading } = useViewer();
  const { pathname } = useLocation();

  if (pathname.startsWith('/admin/reports') && !viewer?.isAdmin) return <Outlet />;
  if (loading) return <LoadingBlock label="Loading admin dashboard" />;
  if (viewer?.adminMfaRequired) return <AdminMfaRedirect />;
  if (!viewer?.isAdmin) {
    // The pages (and their titles) render inside the workspace only: this card names the page itself.
    return (
      <>
        <PageMeta title="Admin Dashboard" description={ADMIN_ACCESS_DESCRIPTION} />
        {viewer ? (
          <AccessDenied text="You don't have admin permissions to access this dashboard." />
        ) : (
          <SignInRequired text="Please sign in to access the admin dashboard." />
        )}
      </>
    );
  }
  return <Workspace />;
}

function Workspace() {
  const { data: workload } = useAdminWorkload();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const current = ADMIN_AREAS.find((area) => isActiveArea(area, pathname));
  const waiting = workload ? Object.values(workload).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-8">
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <aside className="hidden lg:block">
          <nav aria-label="Admin areas" className="sticky top-24">
            <AdminNav workload={workload} />
          </nav>
        </aside>
        <div className="min-w-0">
          <div className="mb-6 flex items-center gap-2">
            <button
              ref={menuButton}
              type="button"
              className="flex h-10 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:hidden"
              aria-label={`Admin menu${current ? `: ${current.label}` : ''}${waiting ? `, ${waiting} waiting` : ''}`}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
            >
              <Menu className="size-4" aria-hidden />
              <span className="max-w-[8rem] truncate">{current?.label ?? 'Admin'}</span>
              {waiting > 0 && (
                <span
                  className="rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white"
                  aria-hidden
                >
                  {waiting}
                </span>
              )}
            </button>
            {drawerOpen && (
              <Suspense fallback={null}>
                <AdminNavDrawer workload={workload} onClose={() => setDrawerOpen(false)} opener={menuButton.current} />
              </Suspense>
            )}
            <AdminQuickSearch className="min-w-0 flex-1 lg:max-w-md" />
          </div>
          <DemoStatusBanner />
          <RestoreTestNotice />
          <MailDeliveryNotice />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
