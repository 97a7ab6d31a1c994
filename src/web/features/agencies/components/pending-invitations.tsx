import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import type { TAgencyInvitation } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** Invitations to the viewer's address still waiting for an answer, each linking to its page. */
export function PendingInvitations({ invitations }: { invitations: TAgencyInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <Card className="border-brand-200 bg-brand-50/60">
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <Mail className="size-5 text-brand-600" aria-hidden />
            Agency invitations
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-800">
                {invitation.ownerName} invited you to join{' '}
                <span className="font-semibold">{invitation.agencyName}</span> as{' '}
                {AGENCY_ROLE_LABELS[invitation.role].toLowerCase()}.
              </p>
              <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
                <Link
                  to={`/agency/invitations/${invitation.id}`}
                  aria-label={`View invitation: ${invitation.agencyName}`}
                >
                  View invitation
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
