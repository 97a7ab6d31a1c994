import { statusLabel } from '@shared/domain/projects';
import type { TProjectContext } from '../project-context';
import { plural } from '../../../../shared/domain/plural';
import {
  DAY_MS,
  WEEK_DAYS,
  formatDate,
  formatDateTime,
  daysBetween,
  money,
  milestoneFunding,
  DELIVERABLE_STATE,
  overdueMilestones,
  overdueDeliverables,
  upcomingMeetings,
  describeDeliverable,
  describeMilestoneLine,
  deliverablesOf,
  byDue,
  providerLabel,
  excerpt,
} from './project-facts';

// Answers about time: what is overdue, what a milestone holds and when, the next meeting, the past week.

export function answerOverdue(ctx: TProjectContext): string {
  const milestones = overdueMilestones(ctx);
  const deliverables = overdueDeliverables(ctx);
  if (!milestones.length && !deliverables.length) {
    const next = ctx.milestones.filter((m) => m.status !== 'completed' && m.dueDate).sort(byDue)[0];
    const nextDeliverable = ctx.deliverables.filter((d) => d.status !== 'approved' && d.dueDate).sort(byDue)[0];
    const lines = [`Nothing is overdue on "${ctx.project.title}" as of ${formatDate(ctx.now)}.`];
    if (next)
      lines.push(`The next due date is milestone ${next.number} "${next.title}" on ${formatDate(next.dueDate!)}.`);
    else if (nextDeliverable)
      lines.push(
        `The next due date is the deliverable "${nextDeliverable.title}" on ${formatDate(nextDeliverable.dueDate!)}.`,
      );
    else if (!ctx.milestones.some((m) => m.dueDate) && !ctx.deliverables.some((d) => d.dueDate))
      lines.push('No due dates are set on this project yet.');
    return lines.join(' ');
  }
  const lines: string[] = [];
  if (milestones.length) {
    lines.push(`${plural(milestones.length, 'milestone')} ${milestones.length === 1 ? 'is' : 'are'} overdue:`);
    for (const m of milestones) {
      const open = deliverablesOf(ctx, m.number).filter((d) => d.status !== 'approved');
      lines.push(
        `- Milestone ${m.number} "${m.title}" was due ${formatDate(m.dueDate!)} (${plural(daysBetween(m.dueDate!, ctx.now), 'day')} ago) and is ${statusLabel(m.status).toLowerCase()}; ${money(ctx, m.amount)}, ${milestoneFunding(m)}.${open.length ? ` Still open: ${open.map((d) => `"${d.title}" (${DELIVERABLE_STATE[d.status]})`).join(', ')}.` : ''}`,
      );
    }
  }
  if (deliverables.length) {
    lines.push(`${plural(deliverables.length, 'deliverable')} ${deliverables.length === 1 ? 'is' : 'are'} overdue:`);
    for (const d of deliverables)
      lines.push(
        `- "${d.title}" was due ${formatDate(d.dueDate!)} (${plural(daysBetween(d.dueDate!, ctx.now), 'day')} ago) and is ${DELIVERABLE_STATE[d.status]}.`,
      );
  }
  return lines.join('\n');
}

export function answerMilestone(ctx: TProjectContext, number: number): string {
  const m = ctx.milestones.find((milestone) => milestone.number === number);
  if (!m) {
    if (!ctx.milestones.length)
      return `"${ctx.project.title}" has no milestones (it is a pack project); ask "What is next?" for its deliverables.`;
    return `There is no milestone ${number} on "${ctx.project.title}"; it has milestones 1 to ${ctx.milestones.length}.`;
  }
  const lines = [describeMilestoneLine(m, ctx) + '.'];
  if (m.description) lines.push(`Scope: ${m.description}`);
  const deliverables = deliverablesOf(ctx, m.number);
  if (deliverables.length) {
    lines.push(`It includes ${plural(deliverables.length, 'deliverable')}:`);
    for (const d of deliverables) lines.push(`- ${describeDeliverable(d, ctx)}`);
  } else lines.push('No deliverables are attached to it.');
  return lines.join('\n');
}

export function answerMeeting(ctx: TProjectContext): string {
  const upcoming = upcomingMeetings(ctx);
  if (!upcoming.length) {
    const past = ctx.meetings
      .filter((m) => m.startsAt)
      .sort((a, b) => b.startsAt!.getTime() - a.startsAt!.getTime())[0];
    return [
      'No upcoming meeting is scheduled for this project.',
      past ? `The last one was "${past.title}" on ${formatDateTime(past.startsAt!)}.` : '',
      'You can create one in the Meetings tab.',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const next = upcoming[0]!;
  const live = next.startsAt! <= ctx.now;
  const lines = [
    live
      ? `"${next.title}" is happening now (started ${formatDateTime(next.startsAt!)}).`
      : `The next meeting is "${next.title}" on ${formatDateTime(next.startsAt!)} (${providerLabel(next.provider)}).`,
  ];
  if (upcoming.length > 1)
    lines.push(
      `After that: ${upcoming
        .slice(1, 4)
        .map((m) => `"${m.title}" on ${formatDateTime(m.startsAt!)}`)
        .join('; ')}.`,
    );
  return lines.join(' ');
}

export function answerThisWeek(ctx: TProjectContext): string {
  const since = new Date(ctx.now.getTime() - WEEK_DAYS * DAY_MS);
  const recent = (date: Date | null) => date !== null && date >= since && date <= ctx.now;
  const events: { at: Date; text: string }[] = [];
  for (const d of ctx.deliverables) {
    for (const v of d.versions)
      if (recent(v.uploadedAt))
        events.push({ at: v.uploadedAt, text: `Version ${v.version} of "${d.title}" was uploaded (${v.fileName})` });
    if (recent(d.approvedAt)) events.push({ at: d.approvedAt!, text: `"${d.title}" was approved` });
    else if (d.status === 'revision_requested' && recent(d.updatedAt))
      events.push({ at: d.updatedAt, text: `A revision was requested on "${d.title}"` });
  }
  for (const m of ctx.milestones) {
    if (recent(m.fundedAt))
      events.push({ at: m.fundedAt!, text: `Milestone ${m.number} "${m.title}" was funded (${money(ctx, m.amount)})` });
    if (recent(m.completedAt))
      events.push({
        at: m.completedAt!,
        text: `Milestone ${m.number} "${m.title}" was completed and ${money(ctx, m.amount)} paid out`,
      });
  }
  for (const meeting of ctx.meetings)
    if (recent(meeting.startsAt)) events.push({ at: meeting.startsAt!, text: `Meeting "${meeting.title}" took place` });
  const messages = ctx.messages.filter((m) => recent(m.createdAt));
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const lines = [`In the last 7 days (${formatDate(since)} – ${formatDate(ctx.now)}):`];
  for (const event of events) lines.push(`- ${formatDate(event.at)}: ${event.text}.`);
  if (messages.length) {
    const authors = [...new Set(messages.map((m) => m.author))];
    const last = messages[messages.length - 1]!;
    lines.push(
      `- ${plural(messages.length, 'chat message')} from ${authors.join(', ')}; the latest, from ${last.author} on ${formatDate(last.createdAt)}: "${excerpt(last.body)}"`,
    );
  }
  if (lines.length === 1)
    return `Nothing happened on "${ctx.project.title}" in the last 7 days (${formatDate(since)} – ${formatDate(ctx.now)}): no uploads, approvals, payments, meetings or chat messages.`;
  return lines.join('\n');
}
