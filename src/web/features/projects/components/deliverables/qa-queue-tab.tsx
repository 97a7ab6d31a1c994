import { ClipboardCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '@shared/domain/deliverables';
import type { TQaQueueItem } from '@shared/schemas/deliverables';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ListPager, pagingOf } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useListFocus } from '@web/lib/use-list-focus';
import { usePageParam } from '@web/lib/use-page-param';
import { useDeliverableEvents, useQaDecision, useQaQueue } from '../../api/deliverables/deliverables-api';
import { DownloadButton } from './download-button';
import { RevisionDialog } from './revision-dialog';

/** Admin "QA Queue": a page of submitted deliverables, oldest first, each checked by a person before the client sees it. */
export function QaQueueTab() {
  const pageParam = usePageParam();
  const query = useQaQueue(pageParam[0]);
  const paging = pagingOf('QA Queue', pageParam, query);
  useDeliverableEvents();
  const decide = useQaDecision();
  const [revising, setRevising] = useState<TQaQueueItem | null>(null);
  const items = query.data?.items ?? [];
  const revisionOpener = useRef<HTMLElement | null>(null);
  const { listRef, listProps, returnFocus } = useListFocus<HTMLUListElement>(items.map((item) => item.id));

  // A second press on a row already being approved does nothing; the button is not disabled meanwhile, as a
  // disabled button would drop keyboard focus to the page body.
  const approve = (item: TQaQueueItem) => {
    if (decide.isPending && decide.variables.id === item.id) return;
    decide.mutate(
      { id: item.id },
      {
        onSuccess: () => toast.success('Deliverable approved'),
        onError: (error) => toast.error('Failed to approve deliverable', { description: error.message }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardDescription>
          Submitted deliverables, oldest first. Approve to send a version to the client, or request a revision with a
          reason. {query.data ? `${query.data.total} waiting.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading the QA Queue">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div className="py-6 text-center text-sm text-slate-600" role="alert">
            <p>Failed to load the QA Queue.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : query.data.total === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-500">
            <ClipboardCheck className="size-8 text-slate-400" aria-hidden />
            <p>No deliverables waiting for QA.</p>
          </div>
        ) : (
          <div className="space-y-4">
            <ul ref={listRef} {...listProps} className="divide-y divide-slate-100" data-testid="qa-queue">
              {items.map((item) => (
                <li
                  key={item.id}
                  aria-label={item.title}
                  tabIndex={-1}
                  className="flex flex-col gap-3 px-1 py-4 lg:flex-row lg:items-center lg:justify-between"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium text-slate-900">{item.title}</p>
                    <p className="text-sm text-slate-600">
                      <Link
                        to={`/project/${item.projectId}`}
                        className="text-brand-700 underline-offset-4 hover:underline"
                      >
                        {item.projectTitle}
                      </Link>
                    </p>
                    <p className="break-all text-xs text-slate-500">
                      {item.latestFile
                        ? `Version ${item.latestFile.versionNumber} · ${item.latestFile.fileName} · ${formatFileSize(item.latestFile.fileSize)} · by ${item.latestFile.uploadedBy?.name ?? 'Former user'}`
                        : 'No file'}
                      {item.submittedAt && ` · submitted ${formatDateTime(item.submittedAt)}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {item.latestFile && (
                      <DownloadButton
                        projectId={item.projectId}
                        deliverableId={item.id}
                        fileId={item.latestFile.id}
                        label={`Download ${item.latestFile.fileName} (version ${item.latestFile.versionNumber}) of ‘${item.title}’`}
                      />
                    )}
                    <Button size="sm" aria-label={`Approve ‘${item.title}’`} onClick={() => approve(item)}>
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Request Revision of ‘${item.title}’`}
                      onClick={(event) => {
                        revisionOpener.current = event.currentTarget;
                        setRevising(item);
                      }}
                    >
                      Request Revision
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {paging && <ListPager {...paging} rows={items.length} />}
          </div>
        )}
      </CardContent>
      <RevisionDialog
        target={revising}
        onClose={() => setRevising(null)}
        decide={decide}
        returnFocus={() => returnFocus(revisionOpener.current)}
      />
    </Card>
  );
}
