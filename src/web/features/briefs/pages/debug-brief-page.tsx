import { Link, useSearchParams } from 'react-router';
import { isBriefId } from '@shared/domain/briefs';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useBriefRaw } from '../api/get-brief-raw';
import { BriefNotFound, BriefSignInRequired } from '../components/detail/brief-not-found';

export const meta: TPageMeta = {
  title: 'Brief debugger',
  description: 'Inspect how a brief is interpreted.',
};

/** /debug/brief?id={uuid}: the full raw record, for admins and the brief's owner. */
export default function DebugBriefPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { viewer, loading } = useViewer();
  const valid = isBriefId(id);
  const query = useBriefRaw(id ?? '', valid && Boolean(viewer));

  if (!id) {
    return (
      <div className="mx-auto max-w-md px-4 py-24">
        <Card>
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight">Debug brief</h1>
            <CardDescription>Add the brief's id to the address: /debug/brief?id=&lt;uuid&gt;</CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }
  if (!valid) return <BriefNotFound />;
  if (loading) return <LoadingBlock label="Loading brief" />;
  if (!viewer) return <BriefSignInRequired />;
  if (query.isPending) return <LoadingBlock label="Loading brief" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <BriefNotFound />;
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <p className="text-slate-700">We hit a snag loading your brief. Please try again.</p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Raw brief record</h1>
        <Button variant="outline" size="sm" asChild>
          <Link to={`/dashboard/briefs/${query.data.id}`}>Open brief page</Link>
        </Button>
      </div>
      <Card className="mt-6">
        <CardContent className="p-0">
          <pre className="max-h-[75vh] overflow-auto p-4 text-xs leading-relaxed" data-testid="raw-brief">
            {JSON.stringify(query.data, null, 2)}
          </pre>
        </CardContent>
      </Card>
    </div>
  );
}
