import { ChevronDown, ChevronRight, FileText, Package } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatFileSize, UPLOADABLE_DELIVERABLE_STATUSES } from '@shared/domain/deliverables';
import type { TDeliverable, TDeliverableList } from '@shared/schemas/deliverables';
import type { TProjectDetail } from '@shared/schemas/projects';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { toast } from '@web/lib/toast';
import { useListFocus } from '@web/lib/use-list-focus';
import { useClientDecision, useDeliverableEvents, useDeliverables } from '../../api/deliverables/deliverables-api';
import { CreateDeliverableForm } from './create-deliverable-form';
import { DeliverableStatusBadge, QaDecisionBadge } from './deliverable-status-badge';
import { DownloadButton } from './download-button';
import { FileUpload } from './file-upload';
import { RevisionDialog } from './revision-dialog';
import { StartWorkButton } from './start-work-button';
import { LocalDateTime, useDateFormats } from '@web/components/ui/local-date';

type ProjectPart = Pick<TProjectDetail, 'id' | 'isCustom' | 'status' | 'milestones'>;

function VersionHistory({ projectId, deliverable }: { projectId: string; deliverable: TDeliverable }) {
  const [open, setOpen] = useState(false);
  const panelId = `versions-${deliverable.id}`;
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="-ml-3"
      >
        {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
        Version history ({deliverable.files.length})
      </Button>
      {open && (
        <ol id={panelId} className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {deliverable.files.map((file) => (
            <li
              key={file.id}
              className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">Version {file.versionNumber}</span>
                  <QaDecisionBadge decision={file.qaDecision} />
                </p>
                <p className="break-all text-slate-700">
                  {file.fileName} · {formatFileSize(file.fileSize)}
                </p>
                <p className="text-xs text-slate-500">
                  {file.uploadedBy?.name ?? 'Former user'} · <LocalDateTime value={file.uploadedAt} />
                </p>
                {file.qaNote && <p className="text-xs text-amber-800">Revision note: {file.qaNote}</p>}
              </div>
              <DownloadButton
                projectId={projectId}
                deliverableId={deliverable.id}
                fileId={file.id}
                label={`Download ${file.fileName} (version ${file.versionNumber})`}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function DeliverableCard({
  project,
  deliverable,
  list,
  onRevision,
}: {
  project: ProjectPart;
  deliverable: TDeliverable;
  list: TDeliverableList;
  /** Opens the revision dialog; gets the button that opened it, for focus to come back to. */
  onRevision: (opener: HTMLElement) => void;
}) {
  const decide = useClientDecision(project.id);
  const formats = useDateFormats();
  const milestone = project.milestones.find((m) => m.id === deliverable.milestoneId) ?? null;
  const canDeliver = list.viewerRole === 'freelancer' || list.viewerRole === 'admin';
  const uploadable = (UPLOADABLE_DELIVERABLE_STATUSES as readonly string[]).includes(deliverable.status);
  const unfunded = milestone !== null && milestone.paymentStatus !== 'succeeded';
  // A cancelled or completed project takes no more work.
  const closed = project.status === 'completed' || project.status === 'cancelled';
  // The client's decision on a version still waiting is refused only once the project is cancelled (as the server does).
  const cancelled = project.status === 'cancelled';
  const latest = deliverable.files[0] ?? null;

  return (
    <Card data-testid="deliverable">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <CardTitle className="text-base">{deliverable.title}</CardTitle>
          {deliverable.description && <CardDescription className="mt-1">{deliverable.description}</CardDescription>}
          <p className="mt-1 text-xs text-slate-500">
            {[
              milestone && `Milestone ${milestone.milestoneNumber}: ${milestone.title}`,
              deliverable.dueDate && `Due ${formats.date(deliverable.dueDate)}`,
              deliverable.submittedAt && `Submitted ${formats.dateTime(deliverable.submittedAt)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <DeliverableStatusBadge status={deliverable.status} />
      </CardHeader>
      <CardContent className="space-y-3">
        {deliverable.status === 'revision_requested' && deliverable.rejectionReason && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <span className="font-medium">Revision requested:</span> {deliverable.rejectionReason}
          </p>
        )}
        {latest ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="break-all">
                Version {latest.versionNumber}: {latest.fileName} · {formatFileSize(latest.fileSize)}
              </span>
            </p>
            <DownloadButton
              projectId={project.id}
              deliverableId={deliverable.id}
              fileId={latest.id}
              label={`Download ${latest.fileName} (version ${latest.versionNumber})`}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-500">No files uploaded yet.</p>
        )}
        {deliverable.files.length > 0 && <VersionHistory projectId={project.id} deliverable={deliverable} />}

        {list.viewerRole === 'freelancer' &&
          deliverable.status === 'pending' &&
          project.status === 'active' &&
          !unfunded && <StartWorkButton projectId={project.id} deliverable={deliverable} />}
        {canDeliver && uploadable && project.status === 'active' && !unfunded && (
          <FileUpload
            projectId={project.id}
            deliverableId={deliverable.id}
            maxBytes={list.uploadMaxBytes}
            nextVersion={(latest?.versionNumber ?? 0) + 1}
          />
        )}
        {canDeliver && uploadable && unfunded && milestone && !closed && (
          <p className="text-sm text-slate-600">
            Milestone {milestone.milestoneNumber} is not funded yet: uploads open once the client funds it.
          </p>
        )}
        {canDeliver && uploadable && !unfunded && project.status !== 'active' && !closed && (
          <p className="text-sm text-slate-600">Uploads open once an expert is assigned and the project is active.</p>
        )}
        {deliverable.status === 'submitted' && (
          <p className="text-sm text-slate-600">
            In quality review: our team checks every version before the client sees it.
          </p>
        )}

        {list.viewerRole === 'client' && deliverable.status === 'ready_for_client' && !cancelled && (
          <p className="text-sm text-slate-600">Passed our quality review. Approve it, or request a revision.</p>
        )}
        {list.viewerRole === 'client' && deliverable.status === 'ready_for_client' && !cancelled && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: deliverable.id },
                  {
                    onSuccess: () => toast.success('Deliverable approved'),
                    onError: (error) => toast.error('Failed to approve deliverable', { description: error.message }),
                  },
                )
              }
            >
              Approve
            </Button>
            <Button variant="outline" onClick={(event) => onRevision(event.currentTarget)}>
              Request Revision
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The project's Deliverables tab: list with status and versions, create and upload (expert/admin), client decisions. */
export function DeliverablesTab({ project }: { project: ProjectPart }) {
  const query = useDeliverables(project.id);
  useDeliverableEvents();
  const decide = useClientDecision(project.id);
  const [revising, setRevising] = useState<TDeliverable | null>(null);
  const revisionOpener = useRef<HTMLElement | null>(null);
  // A decision replaces the card's buttons with its new status: focus stays on that card.
  const { listRef, listProps, returnFocus } = useListFocus<HTMLUListElement>(
    (query.data?.deliverables ?? []).map((deliverable) => deliverable.id),
  );

  useEffect(() => {
    if (query.error) toast.error('Failed to load deliverables', { description: query.error.message });
  }, [query.error]);

  if (query.isPending) return <ListSkeleton label="Loading deliverables" />;
  if (query.isError)
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle className="text-base">Failed to load deliverables</CardTitle>
          <CardDescription>{query.error.message}</CardDescription>
          <div>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </CardHeader>
      </Card>
    );

  const list = query.data;
  const canDeliver = list.viewerRole === 'freelancer' || list.viewerRole === 'admin';
  const closed = project.status === 'completed' || project.status === 'cancelled';

  return (
    <div className="space-y-4">
      {canDeliver && !closed && <CreateDeliverableForm project={project} />}
      {list.deliverables.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No deliverables yet"
          description={
            canDeliver ? 'Create the first deliverable, then upload its files.' : 'Deliverables will appear here.'
          }
        />
      ) : (
        <ul ref={listRef} {...listProps} className="space-y-3">
          {list.deliverables.map((deliverable) => (
            <li key={deliverable.id} tabIndex={-1} aria-label={deliverable.title}>
              <DeliverableCard
                project={project}
                deliverable={deliverable}
                list={list}
                onRevision={(opener) => {
                  revisionOpener.current = opener;
                  setRevising(deliverable);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <RevisionDialog
        target={revising}
        onClose={() => setRevising(null)}
        decide={decide}
        returnFocus={() => returnFocus(revisionOpener.current)}
      />
    </div>
  );
}
