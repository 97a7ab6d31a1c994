import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DELIVERABLE_DESCRIPTION_MAX_LENGTH, DELIVERABLE_TITLE_MAX_LENGTH } from '@shared/domain/limits';
import { DELIVERABLE_TITLE_REQUIRED } from '@shared/domain/deliverables';
import type { TProjectDetail } from '@shared/schemas/projects';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { resolverOnFirstUse } from '@web/lib/resolver-on-first-use';
import { toast } from '@web/lib/toast';
import { useCreateDeliverable } from '../../api/deliverables/deliverables-api';

/**
 * The API's checks, written here (importing the deliverables schemas at run time ties the page's chunks in a
 * circle); empty optional fields and the select's '' (no milestone) become null.
 */
const orNull = (value: string) => value || null;
const deliverableFormSchema = () =>
  z.object({
    title: z.string().trim().min(1, DELIVERABLE_TITLE_REQUIRED).max(DELIVERABLE_TITLE_MAX_LENGTH),
    description: z.string().trim().max(DELIVERABLE_DESCRIPTION_MAX_LENGTH).transform(orNull),
    dueDate: z.string().transform(orNull),
    milestoneId: z.string().transform(orNull),
  });
type TDeliverableFormInput = z.input<ReturnType<typeof deliverableFormSchema>>;
type TDeliverableForm = z.output<ReturnType<typeof deliverableFormSchema>>;
const deliverableResolver = resolverOnFirstUse(deliverableFormSchema);
const EMPTY: TDeliverableFormInput = { title: '', description: '', dueDate: '', milestoneId: '' };

/** The expert's (or an admin's) New Deliverable form: title required, description, due date, milestone on custom projects. */
export function CreateDeliverableForm({
  project,
}: {
  project: Pick<TProjectDetail, 'id' | 'isCustom' | 'milestones'>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Set as the form closes: the New Deliverable button that comes back takes focus.
  const focusOpener = useRef(false);
  const create = useCreateDeliverable(project.id);
  const form = useForm<TDeliverableFormInput, unknown, TDeliverableForm>({
    resolver: deliverableResolver,
    defaultValues: EMPTY,
  });
  const { errors, submitCount } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    focusOpener.current = true;
    setOpen(false);
  };

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success('Deliverable created successfully');
        close();
      },
      onError: (failure) => {
        if (!showServerFieldErrors(failure, form.setError, ['title', 'description', 'dueDate']))
          toast.error('Failed to create deliverable', { description: failure.message });
      },
    }),
  );

  if (!open)
    return (
      <Button
        ref={(button) => {
          if (button && focusOpener.current) button.focus();
          focusOpener.current = false;
        }}
        onClick={() => setOpen(true)}
      >
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
          <ErrorSummary
            key={submitCount}
            problems={problemsOf(errors, {
              title: `${id}-title`,
              description: `${id}-description`,
              dueDate: `${id}-due`,
            })}
          />
          <FormField id={`${id}-title`} label="Title" error={errors.title?.message} summarised>
            <Input
              id={`${id}-title`}
              maxLength={DELIVERABLE_TITLE_MAX_LENGTH}
              autoFocus
              {...form.register('title')}
              {...describedBy(`${id}-title`, errors.title)}
            />
          </FormField>
          <FormField
            id={`${id}-description`}
            label="Description (optional)"
            error={errors.description?.message}
            summarised
          >
            <Textarea
              id={`${id}-description`}
              rows={3}
              maxLength={DELIVERABLE_DESCRIPTION_MAX_LENGTH}
              {...form.register('description')}
              {...describedBy(`${id}-description`, errors.description)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-due`} label="Due date (optional)" error={errors.dueDate?.message} summarised>
              <Input
                id={`${id}-due`}
                type="date"
                {...form.register('dueDate')}
                {...describedBy(`${id}-due`, errors.dueDate)}
              />
            </FormField>
            {project.isCustom && project.milestones.length > 0 && (
              <FormField id={`${id}-milestone`} label="Milestone (optional)">
                <NativeSelect id={`${id}-milestone`} {...form.register('milestoneId')}>
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
            <Button type="button" variant="outline" onClick={close}>
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
