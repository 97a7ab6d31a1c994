import { formatMoney } from '@shared/domain/money';
import { statusLabel } from '@shared/domain/projects';
import type { TProjectContext } from '../project-context';
import { plural } from '../../../../shared/domain/plural';

/** The dates, amounts and states the offline assistant's answers are made of, read from the project's context. */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_DAYS = 7;

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const WEEKDAY_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

export const formatDate = (date: Date) => DATE.format(date);
export const formatDateTime = (date: Date) => `${WEEKDAY_DATE.format(date)}, ${TIME.format(date)} UTC`;
export const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS);

export type TMilestone = TProjectContext['milestones'][number];
type TDeliverable = TProjectContext['deliverables'][number];

export const money = (ctx: TProjectContext, minor: number) => formatMoney(minor, ctx.project.currency);
export const funded = (m: TMilestone) => m.paymentStatus === 'succeeded' || m.fundedAt !== null;

export function milestoneFunding(m: TMilestone): string {
  if (m.status === 'completed') return 'paid out';
  if (funded(m)) return 'funded in escrow';
  if (m.paymentStatus === 'pending') return 'payment pending';
  return 'not funded yet';
}

export const DELIVERABLE_STATE: Record<TDeliverable['status'], string> = {
  pending: 'not started',
  in_progress: 'in progress',
  submitted: 'submitted, waiting for QA',
  ready_for_client: 'passed QA, waiting for client review',
  approved: 'approved',
  revision_requested: 'revision requested',
};

export const NEXT_STEP: Record<TDeliverable['status'], string> = {
  pending: 'the expert starts work on it',
  in_progress: 'the expert uploads it for QA',
  submitted: 'QA reviews the uploaded version',
  ready_for_client: 'the client reviews and approves it',
  approved: 'nothing — it is approved',
  revision_requested: 'the expert uploads a revised version',
};

export function overdueMilestones(ctx: TProjectContext): TMilestone[] {
  return ctx.milestones.filter((m) => m.dueDate && m.dueDate < ctx.now && m.status !== 'completed');
}

export function overdueDeliverables(ctx: TProjectContext): TDeliverable[] {
  return ctx.deliverables.filter((d) => d.dueDate && d.dueDate < ctx.now && d.status !== 'approved');
}

export function upcomingMeetings(ctx: TProjectContext) {
  return ctx.meetings
    .filter((m) => m.startsAt && (m.endsAt ?? m.startsAt) >= ctx.now)
    .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime());
}

export function describeDeliverable(d: TDeliverable, ctx: TProjectContext): string {
  const parts = [`"${d.title}" — ${DELIVERABLE_STATE[d.status]}`];
  if (d.versions.length) parts.push(plural(d.versions.length, 'version') + ' uploaded');
  if (d.dueDate)
    parts.push(`due ${formatDate(d.dueDate)}${d.dueDate < ctx.now && d.status !== 'approved' ? ' (overdue)' : ''}`);
  return parts.join(', ');
}

export function describeMilestoneLine(m: TMilestone, ctx: TProjectContext): string {
  const due = m.dueDate ? `, due ${formatDate(m.dueDate)}` : ', no due date';
  return `Milestone ${m.number} "${m.title}" — ${statusLabel(m.status)}, ${money(ctx, m.amount)} (${milestoneFunding(m)})${due}`;
}

export const deliverablesOf = (ctx: TProjectContext, number: number) =>
  ctx.deliverables.filter((d) => d.milestoneNumber === number);

export const byDue = (a: { dueDate: Date | null }, b: { dueDate: Date | null }) =>
  (a.dueDate?.getTime() ?? Infinity) - (b.dueDate?.getTime() ?? Infinity);

export function providerLabel(provider: string): string {
  const labels: Record<string, string> = {
    google: 'Google Meet',
    google_meet: 'Google Meet',
    zoom: 'Zoom',
    teams: 'Microsoft Teams',
    jitsi: 'Jitsi',
    manual: 'meeting link',
  };
  return labels[provider] ?? provider;
}

export const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);
