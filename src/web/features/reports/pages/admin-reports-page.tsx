import { AccessDenied, SignInRequired } from '@web/components/ui/access-denied';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminMfaRedirect } from '@web/lib/admin-mfa';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { REPORT_TABS, type TReportTab } from '../components/report-definitions';
import { ReportsOverview } from '../components/reports-overview';
import {
  changeReportView,
  parseReportView,
  serialiseReportView,
  VIEW_KEYS,
  type TReportViewChange,
} from '../lib/report-url-state';

export const meta: TPageMeta = {
  title: 'Admin Reports',
  description: 'Marketplace KPIs, charts and reports on projects, freelancers, quotes, milestones, QA and meetings.',
};

const OVERVIEW = 'overview';

/** A report tab's table, its view read from (and written back to) the query string. */
function ReportTab({ report }: { report: TReportTab }) {
  const [params, setParams] = useSearchParams();
  const view = parseReportView(params, report.shape);
  const onChange = useCallback(
    (change: TReportViewChange) => {
      // A panel on its way out (the tab just changed) must not write its view over the new tab's.
      if (params.get(VIEW_KEYS.tab) !== report.tab) return;
      const next = changeReportView(view, change);
      if (next === view) return;
      // Each change is a history entry, so the back button steps back through views.
      setParams(serialiseReportView(report.tab, next, report.shape));
    },
    // `view` is rebuilt from `params` on every render; its query string is what identifies it.
    [params.toString(), report, setParams],
  );
  const { Table } = report;
  return <Table view={view} onChange={onChange} />;
}

function Reports() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(VIEW_KEYS.tab);
  const active = REPORT_TABS.some((report) => report.tab === requested) ? requested! : OVERVIEW;

  return (
    // Inside the admin workspace, whose navigation leads back to the other areas.
    <div>
      <h1 className="text-3xl font-bold">Admin Reports</h1>
      <p className="text-slate-600">KPIs computed from the marketplace's data, and every report with CSV export.</p>

      <Tabs
        value={active}
        // Each switch is one history entry (the trigger reports a click and a focus; only the first changes the tab).
        onValueChange={(tab) => tab !== active && setParams(tab === OVERVIEW ? {} : { [VIEW_KEYS.tab]: tab })}
        className="mt-8"
      >
        <TabsList aria-label="Reports">
          <TabsTrigger value={OVERVIEW}>Overview</TabsTrigger>
          {REPORT_TABS.map((report) => (
            <TabsTrigger key={report.tab} value={report.tab}>
              {report.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={OVERVIEW}>
          <ReportsOverview />
        </TabsContent>
        {REPORT_TABS.map((report) => (
          <TabsContent key={report.tab} value={report.tab}>
            <ReportTab report={report} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** /admin/reports: signed in and admin only (the check is here and on every report API route). */
export default function AdminReportsPage() {
  const { viewer, loading } = useViewer();

  if (loading) return <LoadingBlock label="Loading admin reports" />;
  if (!viewer) return <SignInRequired text="Please log in to access admin reports" />;
  if (viewer.adminMfaRequired) return <AdminMfaRedirect />;
  if (!viewer.isAdmin) {
    return <AccessDenied text="You don't have admin permissions to access admin reports." />;
  }
  return <Reports />;
}
