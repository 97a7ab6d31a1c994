import { UserMinus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { AGENCY_MEMBER_ROLES, AGENCY_ROLE_LABELS, type TAgencyMemberRole } from '@shared/domain/agencies';
import type { TAgencyDetail, TAgencyMember } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { InviteMemberForm } from './invite-member-form';
import { MemberStatusBadge, personName, RoleBadge } from './member-badges';
import { TruncatedText } from '@web/components/ui/truncated-text';

/** Active members first, then open invitations, then past entries; each group in the order they were invited. */
const STATUS_ORDER = { active: 0, invited: 1, declined: 2, removed: 3 } as const;
const byStatus = (a: TAgencyMember, b: TAgencyMember) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status];

function MemberRow({
  agencyId,
  member,
  canManage,
  onRemove,
}: {
  agencyId: string;
  member: TAgencyMember;
  canManage: boolean;
  onRemove: (member: TAgencyMember, trigger: HTMLButtonElement) => void;
}) {
  const changeRole = useChangeMemberRole(agencyId);
  const name = personName(member);
  const current = member.status === 'active' || member.status === 'invited';
  const editable = canManage && member.role !== 'owner' && current;

  // The choice waits for "Save role": arrow keys on a closed <select> change it one step at a time.
  const [chosen, setChosen] = useState<TAgencyMemberRole | null>(null);
  const role = chosen ?? (member.role as TAgencyMemberRole);

  const saveRole = () =>
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => {
          setChosen(null);
          toast.success('Role updated', { description: `${name} is now ${AGENCY_ROLE_LABELS[role]}.` });
        },
        onError: (error) => toast.error('Could not change role', { description: error.message }),
      },
    );

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <TruncatedText className="font-medium text-slate-900" text={name} />
        {member.fullName && <TruncatedText className="text-sm text-slate-600" text={member.email} />}
        <p className="text-xs text-slate-500">
          {member.status === 'active' && member.respondedAt
            ? `Joined ${formatDate(member.respondedAt)}`
            : `Invited ${formatDate(member.invitedAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {editable ? (
          <NativeSelect
            aria-label={`Role of ${name}`}
            className="h-9 w-44"
            value={role}
            disabled={changeRole.isPending}
            onChange={(event) => setChosen(event.target.value as TAgencyMemberRole)}
          >
            {AGENCY_MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {AGENCY_ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <RoleBadge role={member.role} />
        )}
        {editable && role !== member.role && (
          <Button size="sm" onClick={saveRole} disabled={changeRole.isPending} aria-label={`Save role of ${name}`}>
            {changeRole.isPending && <Spinner label="Saving role" className="size-4 text-white" />}
            Save role
          </Button>
        )}
        <MemberStatusBadge status={member.status} />
        {canManage && member.role !== 'owner' && member.status !== 'removed' && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Remove ${name}`}
            onClick={(event) => onRemove(member, event.currentTarget)}
          >
            <UserMinus aria-hidden />
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

type Removal = { member: TAgencyMember; trigger: HTMLButtonElement };

function ConfirmRemoval({
  agency,
  open,
  removal,
  fallbackFocus,
  onClose,
}: {
  agency: TAgencyDetail;
  open: boolean;
  /** Kept after closing, so focus can go back to the button that opened the dialog. */
  removal: Removal | null;
  /** Where focus goes when the Remove button that opened the dialog is gone (the member was removed). */
  fallbackFocus: () => HTMLElement | null;
  onClose: () => void;
}) {
  const member = removal?.member ?? null;
  const remove = useRemoveMember(agency.id);
  const name = member ? personName(member) : '';
  const invitation = member?.status === 'invited';

  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(invitation ? 'Invitation withdrawn' : 'Member removed', {
          description: invitation ? `${member.email} can no longer join.` : `${name} is no longer on the roster.`,
        });
        onClose();
      },
      onError: (error) => toast.error('Could not remove member', { description: error.message }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const trigger = removal?.trigger;
          (trigger?.isConnected ? trigger : fallbackFocus())?.focus();
        }}
      >
        <DialogTitle>{invitation ? 'Withdraw invitation?' : 'Remove member?'}</DialogTitle>
        <DialogDescription className="mt-2">
          {invitation
            ? `The invitation to ${member?.email} will stop working. You can invite them again later.`
            : `${name} will leave ${agency.name} and no longer see its dashboard. You can invite them again later.`}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner label="Removing" className="size-4 text-white" />}
            {invitation ? 'Withdraw invitation' : 'Remove member'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The roster with roles and statuses; the owner also invites, changes roles and removes (after confirming). */
export function RosterSection({ agency }: { agency: TAgencyDetail }) {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const members = [...agency.members].sort(byStatus);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2 ref={heading} tabIndex={-1}>
            <Users className="size-5 text-brand-600" aria-hidden />
            Roster
          </h2>
        </CardTitle>
        <CardDescription>
          {agency.canManage
            ? 'Invite experts by e-mail: they join once they accept. Roles: owner, lead expert, supporting expert.'
            : 'The people on your agency’s team.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {agency.canManage && <InviteMemberForm agencyId={agency.id} />}
        <ul className="divide-y divide-slate-100" aria-label="Roster">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              agencyId={agency.id}
              member={member}
              canManage={agency.canManage}
              onRemove={(chosen, trigger) => {
                setRemoval({ member: chosen, trigger });
                setConfirming(true);
              }}
            />
          ))}
        </ul>
      </CardContent>
      {agency.canManage && (
        <ConfirmRemoval
          agency={agency}
          open={confirming}
          removal={removal}
          fallbackFocus={() => heading.current}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
