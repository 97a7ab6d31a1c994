import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { TProposalForm } from './proposal-form';

type ProposalEditorProps = { form: TProposalForm; onChange: (form: TProposalForm) => void };

/** Edits roles, milestones, success metrics, budget band and weeks of a drafted proposal. */
export function ProposalEditor({ form, onChange }: ProposalEditorProps) {
  const id = useId();
  const set = <K extends keyof TProposalForm>(key: K, value: TProposalForm[K]) => onChange({ ...form, [key]: value });
  const setMilestone = (index: number, change: Partial<TProposalForm['milestones'][number]>) =>
    set(
      'milestones',
      form.milestones.map((milestone, at) => (at === index ? { ...milestone, ...change } : milestone)),
    );

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-budget`}>Budget band</Label>
          <Input
            id={`${id}-budget`}
            value={form.budgetBand}
            onChange={(event) => set('budgetBand', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-min`}>Weeks (from)</Label>
          <Input
            id={`${id}-min`}
            type="number"
            min={1}
            inputMode="numeric"
            value={form.weeksMin}
            onChange={(event) => set('weeksMin', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-max`}>Weeks (to)</Label>
          <Input
            id={`${id}-max`}
            type="number"
            min={1}
            inputMode="numeric"
            value={form.weeksMax}
            onChange={(event) => set('weeksMax', event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-roles`}>Roles (one per line)</Label>
          <Textarea
            id={`${id}-roles`}
            rows={4}
            value={form.roles}
            onChange={(event) => set('roles', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-metrics`}>Success metrics (one per line)</Label>
          <Textarea
            id={`${id}-metrics`}
            rows={4}
            value={form.successMetrics}
            onChange={(event) => set('successMetrics', event.target.value)}
          />
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Milestones</legend>
        {form.milestones.map((milestone, index) => (
          <div key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_7rem_auto]">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-m${index}-title`}>Milestone {index + 1}</Label>
              <Input
                id={`${id}-m${index}-title`}
                value={milestone.title}
                onChange={(event) => setMilestone(index, { title: event.target.value })}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-m${index}-eta`}>Due (day)</Label>
              <Input
                id={`${id}-m${index}-eta`}
                type="number"
                min={1}
                inputMode="numeric"
                value={milestone.etaDays}
                onChange={(event) => setMilestone(index, { etaDays: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="self-end"
              aria-label={`Remove milestone ${index + 1}`}
              onClick={() =>
                set(
                  'milestones',
                  form.milestones.filter((_, at) => at !== index),
                )
              }
            >
              <Trash2 />
            </Button>
            <div className="space-y-1.5 sm:col-span-3">
              <Label htmlFor={`${id}-m${index}-outcomes`}>Outcomes (one per line)</Label>
              <Textarea
                id={`${id}-m${index}-outcomes`}
                rows={2}
                value={milestone.outcomes}
                onChange={(event) => setMilestone(index, { outcomes: event.target.value })}
              />
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set('milestones', [...form.milestones, { title: '', etaDays: '', outcomes: '' }])}
        >
          <Plus aria-hidden />
          Add milestone
        </Button>
      </fieldset>
    </div>
  );
}
