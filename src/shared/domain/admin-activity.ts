/**
 * The administrator activity log's closed list of actions, each with the words the Activity tab shows and the kind
 * of thing it acts on. Every admin action that changes state records exactly one entry in its own transaction.
 */
export const ADMIN_ACTIONS = {
  'expert.vetting_updated': { label: 'Updated an expert’s vetting', target: 'expert' },
  'expert.decided': { label: 'Decided on an expert application', target: 'expert' },
  'quote.created': { label: 'Wrote a quote', target: 'quote' },
  'quote.revised': { label: 'Revised a quote', target: 'quote' },
  'quote.approved_for_sending': { label: 'Approved a quote for sending', target: 'quote' },
  'quote.held': { label: 'Held a quote', target: 'quote' },
  'request.reviewed': { label: 'Marked a request reviewed', target: 'request' },
  'brief.proposal_edited': { label: 'Edited a brief’s proposal in QA', target: 'brief' },
  'brief.released': { label: 'Passed a brief’s QA and released its proposal', target: 'brief' },
  'deliverable.qa_approved': { label: 'Passed a deliverable’s QA', target: 'deliverable' },
  'deliverable.qa_revision_requested': { label: 'Asked for a deliverable revision in QA', target: 'deliverable' },
  'matching.invitations_sent': { label: 'Sent invitations', target: 'request' },
  'matching.marked_not_a_fit': { label: 'Marked a candidate not a fit', target: 'request' },
  'matching.inputs_edited': { label: 'Edited a request’s matching inputs', target: 'request' },
  'dispute.resolved': { label: 'Resolved a dispute', target: 'dispute' },
  'assurance.replacement_completed': { label: 'Replaced a project’s expert', target: 'replacement' },
  'project.cancelled': { label: 'Cancelled a project', target: 'project' },
  'meeting.rescheduled': { label: 'Rescheduled a meeting', target: 'meeting' },
  'meeting.cancelled': { label: 'Cancelled a meeting', target: 'meeting' },
  'setting.changed': { label: 'Changed a setting', target: 'setting' },
  'catalog.category_created': { label: 'Created a catalog category', target: 'category' },
  'catalog.category_updated': { label: 'Edited a catalog category', target: 'category' },
  'catalog.pack_created': { label: 'Created an outcome pack', target: 'pack' },
  'catalog.pack_updated': { label: 'Edited an outcome pack', target: 'pack' },
  'account.first_admin_created': { label: 'Created the first admin account with the setup link', target: 'account' },
  'account.admin_granted': { label: 'Granted admin rights', target: 'account' },
  'account.admin_revoked': { label: 'Removed admin rights', target: 'account' },
  'account.mfa_reset': { label: 'Reset an account’s two-factor authentication', target: 'account' },
  'account.bank_transfer_enabled': { label: 'Allowed a client to pay by bank transfer', target: 'account' },
  'account.bank_transfer_disabled': { label: 'Stopped a client paying by bank transfer', target: 'account' },
  'payment.transfer_received': { label: 'Marked a bank transfer received', target: 'milestone' },
  'payment.reconciliation_run': { label: 'Reconciled payments with the provider', target: 'reconciliation' },
  'mail.bounce_cleared': { label: 'Let optional e-mail go to a bounced address again', target: 'email' },
} as const;

export type TAdminAction = keyof typeof ADMIN_ACTIONS;
export const ADMIN_ACTION_NAMES = Object.keys(ADMIN_ACTIONS) as [TAdminAction, ...TAdminAction[]];

export type TAdminTargetType = (typeof ADMIN_ACTIONS)[TAdminAction]['target'];
export const ADMIN_TARGET_TYPES = [...new Set(Object.values(ADMIN_ACTIONS).map((action) => action.target))] as [
  TAdminTargetType,
  ...TAdminTargetType[],
];

/**
 * Who acted: the administrator's account and the address the request came from (TRUST_PROXY_HOPS decides which
 * X-Forwarded-For entry that is). Actions run from the command line record the operator as `system`.
 */
export type TAdminActor = { userId: string | null; email: string; ip: string | null };

/** The command-line operator (e.g. `npm run admin:create`): no account, no address. */
export const SYSTEM_ACTOR: TAdminActor = { userId: null, email: 'system', ip: null };

/** Entries per Activity page, and the most an export holds. */
export const ADMIN_ACTIVITY_PAGE_SIZE = 25;
export const ADMIN_ACTIVITY_EXPORT_LIMIT = 10_000;

/**
 * Before and after of the fields a change touches: for each key of `patch`, its current value and its new one.
 * Keys whose value does not change are left out, so an entry shows only what moved.
 */
export function changedFields(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || JSON.stringify(current[key]) === JSON.stringify(value)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after };
}
