import { BUDGET_LABELS, TIMELINE_LABELS } from '@shared/domain/brief-options';
import type { TInvitationStatus } from '@shared/domain/invitations';
import type { TMatchFactor } from '@shared/domain/matching';
import { formatExactMoney } from '@web/lib/format';

export const FACTOR_LABELS: Record<TMatchFactor, string> = {
  skills: 'Skills',
  domain: 'Domain',
  outcomes: 'Outcomes',
  availability: 'Availability',
  locale: 'Locale',
  price: 'Price fit',
  vetting: 'Vetting',
  history: 'History',
};

export const INVITATION_STATUS_LABELS: Record<TInvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export const INVITATION_STATUS_VARIANTS = {
  pending: 'warning',
  accepted: 'success',
  declined: 'destructive',
  expired: 'secondary',
} as const;

/** Brief option keys ("5k-15k") read as their labels; free text (a pack's price) stays as written. */
export const budgetLabel = (value: string) => (BUDGET_LABELS as Record<string, string>)[value] ?? value;
export const timelineLabel = (value: string) => (TIMELINE_LABELS as Record<string, string>)[value] ?? value;

/** A budget band in money: "£5,000.00 – £15,000.00", "£100,000.00+", or null when unknown. */
export function budgetBand(min: number | null, max: number | null, currency: string): string | null {
  if (min === null && max === null) return null;
  if (max === null) return `${formatExactMoney(min ?? 0, currency)}+`;
  if (min === null || min === max) return formatExactMoney(max, currency);
  return `${formatExactMoney(min, currency)} – ${formatExactMoney(max, currency)}`;
}

/** 0.8731 → "87%". */
export const percent = (value: number) => `${Math.round(value * 100)}%`;
