import { formatMoney } from '../../../shared/domain/money';
import type { TInsightType } from '../../../shared/schemas/assistant';
import { INSIGHTS } from '../../config/limits';
import { formatDate, overdueDeliverables, overdueMilestones } from '../../providers/ai/offline/project-facts';
import type { TProjectContext } from '../../providers/ai/project-context';
import { plural } from '../../../shared/domain/plural';

export type TInsightFinding = {
  /** Names the finding (e.g. `overdue-milestone:2`) so a refresh updates it instead of adding a duplicate. */
  sourceKey: string;
  insightType: TInsightType;
  title: string;
  content: string;
  /** 0–1, shown as a percent. */
  confidenceScore: number;
};

export type TInsightInput = TProjectContext & {
  /** Questions asked to the assistant about this project in the last INSIGHTS.questionWindowDays days. */
  questions: { content: string; createdAt: Date }[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS);
const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/** Who has to act on a deliverable waiting in this status. */
const WAITING_ON: Partial<Record<TProjectContext['deliverables'][number]['status'], string>> = {
  in_progress: 'in progress — waiting for the expert to upload it',
  submitted: 'submitted — waiting for QA review',
  ready_for_client: 'ready for the client — waiting for the client to review it',
  revision_requested: 'revision requested — waiting for the expert to upload a new version',
};

/** Words in a question that hint the asker is worried about something. */
const CONCERNS: { topic: string; pattern: RegExp }[] = [
  // "What is overdue?" is a routine question (a suggested chip); worry shows in other words.
  { topic: 'delays', pattern: /\b(late|delay|delayed|delays|behind|slipp\w*|deadline|on time)\b/i },
  { topic: 'budget', pattern: /\b(budget|over budget|cost|costs|expensive|refund|money)\b/i },
  { topic: 'quality', pattern: /\b(quality|bug|bugs|broken|wrong|unhappy|not happy|poor)\b/i },
  { topic: 'blockers', pattern: /\b(stuck|blocked|blocker|problem|issue|risk|worried|concern\w*)\b/i },
];

/**
 * Risks and suggestions found in a project's data and in the questions asked about it. Pure: the same input gives
 * the same findings, so a refresh only changes what changed.
 */
export function findInsights(input: TInsightInput): TInsightFinding[] {
  const { now } = input;
  const money = (minor: number) => formatMoney(minor, input.project.currency);
  const findings: TInsightFinding[] = [];
  const open = input.project.status === 'active' || input.project.status === 'on_hold';
  if (!open) return findings;

  for (const m of overdueMilestones(input)) {
    const late = days(m.dueDate!, now);
    findings.push({
      sourceKey: `overdue-milestone:${m.number}`,
      insightType: 'risk',
      title: `Milestone ${m.number} "${m.title}" is overdue`,
      content: `It was due ${formatDate(m.dueDate!)} (${plural(late, 'day')} ago) and is still ${m.status.replace('_', ' ')}; its ${money(m.amount)} is ${m.paymentStatus === 'succeeded' || m.fundedAt ? 'in escrow' : 'not funded yet'}. Agree a new date or clear what is blocking it.`,
      confidenceScore: round(0.85 + Math.min(late, 10) * 0.01),
    });
  }

  for (const d of overdueDeliverables(input)) {
    const late = days(d.dueDate!, now);
    findings.push({
      sourceKey: `overdue-deliverable:${d.id}`,
      insightType: 'risk',
      title: `Deliverable "${d.title}" is overdue`,
      content: `It was due ${formatDate(d.dueDate!)} (${plural(late, 'day')} ago) and is ${d.status.replace('_', ' ')}.`,
      confidenceScore: round(0.8 + Math.min(late, 10) * 0.01),
    });
  }

  // The milestone whose work should start next: the first one not completed, when it is not funded and either
  // milestone 1 or due soon.
  const next = input.milestones.find((m) => m.status !== 'completed');
  if (next && next.paymentStatus !== 'succeeded' && !next.fundedAt) {
    const dueSoon = next.dueDate ? days(now, next.dueDate) <= INSIGHTS.fundingLeadDays : false;
    if (next.number === 1 || dueSoon) {
      findings.push({
        sourceKey: `unfunded-milestone:${next.number}`,
        insightType: 'risk',
        title: `Milestone ${next.number} "${next.title}" is not funded`,
        content: `Work on it should start${next.dueDate ? ` (due ${formatDate(next.dueDate)})` : ''}, but its ${money(next.amount)} is not in escrow yet. The client funds it from the Milestones tab.`,
        confidenceScore: dueSoon ? 0.85 : 0.7,
      });
    }
  }

  for (const d of input.deliverables) {
    const waiting = WAITING_ON[d.status];
    if (!waiting) continue;
    const idle = days(d.updatedAt, now);
    if (idle < INSIGHTS.stalledDays) continue;
    findings.push({
      sourceKey: `stalled-deliverable:${d.id}:${d.status}`,
      insightType: 'risk',
      title: `"${d.title}" has stalled`,
      content: `It has been ${waiting} for ${plural(idle, 'day')} (since ${formatDate(d.updatedAt)}).`,
      confidenceScore: round(0.6 + Math.min(idle - INSIGHTS.stalledDays, 14) * 0.02),
    });
  }

  for (const d of input.deliverables) {
    const revisions = d.versions.filter((v) => v.qaDecision === 'needs_revision').length;
    if (revisions < INSIGHTS.revisionLoopRequests) continue;
    findings.push({
      sourceKey: `revision-loop:${d.id}`,
      insightType: 'risk',
      title: `Revision loop on "${d.title}"`,
      content: `${plural(revisions, 'revision')} have been requested on it across ${plural(d.versions.length, 'version')}. A short call to agree the acceptance criteria usually breaks the loop.`,
      confidenceScore: round(0.7 + (revisions - INSIGHTS.revisionLoopRequests) * 0.05),
    });
  }

  if (input.openDisputes > 0) {
    findings.push({
      sourceKey: 'open-dispute',
      insightType: 'risk',
      title: `${plural(input.openDisputes, 'dispute')} open`,
      content:
        'Escrow release is held while a dispute is unresolved. Keep the evidence and discussion in the dispute so the admin can resolve it.',
      confidenceScore: 0.95,
    });
  }

  const window = INSIGHTS.meetingGapDays * DAY_MS;
  const nearMeeting = input.meetings.some(
    (m) => m.startsAt && Math.abs(m.startsAt.getTime() - now.getTime()) <= window,
  );
  if (input.project.status === 'active' && !nearMeeting && days(input.project.createdAt, now) >= 1) {
    findings.push({
      sourceKey: 'schedule-meeting',
      insightType: 'suggestion',
      title: 'Schedule a check-in meeting',
      content: `No meeting took place or is planned within ${INSIGHTS.meetingGapDays} days. A short call keeps client and expert aligned — create one in the Meetings tab.`,
      confidenceScore: 0.6,
    });
  }

  const since = now.getTime() - INSIGHTS.questionWindowDays * DAY_MS;
  const recent = input.questions.filter((q) => q.createdAt.getTime() >= since);
  for (const concern of CONCERNS) {
    const asked = recent.filter((q) => concern.pattern.test(q.content));
    if (!asked.length) continue;
    findings.push({
      sourceKey: `assistant-concern:${concern.topic}`,
      insightType: 'suggestion',
      title: `Questions about ${concern.topic}`,
      // Conversations with the assistant are private: every participant sees insights, so never quote a question.
      content: `${plural(asked.length, 'question')} to TeamSmith AI in the last ${INSIGHTS.questionWindowDays} days touched on ${concern.topic}. Consider raising it with the team in the chat or a meeting.`,
      confidenceScore: round(0.45 + Math.min(asked.length, 5) * 0.07),
    });
  }

  return findings;
}
