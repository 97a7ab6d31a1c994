import { useParams } from 'react-router';
import { InvitationDetail } from '@web/features/matching/components/invitation-detail';
import { ExpertQuotePanel } from '@web/features/quotes/expert/components/expert-quote-panel';
import type { TPageMeta } from '@web/components/page-meta';

export const meta: TPageMeta = {
  title: 'Project invitation',
  description: "An invitation to quote for a client's project.",
};

/**
 * /expert/invitations/{id}: the invitation (matching) and, once accepted on a custom request, the expert's quote
 * written with the admins' quote editor (quotes). Composed here because features do not import each other.
 */
export default function ExpertInvitationPage() {
  const { id = '' } = useParams();
  return (
    <InvitationDetail
      id={id}
      quoting={(invitation) => (
        <ExpertQuotePanel
          requestId={invitation.request.id}
          projectTitle={invitation.request.projectTitle}
          canQuote={invitation.canQuote}
        />
      )}
    />
  );
}
