import { statusLabel } from '@shared/domain/projects';
import type { TProjectContext } from '../project-context';
import { plural } from '../../../../shared/domain/plural';
import {
  formatDate,
  formatDateTime,
  money,
  funded,
  NEXT_STEP,
  overdueMilestones,
  overdueDeliverables,
  upcomingMeetings,
  describeDeliverable,
  describeMilestoneLine,
  deliverablesOf,
  byDue,
  type TMilestone,
} from './project-facts';

// Answers about where the project stands: what is next, the budget, the deliverables, the team, the status.

export function answerNext(ctx: TProjectContext): string {
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

export function answerBudget(ctx: TProjectContext): string {
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

export function answerDeliverables(ctx: TProjectContext): string {
  if (!ctx.deliverables.length) return `"${ctx.project.title}" has no deliverables yet.`;
  const approved = ctx.deliverables.filter((d) => d.status === 'approved').length;
  const lines = [`${approved} of ${plural(ctx.deliverables.length, 'deliverable')} approved:`];
  for (const d of ctx.deliverables)
    lines.push(`- ${d.milestoneNumber ? `(M${d.milestoneNumber}) ` : ''}${describeDeliverable(d, ctx)}`);
  return lines.join('\n');
}

export function answerTeam(ctx: TProjectContext): string {
  if (!ctx.participants.length) return 'No participants are listed on this project.';
  const roles: Record<string, string> = { client: 'client', freelancer: 'expert', admin: 'admin' };
  return `On "${ctx.project.title}": ${ctx.participants.map((p) => `${p.name} (${roles[p.role] ?? p.role})`).join(', ')}.`;
}

export function answerStatus(ctx: TProjectContext): string {
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
