import { CheckCircle2 } from 'lucide-react';
import { PREVIEW_APPROVAL } from '@shared/domain/brief-gates';
import { briefReference } from '@shared/domain/briefs';
import type { TProposal } from '@shared/schemas/brief-ai';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ProposalView } from '../proposal-view';

type ProposalPreviewProps = {
  briefId: string;
  proposal: TProposal;
  assuredMode: boolean;
  onAccept: () => void;
  onContinue: () => void;
  continueLabel: string;
};

/** After Generate Proposal: the preview of the proposal; it is accepted on the brief's page once it passed QA. */
export function ProposalPreview({
  briefId,
  proposal,
  assuredMode,
  onAccept,
  onContinue,
  continueLabel,
}: ProposalPreviewProps) {
  return (
    <Card>
      <CardHeader>
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden />
          Brief submitted · Reference {briefReference(briefId)}
        </p>
        <h1 tabIndex={-1} id="builder-step-heading" className="text-2xl font-bold leading-tight outline-none">
          Your proposal preview
        </h1>
        <CardDescription>
          A first frame from your answers. Our team drafts the full proposal and checks it in QA within 2 hours; then
          you accept it to start matching.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ProposalView proposal={proposal} assuredMode={assuredMode} headingLevel={2} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onContinue}>
            {continueLabel}
          </Button>
          <Button onClick={onAccept}>{PREVIEW_APPROVAL.button}</Button>
        </div>
      </CardContent>
    </Card>
  );
}
