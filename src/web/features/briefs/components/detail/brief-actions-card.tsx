import { Archive, CheckCircle2, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BRIEF_BUILDER_TOASTS } from '@shared/domain/brief-gates';
import type { TBriefView } from '@shared/schemas/briefs';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useAcceptBrief } from '../../api/accept-brief';
import { useArchiveBrief } from '../../api/archive-brief';

/** Accept Proposal (only at proposal_ready, for the owner), Archive (owner or admin), or the secure-link note. */
export function BriefActionsCard({ view }: { view: TBriefView }) {
  const { brief, can, access } = view;
  const accept = useAcceptBrief(brief.id);
  const archive = useArchiveBrief(brief.id);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const readOnlyAtReady = access === 'token' && brief.status === 'proposal_ready';

  if (!can.accept && !can.archive && !readOnlyAtReady && access !== 'token') return null;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Next steps</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {brief.status === 'proposal_ready' && can.accept && (
          <Button
            size="lg"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                // The spec's confirmation, shown only now that the acceptance is recorded.
                onSuccess: () =>
                  toast.success(BRIEF_BUILDER_TOASTS.proposalConfirmed.title, {
                    description: BRIEF_BUILDER_TOASTS.proposalConfirmed.description,
                  }),
                onError: (error) => toast.error('Action Failed', { description: error.message }),
              })
            }
          >
            {accept.isPending ? (
              <Spinner label="Accepting" className="size-4 text-white" />
            ) : (
              <CheckCircle2 aria-hidden />
            )}
            Accept Proposal
          </Button>
        )}
        {access === 'token' && (
          <div className="space-y-3 text-sm text-slate-600">
            <p>
              You are viewing this brief with your secure link (read only). Sign in with {brief.contactEmail} to
              {readOnlyAtReady ? ' accept the proposal and' : ''} keep it in your dashboard.
            </p>
            <Button variant="outline" asChild>
              <Link to="/auth">
                <LogIn aria-hidden />
                Sign In
              </Link>
            </Button>
          </div>
        )}
        {can.archive && (
          <Button
            variant="ghost"
            className="text-slate-600"
            onClick={() => setConfirmArchive(true)}
            disabled={archive.isPending}
          >
            <Archive aria-hidden />
            Archive Brief
          </Button>
        )}
      </CardContent>
      <Dialog open={confirmArchive} onOpenChange={setConfirmArchive}>
        <DialogContent>
          <DialogTitle>Archive this brief?</DialogTitle>
          <DialogDescription>It stays readable but nothing more happens with it.</DialogDescription>
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate(undefined, {
                  onSuccess: () => {
                    setConfirmArchive(false);
                    toast.success('Brief archived');
                  },
                  onError: (error) => toast.error('Action Failed', { description: error.message }),
                })
              }
            >
              Archive
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
