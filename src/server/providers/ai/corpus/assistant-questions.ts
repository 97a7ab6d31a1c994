import type { TAssistantIntent } from '../offline/question-intent';
import { intentOf } from '../offline/question-intent';

/**
 * How people ask the TeamSmith AI the common questions, each with the intent the offline assistant should answer.
 * Measured by `npm run bench` (ai-accuracy) and guarded by a test.
 */
export const ASSISTANT_QUESTION_CORPUS: readonly { question: string; intent: TAssistantIntent }[] = [
  { question: 'What is overdue?', intent: 'overdue' },
  { question: "what's overdue", intent: 'overdue' },
  { question: 'Is anything late?', intent: 'overdue' },
  { question: 'Are we behind schedule?', intent: 'overdue' },
  { question: 'Which deadlines did we miss?', intent: 'overdue' },
  { question: 'Anything past due?', intent: 'overdue' },
  { question: 'Any delays I should know about?', intent: 'overdue' },
  { question: 'What is next?', intent: 'next' },
  { question: "What's next on this project?", intent: 'next' },
  { question: 'What should I do now?', intent: 'next' },
  { question: 'What are the next steps?', intent: 'next' },
  { question: 'What are we waiting for?', intent: 'next' },
  { question: 'What is the priority right now?', intent: 'next' },
  { question: 'What does milestone 2 include?', intent: 'milestone' },
  { question: 'Tell me about milestone 1', intent: 'milestone' },
  { question: 'What is in the second milestone?', intent: 'milestone' },
  { question: 'milestone #3 details', intent: 'milestone' },
  { question: 'What deliverables are in milestone one?', intent: 'milestone' },
  { question: 'When is the next meeting?', intent: 'meeting' },
  { question: 'Do we have a call scheduled?', intent: 'meeting' },
  { question: 'When do we meet?', intent: 'meeting' },
  { question: 'Is there a sync this week?', intent: 'meeting' },
  { question: 'What happened this week?', intent: 'this_week' },
  { question: 'What happened recently?', intent: 'this_week' },
  { question: 'Catch me up', intent: 'this_week' },
  { question: "What's new?", intent: 'this_week' },
  { question: 'Any news from the last 7 days?', intent: 'this_week' },
  { question: 'How is the budget?', intent: 'budget' },
  { question: 'How much is in escrow?', intent: 'budget' },
  { question: 'How much have we paid so far?', intent: 'budget' },
  { question: 'Which milestones are funded?', intent: 'budget' },
  { question: 'What does the project cost?', intent: 'budget' },
  { question: 'What is the status?', intent: 'status' },
  { question: 'How is the project going?', intent: 'status' },
  { question: 'Are we on track?', intent: 'status' },
  { question: 'Give me an overview', intent: 'status' },
  { question: 'Where are we?', intent: 'status' },
  { question: 'Show the progress', intent: 'status' },
  { question: 'Which deliverables are approved?', intent: 'deliverables' },
  { question: 'How many versions were uploaded?', intent: 'deliverables' },
  { question: 'Who is on the team?', intent: 'team' },
  { question: 'Who is the expert?', intent: 'team' },
  { question: 'Can you send an email to the client?', intent: 'cannot_do' },
  { question: 'Please approve the report', intent: 'cannot_do' },
  { question: 'Could you schedule a meeting for Friday?', intent: 'cannot_do' },
  { question: 'Change the due date of milestone 2', intent: 'cannot_do' },
  { question: 'Pay the expert', intent: 'cannot_do' },
  { question: 'Cancel the project', intent: 'cannot_do' },
  { question: 'What can you do?', intent: 'help' },
  { question: 'Tell me a joke', intent: 'unknown' },
  { question: "What's the weather in London?", intent: 'unknown' },
];

/** Share of the corpus whose intent the offline assistant recognises, and the misses. */
export function evaluateAssistantIntents() {
  const misses = ASSISTANT_QUESTION_CORPUS.flatMap(({ question, intent }) => {
    const actual = intentOf(question);
    return actual === intent ? [] : [{ question, expected: intent, actual }];
  });
  return {
    cases: ASSISTANT_QUESTION_CORPUS.length,
    correct: ASSISTANT_QUESTION_CORPUS.length - misses.length,
    accuracy: (ASSISTANT_QUESTION_CORPUS.length - misses.length) / ASSISTANT_QUESTION_CORPUS.length,
    misses,
  };
}
