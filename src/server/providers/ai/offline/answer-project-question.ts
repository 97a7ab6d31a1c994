import { ASSISTANT_SUGGESTED_QUESTIONS } from '@shared/domain/collaboration';
import type { TProjectContext } from '../project-context';
import { answerBudget, answerDeliverables, answerNext, answerStatus, answerTeam } from './answers-progress';
import { answerMeeting, answerMilestone, answerOverdue, answerThisWeek } from './answers-schedule';
import { intentOf, milestoneNumberIn } from './question-intent';

/**
 * The built-in TeamSmith AI: answers the common questions about a project from its own data, deterministically.
 * Every name, date and amount comes from the context; nothing is invented. Questions it cannot handle get a plain
 * statement of what it can do and suggestions.
 */

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
