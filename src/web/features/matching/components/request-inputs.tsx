import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { plural } from '@shared/domain/plural';
import type { TMatchingRequest } from '@shared/schemas/matching';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { budgetBand, budgetLabel, timelineLabel } from '../lib/matching-labels';
import { SkillSources } from './skill-sources';
import { Terms } from './term-list';

// The form (its schema and the skill vocabulary, the area's costliest code to start) loads when about to be opened.
const loadForm = () => import('./request-inputs-form');
const RequestInputsForm = lazy(() => loadForm().then(({ RequestInputsForm }) => ({ default: RequestInputsForm })));
const preloadForm = () => void loadForm().catch(() => undefined);

/**
 * What matching reads of the request, with where its skills came from; the admin may edit the skills, industry and
 * outcomes until an expert accepts an invitation.
 */
export function RequestInputs({ request }: { request: TMatchingRequest }) {
  const [editing, setEditing] = useState(false);
  const { inputs } = request;
  const band = budgetBand(inputs.budgetMin, inputs.budgetMax, inputs.currency);
  const locked = request.invitations.some((invitation) => invitation.status === 'accepted');
  return (
    <div className="space-y-3">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Budget</dt>
          <dd>{band ?? (request.budgetRange ? budgetLabel(request.budgetRange) : '—')}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Timeline</dt>
          <dd>
            {request.timelinePreference ? timelineLabel(request.timelinePreference) : '—'}
            {inputs.estimatedHours !== null && ` · about ${plural(inputs.estimatedHours, 'hour')}`}
          </dd>
        </div>
        {!editing && (
          <>
            <div>
              <dt className="text-xs uppercase tracking-wide text-slate-500">Industry</dt>
              <dd>{inputs.industry ?? '—'}</dd>
            </div>
            <Terms label="Skills" terms={inputs.requiredSkills} />
            <Terms label="Outcomes" terms={inputs.outcomeTags} />
          </>
        )}
        <SkillSources skillSources={request.skillSources} />
      </dl>
      {editing ? (
        <Suspense fallback={<LoadingBlock label="Loading the inputs form" />}>
          <RequestInputsForm requestId={request.id} inputs={inputs} onDone={() => setEditing(false)} />
        </Suspense>
      ) : locked ? (
        <p className="text-xs text-slate-500">An expert has accepted an invitation: these inputs are now fixed.</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden />
          Edit Inputs
        </Button>
      )}
    </div>
  );
}
