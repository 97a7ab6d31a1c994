import { ASSISTANT_SUGGESTED_QUESTIONS } from '@shared/domain/collaboration';
import { formatMoney } from '@shared/domain/money';
import { statusLabel } from '@shared/domain/projects';
import type { TProjectContext } from '../project-context';
import { plural } from '../../../../shared/domain/plural';

/**
 * The built-in TeamSmith AI: answers the common questions about a project from its own data, deterministically.
 * Every name, date and amount comes from the context; nothing is invented. Questions it cannot handle get a plain
 * statement of what it can do and suggestions.
 */

export type TAssistantIntent =
  | 'cannot_do'
  | 'overdue'
  | 'milestone'
  | 'meeting'
  | 'this_week'
  | 'next'
  | 'budget'
  | 'deliverables'
  | 'team'
  | 'status'
  | 'help'
  | 'unknown';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

const ACTION_REQUEST =
  /\b(send|e-?mail|message|text|change|update|edit|delete|remove|cancel|approve|reject|pay|release|refund|fund|schedule|book|create|add|move|upload|assign|invite|reschedule|mark)\b/;

/** "Can you send…", "please approve…", "send the client…": a request to act, which the assistant cannot do. */
function asksToAct(q: string): boolean {
  if (/^(please\s+)?(can|could|would|will)\s+you\s+(please\s+)?/.test(q)) {
    const rest = q.replace(/^(please\s+)?(can|could|would|will)\s+you\s+(please\s+)?/, '');
    return ACTION_REQUEST.test(rest.split(/\s+/).slice(0, 2).join(' '));
  }
  const first = q.replace(/^please\s+/, '').split(/\s+/)[0] ?? '';
  return /^(send|e-?mail|change|update|edit|delete|remove|cancel|approve|reject|pay|release|refund|fund|schedule|book|create|add|move|upload|assign|invite|reschedule|mark)$/.test(
    first,
  );
}

export function milestoneNumberIn(question: string): number | null {
  const q = question.toLowerCase();
  const digits = /\bmilestone\s*(?:#|no\.?|number)?\s*(\d{1,3})\b/.exec(q) ?? /\bm(\d{1,3})\b/.exec(q);
  if (digits) return Number(digits[1]);
  const word = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+milestone\b/.exec(q);
  if (word) return ORDINALS[word[1]!] ?? null;
  const after = /\bmilestone\s+(one|two|three|four|five|six)\b/.exec(q);
  if (after) return ORDINALS[after[1]!] ?? null;
  return null;
}

export function intentOf(question: string): TAssistantIntent {
  const q = question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[?!.]+/g, ' ')
    .trim();
  if (asksToAct(q)) return 'cannot_do';
  if (/\b(help|what can you do|what do you know|how do you work)\b/.test(q)) return 'help';
  if (/\b(overdue|late|behind|past due|miss(?:ed)?\b|delayed|delays?|slipp)/.test(q)) return 'overdue';
  if (milestoneNumberIn(q) !== null) return 'milestone';
  if (/\b(meet|meeting|meetings|call|calls|sync|standup|stand-up)\b/.test(q)) return 'meeting';
  if (
    /\b(this week|last week|past week|last 7 days|past 7 days|recent|recently|lately|happened|what's new|news|catch me up)\b/.test(
      q,
    )
  )
    return 'this_week';
  if (/\b(next|upcoming|to do|todo|to-do|priority|priorities|should (i|we)|what now|waiting)\b/.test(q)) return 'next';
  if (
    /\b(budget|escrow|cost|costs|money|paid|pay|payment|payments|fund|funded|funding|spend|spent|price|invoice|amount)\b/.test(
      q,
    )
  )
    return 'budget';
  if (/\b(deliverable|deliverables|file|files|upload|uploads|version|versions|revision|revisions)\b/.test(q))
    return 'deliverables';
  if (/\b(who|team|expert|freelancer|client|participants?)\b/.test(q)) return 'team';
  if (/\b(status|progress|on track|how is|how's|how are|summary|overview|where are we|milestones?)\b/.test(q))
    return 'status';
  return 'unknown';
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });

export const formatDate = (date: Date) => DATE.format(date);
const formatDateTime = (date: Date) => `${WEEKDAY_DATE.format(date)}, ${TIME.format(date)} UTC`;
const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS);

type TMilestone = TProjectContext['milestones'][number];
type TDeliverable = TProjectContext['deliverables'][number];

const money = (ctx: TProjectContext, minor: number) => formatMoney(minor, ctx.project.currency);
const funded = (m: TMilestone) => m.paymentStatus === 'succeeded' || m.fundedAt !== null;

function milestoneFunding(m: TMilestone): string {
  if (m.status === 'completed') return 'paid out';
  if (funded(m)) return 'funded in escrow';
  if (m.paymentStatus === 'pending') return 'payment pending';
  return 'not funded yet';
}

