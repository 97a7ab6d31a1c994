import { ExpertAgencyTab } from '@web/features/agencies/components/expert-agency-tab';
import { EarningsTab } from '@web/features/escrow/components/earnings-tab';
import { ExpertProfileTab } from '@web/features/experts/components/expert-profile-tab';
import { InvitationsTab } from '@web/features/matching/components/invitations-tab';
import { ExpertProjectsTab } from '@web/features/projects/components/expert-projects-tab';
import { ExpertQuotesTab } from '@web/features/quotes/expert/components/expert-quotes-tab';
import type { QueryTab } from './query-tabs';

/**
 * The expert area's tabs (/expert), contributed by features (compose in app/). `vettedOnly` tabs are shown to vetted
 * experts only; an applicant (or a rejected or suspended expert) sees the rest. The first tab shown is the default,
 * so list the vetted experts' daily work (invitations) first and the profile last.
 */
export type ExpertTab = QueryTab & { vettedOnly?: boolean };

export const EXPERT_TABS: ExpertTab[] = [
  { value: 'invitations', label: 'Invitations', Component: InvitationsTab, vettedOnly: true },
  { value: 'quotes', label: 'My Quotes', Component: ExpertQuotesTab, vettedOnly: true },
  { value: 'projects', label: 'My Projects', Component: ExpertProjectsTab, vettedOnly: true },
  { value: 'earnings', label: 'Earnings', Component: EarningsTab, vettedOnly: true },
  { value: 'agency', label: 'Agency', Component: ExpertAgencyTab, vettedOnly: true },
  { value: 'profile', label: 'Profile', Component: ExpertProfileTab },
];
