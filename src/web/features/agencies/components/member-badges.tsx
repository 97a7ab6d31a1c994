import {
  AGENCY_MEMBER_STATUS_LABELS,
  AGENCY_ROLE_LABELS,
  type TAgencyMemberStatus,
  type TAgencyRole,
} from '@shared/domain/agencies';
import { Badge } from '@web/components/ui/badge';

const STATUS_VARIANT = {
  invited: 'warning',
  active: 'success',
  declined: 'secondary',
  removed: 'secondary',
} as const satisfies Record<TAgencyMemberStatus, string>;

export function MemberStatusBadge({ status }: { status: TAgencyMemberStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{AGENCY_MEMBER_STATUS_LABELS[status]}</Badge>;
}

export function RoleBadge({ role }: { role: TAgencyRole }) {
  return <Badge variant={role === 'owner' ? 'default' : 'outline'}>{AGENCY_ROLE_LABELS[role]}</Badge>;
}

/** A person as the roster shows them: their name, else their e-mail. */
export const personName = (person: { fullName: string | null; email: string }) => person.fullName || person.email;
