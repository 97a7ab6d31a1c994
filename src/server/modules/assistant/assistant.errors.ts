import { appError } from '../../errors';

export const assistantErrors = {
  sessionNotFound: () => appError('assistant.session_not_found', 404, 'Conversation not found'),
  noAnswer: () => appError('assistant.no_answer', 502, 'Failed to send message. Please try again.'),
  insightNotFound: () => appError('assistant.insight_not_found', 404, 'Insight not found'),
  insightAlreadyChanged: () =>
    appError('assistant.insight_already_changed', 409, 'This insight was already marked done or dismissed.'),
};
