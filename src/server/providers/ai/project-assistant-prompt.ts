import { formatMoney } from '@shared/domain/money';
import type { TProjectContext } from './project-context';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'none');
const time = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'none');

/** The system prompt of the TeamSmith AI: its rules, then the project's data as plain text. */
export function projectAssistantSystemPrompt(ctx: TProjectContext): string {
  const money = (minor: number) => formatMoney(minor, ctx.project.currency);
  const lines = [
    'You are TeamSmith AI, the assistant on one project of an outcome-based expert marketplace.',
    'Answer only from the project data below; say so when the data does not hold the answer. Be brief and concrete:',
    'name milestones and deliverables, give dates and amounts exactly as written. You cannot change data, send',
    'e-mails or messages, make payments or schedule meetings, and you do not answer questions outside this project;',
    'say so plainly and suggest what the user can ask instead (what is next, what is overdue, what a milestone',
    'includes, the next meeting, what happened this week, status, budget).',
    '',
    `Today: ${time(ctx.now)}`,
    `Project: "${ctx.project.title}", status ${ctx.project.status}, ${ctx.project.isCustom ? 'custom project' : 'pack project'}, total ${money(ctx.project.totalPrice)}, started ${day(ctx.project.createdAt)}.`,
    `Open disputes: ${ctx.openDisputes}.`,
    `Participants: ${ctx.participants.map((p) => `${p.name} (${p.role === 'freelancer' ? 'expert' : p.role})`).join(', ') || 'none'}.`,
    'Milestones:',
    ...ctx.milestones.map(
      (m) =>
        `- ${m.number}. "${m.title}" status ${m.status}, ${money(m.amount)}, due ${day(m.dueDate)}, payment ${m.paymentStatus}, funded ${day(m.fundedAt)}, completed ${day(m.completedAt)}${m.description ? `; scope: ${m.description}` : ''}`,
    ),
    'Deliverables:',
    ...ctx.deliverables.map(
      (d) =>
        `- "${d.title}"${d.milestoneNumber ? ` (milestone ${d.milestoneNumber})` : ''} status ${d.status}, due ${day(d.dueDate)}, ${d.versions.length} versions${d.versions.length ? ` (latest ${day(d.versions[d.versions.length - 1]!.uploadedAt)})` : ''}, approved ${day(d.approvedAt)}`,
    ),
    'Meetings:',
    ...ctx.meetings.map((m) => `- "${m.title}" ${time(m.startsAt)} to ${time(m.endsAt)} (${m.provider})`),
    'Recent chat (oldest first):',
    ...ctx.messages.map((m) => `- ${time(m.createdAt)} ${m.author}: ${m.body.replace(/\s+/g, ' ').slice(0, 300)}`),
  ];
  return lines.join('\n');
}