const DELIVERABLE_STATE: Record<TDeliverable['status'], string> = {
  pending: 'not started',
  in_progress: 'in progress',
  submitted: 'submitted, waiting for QA',
  ready_for_client: 'passed QA, waiting for client review',
  approved: 'approved',
  revision_requested: 'revision requested',
};

const NEXT_STEP: Record<TDeliverable['status'], string> = {
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

function describeDeliverable(d: TDeliverable, ctx: TProjectContext): string {
  const parts = [`"${d.title}" — ${DELIVERABLE_STATE[d.status]}`];
  if (d.versions.length) parts.push(plural(d.versions.length, 'version') + ' uploaded');
  if (d.dueDate)
    parts.push(`due ${formatDate(d.dueDate)}${d.dueDate < ctx.now && d.status !== 'approved' ? ' (overdue)' : ''}`);
  return parts.join(', ');
}

function describeMilestoneLine(m: TMilestone, ctx: TProjectContext): string {
  const due = m.dueDate ? `, due ${formatDate(m.dueDate)}` : ', no due date';
  return `Milestone ${m.number} "${m.title}" — ${statusLabel(m.status)}, ${money(ctx, m.amount)} (${milestoneFunding(m)})${due}`;
}

const deliverablesOf = (ctx: TProjectContext, number: number) =>
  ctx.deliverables.filter((d) => d.milestoneNumber === number);

function answerOverdue(ctx: TProjectContext): string {
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

const byDue = (a: { dueDate: Date | null }, b: { dueDate: Date | null }) =>
  (a.dueDate?.getTime() ?? Infinity) - (b.dueDate?.getTime() ?? Infinity);

function answerMilestone(ctx: TProjectContext, number: number): string {
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

function answerMeeting(ctx: TProjectContext): string {
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

function providerLabel(provider: string): string {
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

function answerThisWeek(ctx: TProjectContext): string {
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

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);

function answerNext(ctx: TProjectContext): string {
  const lines: string[] = [];
  if (ctx.project.status === 'completed') return `"${ctx.project.title}" is completed; there is nothing left to do.`;
  if (ctx.project.status === 'cancelled') return `"${ctx.project.title}" was cancelled; there is nothing left to do.`;
  if (ctx.project.status === 'draft') lines.push('The project is waiting for an expert to be assigned.');
  const milestone = ctx.milestones.find((m) => m.status !== 'completed');
  if (milestone) {
    lines.push(`Next up is ${describeMilestoneLine(milestone, ctx)}.`);
    if (!funded(milestone))
      lines.push(`The client needs to fund it (${money(ctx, milestone.amount)}) before work starts.`);
    const open = deliverablesOf(ctx, milestone.number).filter((d) => d.status !== 'approved');
    for (const d of open)
      lines.push(`- "${d.title}": ${NEXT_STEP[d.status]}${d.dueDate ? ` (due ${formatDate(d.dueDate)})` : ''}.`);
    if (funded(milestone) && !open.length && deliverablesOf(ctx, milestone.number).length)
      lines.push('All its deliverables are approved; the escrow is released to the expert next.');
  } else if (ctx.milestones.length) {
    lines.push('Every milestone is completed.');
  } else {
    const open = ctx.deliverables.filter((d) => d.status !== 'approved').sort(byDue);
    if (!open.length && ctx.deliverables.length) lines.push('Every deliverable is approved.');
    for (const d of open.slice(0, 5))
      lines.push(`- "${d.title}": ${NEXT_STEP[d.status]}${d.dueDate ? ` (due ${formatDate(d.dueDate)})` : ''}.`);
  }
  const meeting = upcomingMeetings(ctx)[0];
  if (meeting) lines.push(`Next meeting: "${meeting.title}" on ${formatDateTime(meeting.startsAt!)}.`);
  const overdue = overdueMilestones(ctx).length + overdueDeliverables(ctx).length;
  if (overdue)
    lines.push(`Note: ${plural(overdue, 'item')} ${overdue === 1 ? 'is' : 'are'} overdue — ask "What is overdue?".`);
  return lines.join('\n');
}

function answerBudget(ctx: TProjectContext): string {
  const total = money(ctx, ctx.project.totalPrice);
  if (!ctx.milestones.length)
    return `"${ctx.project.title}" is a pack project with a total price of ${total}, paid at checkout.`;
  const sum = (list: TMilestone[]) => list.reduce((acc, m) => acc + m.amount, 0);
  const paid = ctx.milestones.filter((m) => m.status === 'completed');
  const inEscrow = ctx.milestones.filter((m) => m.status !== 'completed' && funded(m));
  const unfunded = ctx.milestones.filter((m) => m.status !== 'completed' && !funded(m));
  const lines = [
    `Total budget: ${total} over ${plural(ctx.milestones.length, 'milestone')}.`,
    `- Paid out: ${money(ctx, sum(paid))}${paid.length ? ` (milestone ${paid.map((m) => m.number).join(', ')})` : ''}.`,
    `- In escrow: ${money(ctx, sum(inEscrow))}${inEscrow.length ? ` (milestone ${inEscrow.map((m) => m.number).join(', ')})` : ''}.`,
    `- Not yet funded: ${money(ctx, sum(unfunded))}${unfunded.length ? ` (milestone ${unfunded.map((m) => m.number).join(', ')})` : ''}.`,
  ];
  if (ctx.openDisputes)
    lines.push(
      `${plural(ctx.openDisputes, 'dispute')} ${ctx.openDisputes === 1 ? 'is' : 'are'} open, so escrow release may be held.`,
    );
  return lines.join('\n');
}

function answerDeliverables(ctx: TProjectContext): string {
  if (!ctx.deliverables.length) return `"${ctx.project.title}" has no deliverables yet.`;
  const approved = ctx.deliverables.filter((d) => d.status === 'approved').length;
  const lines = [`${approved} of ${plural(ctx.deliverables.length, 'deliverable')} approved:`];
  for (const d of ctx.deliverables)
    lines.push(`- ${d.milestoneNumber ? `(M${d.milestoneNumber}) ` : ''}${describeDeliverable(d, ctx)}`);
  return lines.join('\n');
}

function answerTeam(ctx: TProjectContext): string {
  if (!ctx.participants.length) return 'No participants are listed on this project.';
  const roles: Record<string, string> = { client: 'client', freelancer: 'expert', admin: 'admin' };
  return `On "${ctx.project.title}": ${ctx.participants.map((p) => `${p.name} (${roles[p.role] ?? p.role})`).join(', ')}.`;
}

function answerStatus(ctx: TProjectContext): string {
  const lines = [`"${ctx.project.title}" is ${statusLabel(ctx.project.status).toLowerCase()}.`];
  if (ctx.milestones.length) {
    const done = ctx.milestones.filter((m) => m.status === 'completed').length;
    lines.push(
      `${done} of ${plural(ctx.milestones.length, 'milestone')} completed (${Math.round((done / ctx.milestones.length) * 100)}%).`,
    );
    for (const m of ctx.milestones) lines.push(`- ${describeMilestoneLine(m, ctx)}`);
  }
  if (ctx.deliverables.length) {
    const approved = ctx.deliverables.filter((d) => d.status === 'approved').length;
    lines.push(`${approved} of ${plural(ctx.deliverables.length, 'deliverable')} approved.`);
  }
  const overdue = overdueMilestones(ctx).length + overdueDeliverables(ctx).length;
  lines.push(overdue ? `${plural(overdue, 'item')} ${overdue === 1 ? 'is' : 'are'} overdue.` : 'Nothing is overdue.');
  if (ctx.openDisputes) lines.push(`${plural(ctx.openDisputes, 'dispute')} open.`);
  return lines.join('\n');
}

const CAN_DO =
  'I can answer questions about this project from its data: what is next, what is overdue, what a milestone includes, when the next meeting is, what happened this week, the status and the budget.';

function suggestions(ctx: TProjectContext): string {
  const first = ctx.milestones[0]?.number ?? 1;
  const questions = ASSISTANT_SUGGESTED_QUESTIONS.map((q) => q.replace('milestone 1', `milestone ${first}`));
  return `Try asking: ${questions.map((q) => `"${q}"`).join(', ')}.`;
}

function answerCannotDo(ctx: TProjectContext): string {
  return [
    "I can't do that: I only read this project's data. I can't change anything, send e-mails or messages, make payments, approve work or schedule meetings.",
    'Use the Chat, Meetings, Deliverables and Milestones tabs for those.',
    suggestions(ctx),
  ].join(' ');
}

/** The offline assistant's whole answer to one question. */
export function answerProjectQuestion(ctx: TProjectContext, question: string): string {
  const intent = intentOf(question);
  switch (intent) {
    case 'cannot_do':
      return answerCannotDo(ctx);
    case 'overdue':
      return answerOverdue(ctx);
    case 'milestone':
      return answerMilestone(ctx, milestoneNumberIn(question)!);
    case 'meeting':
      return answerMeeting(ctx);
    case 'this_week':
      return answerThisWeek(ctx);
    case 'next':
      return answerNext(ctx);
    case 'budget':
      return answerBudget(ctx);
    case 'deliverables':
      return answerDeliverables(ctx);
    case 'team':
      return answerTeam(ctx);
    case 'status':
      return answerStatus(ctx);
    case 'help':
      return `${CAN_DO} I can't change data, send e-mails or answer questions outside this project. ${suggestions(ctx)}`;
    case 'unknown':
      return `I'm not sure how to answer that. ${CAN_DO} I can't change data, send e-mails or answer questions outside this project. ${suggestions(ctx)}`;
  }
}

/** The answer as a stream of small chunks (a line or a few words at a time), like a model's reply. */
export async function* streamAnswer(text: string): AsyncIterable<string> {
  const pieces = text.match(/\S+\s*/g) ?? [text];
  for (let i = 0; i < pieces.length; i += 4) yield pieces.slice(i, i + 4).join('');
}
