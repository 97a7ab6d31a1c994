/**
 * Site-wide constants for the marketing, audience, pricing, legal and static pages.
 * Every e-mail address is built from the one domain below, so changing it here changes it everywhere.
 */

export const SITE_NAME = 'Outcome Marketplace';

export const SITE_DOMAIN = 'outcome-marketplace.com';

/** The local parts of every public mailbox. */
export type TMailboxName =
  | 'hello'
  | 'sales'
  | 'support'
  | 'partners'
  | 'privacy'
  | 'legal'
  | 'security'
  | 'dpo'
  | 'compliance'
  | 'careers'
  | 'accessibility';

/** `name@outcome-marketplace.com` */
export function mailbox(name: TMailboxName): string {
  return `${name}@${SITE_DOMAIN}`;
}

/** Contact hours and response promise (spec, document 2, sections 2 and 9). */
export const CONTACT_HOURS = 'Mon-Fri 9:00-18:00 GMT';
export const CONTACT_WEEKEND_NOTE = 'Closed at weekends';
export const CONTACT_REPLY_PROMISE = 'Replies within 24 hours on business days';

/** Must be used word for word wherever fees are mentioned. */
export const FEES_SENTENCE = 'Fees are non-refundable unless stated otherwise in individual service agreements.';

/** Static marketing figures (spec, document 1, section 1). Not computed. */
export const MARKETING_STATS = [
  { value: '500+', label: 'projects delivered' },
  { value: '98%', label: 'client satisfaction' },
  { value: '7 days', label: 'average delivery' },
  { value: '24/7', label: 'QA coverage' },
] as const;

/** Static audience figures (spec, document 2, section 1). */
export const EXPERT_ACCEPTANCE_RATE = 'under 5%';
export const AGENCY_LEAD_EXPERIENCE = '5+ years of leadership experience';
