import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AGENCY_MEMBER_ROLES, AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import { EMAIL_MAX_LENGTH } from '@shared/domain/limits';
import { ZInviteMemberSchema, type TInviteMember } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useInviteMember } from '../api/invite-member';

const FIELD_IDS = { email: 'invite-email' } as const;

/** The owner invites someone by e-mail with a role; they get a link to accept. */
export function InviteMemberForm({ agencyId }: { agencyId: string }) {
  const invite = useInviteMember(agencyId);
  const form = useForm<TInviteMember>({
    resolver: zodResolver(ZInviteMemberSchema),
    defaultValues: { email: '', role: 'supporting_expert' },
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: () => {
        toast.success('Invitation sent', { description: `We e-mailed an invitation to ${input.email.trim()}.` });
        form.reset({ email: '', role: input.role });
      },
      onError: (error) => toast.error('Could not send invitation', { description: error.message }),
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Invite a member"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
    >
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} className="col-span-full" />
      <FormField id="invite-email" label="Email" error={errors.email?.message} summarised>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="name@example.com"
          {...describedBy('invite-email', errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="invite-role" label="Role">
        <NativeSelect id="invite-role" {...form.register('role')}>
          {AGENCY_MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {AGENCY_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={invite.isPending}>
        {invite.isPending ? <Spinner label="Sending invitation" className="size-4 text-white" /> : <Send aria-hidden />}
        Send Invitation
      </Button>
    </form>
  );
}
