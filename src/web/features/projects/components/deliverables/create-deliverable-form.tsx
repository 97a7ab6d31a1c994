import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DELIVERABLE_TITLE_REQUIRED } from '@shared/domain/deliverables';
import { DELIVERABLE_DESCRIPTION_MAX_LENGTH, DELIVERABLE_TITLE_MAX_LENGTH } from '@shared/domain/limits';
import type { TProjectDetail } from '@shared/schemas/projects';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/lib/toast';
import { useCreateDeliverable } from '../../api/deliverables/deliverables-api';

/** The expert's (or an admin's) New Deliverable form: title required, description, due date, milestone on custom projects. */
export function CreateDeliverableForm({
  project,
}: {
  project: Pick<TProjectDetail, 'id' | 'isCustom' | 'milestones'>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [milestoneId, setMilestoneId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateDeliverable(project.id);

  const reset = () => {
    setTitle('');
    setDescription('');
    setDueDate('');
    setMilestoneId('');
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(DELIVERABLE_TITLE_REQUIRED);
    create.mutate(
      {
        title: title.trim(),
        description: description.trim() || null,
        dueDate: dueDate || null,
        milestoneId: milestoneId || null,
      },
      {
        onSuccess: () => {
          toast.success('Deliverable created successfully');
          reset();
          setOpen(false);
        },
        onError: (failure) => toast.error('Failed to create deliverable', { description: failure.message }),
      },
    );
  };

  if (!open)
    return (
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        New Deliverable
      </Button>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">New Deliverable</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id={`${id}-title`} label="Title" error={error}>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={DELIVERABLE_TITLE_MAX_LENGTH}
              autoFocus
              onChange={(event) => {
                setTitle(event.target.value);
                if (error) setError(undefined);
              }}
              {...describedBy(`${id}-title`, error)}
            />
          </FormField>
          <FormField id={`${id}-description`} label="Description (optional)">
            <Textarea
              id={`${id}-description`}
              value={description}
              rows={3}
              maxLength={DELIVERABLE_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-due`} label="Due date (optional)">
              <Input
                id={`${id}-due`}
                type="date"
                value={dueDate}
                onChange={(event) => setDueDate(event.target.value)}
              />
            </FormField>
            {project.isCustom && project.milestones.length > 0 && (
              <FormField id={`${id}-milestone`} label="Milestone (optional)">
                <NativeSelect
                  id={`${id}-milestone`}
                  value={milestoneId}
                  onChange={(event) => setMilestoneId(event.target.value)}
                >
                  <option value="">No milestone</option>
                  {project.milestones.map((milestone) => (
                    <option key={milestone.id} value={milestone.id}>
                      Milestone {milestone.milestoneNumber}: {milestone.title}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                reset();
                setOpen(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Deliverable'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
