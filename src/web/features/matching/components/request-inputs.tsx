import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { plural } from '@shared/domain/plural';
import type { TMatchingRequest } from '@shared/schemas/matching';
import { Button } from '@web/components/ui/button';
import { budgetBand, budgetLabel, timelineLabel } from '../lib/matching-labels';
import { RequestInputsForm } from './request-inputs-form';
import { SkillSources } from './skill-sources';
import { Terms } from './term-list';

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
        <RequestInputsForm requestId={request.id} inputs={inputs} onDone={() => setEditing(false)} />
      ) : locked ? (
        <p className="text-xs text-slate-500">An expert has accepted an invitation: these inputs are now fixed.</p>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          Edit Inputs
        </Button>
      )}
    </div>
  );
}
