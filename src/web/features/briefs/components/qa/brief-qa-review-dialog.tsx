import { useState } from 'react';
import { Link } from 'react-router';
import { BUDGET_LABELS, EXPERT_STYLE_LABELS, TIMELINE_LABELS, URGENCY_LABELS } from '@shared/domain/brief-options';
import type { TBriefView } from '@shared/schemas/briefs';
import { Button } from '@web/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { LoadingBlock, Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useBrief } from '../../api/get-brief';
import { usePassBriefQa } from '../../api/pass-brief-qa';
import { useSaveBriefProposal } from '../../api/save-brief-proposal';
import { BriefAnalysisCard } from '../detail/brief-analysis-card';
import { fromProposalForm, toProposalForm, type TProposalForm } from './proposal-form';
import { ProposalEditor } from './proposal-editor';

function Review({ view, onDone }: { view: TBriefView; onDone: () => void }) {
  const { brief } = view;
  const [form, setForm] = useState<TProposalForm | null>(() =>
    brief.proposal ? toProposalForm(brief.proposal) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveBriefProposal(brief.id);
  const pass = usePassBriefQa(brief.id);
  const busy = save.isPending || pass.isPending;

  const checked = () => {
    if (!form) return null;
    const result = fromProposalForm(form);
    setProblem('error' in result ? result.error : null);
    return 'proposal' in result ? result.proposal : null;
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        {brief.contactName}
        {brief.company ? ` · ${brief.company}` : ''} ·{' '}
        {brief.structuredBrief.budget_range ? BUDGET_LABELS[brief.structuredBrief.budget_range] : 'No budget'} ·{' '}
        {brief.structuredBrief.timeline ? TIMELINE_LABELS[brief.structuredBrief.timeline] : 'No timeline'} ·{' '}
        {URGENCY_LABELS[brief.structuredBrief.urgency]} urgency
        {brief.structuredBrief.expert_style ? ` · ${EXPERT_STYLE_LABELS[brief.structuredBrief.expert_style]}` : ''} ·
        Outcome Assurance {brief.assuredMode ? 'on' : 'off'}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <BriefAnalysisCard brief={brief.structuredBrief} description="What the client wrote and how the AI read it." />
        <section aria-labelledby="qa-proposal-heading" className="space-y-4">
          <h3 id="qa-proposal-heading" className="text-lg font-semibold">
            Proposal
          </h3>
          {form ? (
            <ProposalEditor form={form} onChange={setForm} />
          ) : (
            <p className="text-sm text-slate-600">No proposal drafted yet.</p>
          )}
          {problem && (
            <p role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          )}
        </section>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={busy || !form}
          onClick={() => {
            const proposal = checked();
            if (!proposal) return;
            save.mutate(proposal, {
              onSuccess: () => toast.success('Proposal saved'),
              onError: (error) => toast.error('Action Failed', { description: error.message }),
            });
          }}
        >
          {save.isPending && <Spinner label="Saving" className="size-4" />}
          Save Changes
        </Button>
        <Button
          disabled={busy || !form}
          onClick={() => {
            const proposal = checked();
            if (!proposal) return;
            pass.mutate(proposal, {
              onSuccess: () => {
                toast.success('QA passed', { description: 'The proposal is being released to the client.' });
                onDone();
              },
              onError: (error) => toast.error('Action Failed', { description: error.message }),
            });
          }}
        >
          {pass.isPending && <Spinner label="Passing" className="size-4 text-white" />}
          Pass QA
        </Button>
      </div>
    </div>
  );
}

/** The admin's review of one brief: what the client asked, and the proposal to edit and pass. */
export function BriefQaReviewDialog({
  briefId,
  title,
  onDone,
}: {
  briefId: string;
  title: string;
  onDone: () => void;
}) {
  const query = useBrief(briefId, null, true);
  return (
    <DialogContent className="max-w-6xl">
      <DialogTitle className="pr-8">{title}</DialogTitle>
      <DialogDescription>
        Check the drafted proposal against the brief, edit it if needed, then pass it to release it to the client.{' '}
        <Link className="text-brand-600 hover:underline" to={`/dashboard/briefs/${briefId}`}>
          Open the brief page
        </Link>
      </DialogDescription>
      <div className="mt-6">
        {query.isPending ? (
          <LoadingBlock label="Loading brief" />
        ) : query.isError ? (
          <p className="text-sm text-red-600">{query.error.message}</p>
        ) : (
          <Review view={query.data} onDone={onDone} />
        )}
      </div>
    </DialogContent>
  );
}
