import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TContactErrors, TSendBrief } from './send-brief';

export type { TContactErrors };

export const loadSendBrief = () => import('./send-brief');

/**
 * Step 7's Generate Proposal (send-brief.ts, fetched when pressed; the builder fetches it with the later steps once
 * the page is idle): whether it is under way, and what the contact details lack.
 */
export function useBriefSubmission({
  draft,
  update,
  origin,
  signInRequired,
  preferredExpertId = null,
}: Pick<TSendBrief, 'draft' | 'update' | 'origin' | 'signInRequired'> & { preferredExpertId?: string | null }) {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [contactErrors, setContactErrors] = useState<TContactErrors>({});

  async function submit(): Promise<void> {
    setSubmitting(true);
    try {
      const { sendBrief } = await loadSendBrief();
      await sendBrief({ queryClient, draft, update, origin, signInRequired, preferredExpertId, setContactErrors });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, contactErrors };
}
