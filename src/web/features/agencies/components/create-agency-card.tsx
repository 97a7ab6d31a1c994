import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AGENCY_DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@shared/domain/limits';
import { ZCreateAgencySchema, type TAgencyDetail, type TCreateAgency } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useCreateAgency } from '../api/create-agency';

const FIELD_IDS = { name: 'agency-name', description: 'agency-description' } as const;

/** The "Create Agency" form: a name and an optional description; the creator becomes the owner. */
export function CreateAgencyCard({ onCreated }: { onCreated: (agency: TAgencyDetail) => void }) {
  const create = useCreateAgency();
  const form = useForm<TCreateAgency>({
    resolver: zodResolver(ZCreateAgencySchema),
    defaultValues: { name: '', description: '' },
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (agency) => {
        toast.success('Agency created', { description: `${agency.name} is ready. Invite your team next.` });
        onCreated(agency);
      },
      onError: (error) => toast.error('Could not create agency', { description: error.message }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <Building2 className="size-8 text-brand-600" aria-hidden />
        <CardTitle asChild>
          <h2>Create Agency</h2>
        </CardTitle>
        <CardDescription>
          Build a roster of vetted experts, set the payout split for each project and share one dashboard. You will be
          the agency's owner.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" aria-label="Create Agency" noValidate>
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField id="agency-name" label="Agency name" error={errors.name?.message} summarised>
            <Input
              id="agency-name"
              autoComplete="organization"
              maxLength={NAME_MAX_LENGTH}
              {...describedBy('agency-name', errors.name)}
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="agency-description"
            label="Description (optional)"
            hint="What your agency does, in a sentence or two."
            error={errors.description?.message}
            summarised
          >
            <Textarea
              id="agency-description"
              rows={3}
              maxLength={AGENCY_DESCRIPTION_MAX_LENGTH}
              {...describedBy('agency-description', errors.description, true)}
              {...form.register('description')}
            />
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner label="Creating agency" className="size-4 text-white" />}
            Create Agency
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
