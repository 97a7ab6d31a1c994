import { Building2, CheckCircle2, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import type { TAgencyInvitation } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock, Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useAgencyInvitation } from '../api/get-invitation';
import { LoadError } from '../components/load-error';

export const meta: TPageMeta = {
  title: 'Agency invitation',
  description: 'An invitation to join an agency on Outcome Marketplace.',
};

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          {icon}
          <CardTitle asChild className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4 text-center">{children}</CardContent>
      </Card>
    </div>
  );
}

const buildingIcon = <Building2 className="size-10 text-brand-600" aria-hidden />;

function Answer({ invitation }: { invitation: TAgencyInvitation }) {
  const answer = useAnswerInvitation(invitation.id);
  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: (answered) =>
        answered.status === 'active'
          ? toast.success('Invitation accepted', { description: `Welcome to ${answered.agencyName}.` })
          : toast.success('Invitation declined', { description: `We let ${answered.agencyName} know.` }),
      onError: (error) => toast.error('Could not answer invitation', { description: error.message }),
    });
  const notVetted = answer.error instanceof ApiError && answer.error.code === 'agencies.join_not_vetted';

  return (
    <>
      {notVetted && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Only vetted experts can join an agency. Apply in the{' '}
          <Link to="/expert" className="font-medium underline">
            expert area
          </Link>{' '}
          first; this invitation waits for you.
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => respond('accept')} disabled={answer.isPending}>
          {answer.isPending && answer.variables === 'accept' && (
            <Spinner label="Accepting" className="size-4 text-white" />
          )}
          Accept Invitation
        </Button>
        <Button variant="outline" onClick={() => respond('decline')} disabled={answer.isPending}>
          {answer.isPending && answer.variables === 'decline' && <Spinner label="Declining" className="size-4" />}
          Decline
        </Button>
      </div>
    </>
  );
}

/** /agency/invitations/{id}: the invited address's user accepts or declines (the link of the invitation e-mail). */
export default function AgencyInvitationPage() {
  const { id = '' } = useParams();
  const { viewer, loading } = useViewer();
  const invitation = useAgencyInvitation(id, Boolean(viewer));

  if (loading) return <LoadingBlock label="Loading invitation" />;
  if (!viewer) {
    return (
      <Frame icon={buildingIcon} title="Agency invitation">
        <p className="text-slate-600">
          Sign in with the e-mail address the invitation was sent to. New here? Create your account with that address.
        </p>
        <Button asChild>
          <Link to={`/auth?next=${encodeURIComponent(`/agency/invitations/${id}`)}`}>Sign In</Link>
        </Button>
      </Frame>
    );
  }
  if (invitation.error) {
    if (invitation.error instanceof ApiError && invitation.error.status === 404) {
      return (
        <Frame icon={<MailX className="size-10 text-slate-400" aria-hidden />} title="Invitation not found">
          <p className="text-slate-600">
            This invitation was sent to another e-mail address, or it no longer exists. You are signed in as{' '}
            <span className="font-medium text-slate-900">{viewer.email}</span>.
          </p>
          <Button asChild variant="outline">
            <Link to="/agency">Go to your agency</Link>
          </Button>
        </Frame>
      );
    }
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <LoadError
          title="Error loading invitation"
          error={invitation.error}
          onRetry={() => void invitation.refetch()}
        />
      </div>
    );
  }
  if (invitation.isPending) return <LoadingBlock label="Loading invitation" />;

  const data = invitation.data;
  const role = AGENCY_ROLE_LABELS[data.role].toLowerCase();
  return (
    <Frame
      icon={data.status === 'active' ? <CheckCircle2 className="size-10 text-emerald-600" aria-hidden /> : buildingIcon}
      title={data.agencyName}
    >
      <CardDescription className="text-base text-slate-700">
        {data.ownerName} invited you to join {data.agencyName} as {role}.
      </CardDescription>
      <p className="text-xs text-slate-500">
        Sent to {data.email} on {formatDate(data.invitedAt)}
      </p>
      {data.status === 'invited' && <Answer invitation={data} />}
      {data.status === 'active' && (
        <>
          <p className="font-medium text-emerald-800">You are a member of {data.agencyName}.</p>
          <Button asChild>
            <Link to={`/agency?agency=${data.agencyId}`}>Open agency dashboard</Link>
          </Button>
        </>
      )}
      {data.status === 'declined' && <p className="text-slate-700">You declined this invitation.</p>}
      {data.status === 'removed' && (
        <p className="text-slate-700">This invitation was withdrawn by the agency owner.</p>
      )}
    </Frame>
  );
}
