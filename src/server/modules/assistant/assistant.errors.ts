import { ASSISTANT_SEND_FAILED, ASSISTANT_STREAM_BROKEN } from '../../../shared/domain/collaboration';
import { appError } from '../../errors';

export const assistantErrors = {
  sessionNotFound: () => appError('assistant.session_not_found', 404, 'Conversation not found'),
  noAnswer: () => appError('assistant.no_answer', 502, ASSISTANT_SEND_FAILED),
  streamBroken: () => appError('assistant.stream_broken', 502, ASSISTANT_STREAM_BROKEN),
  insightNotFound: () => appError('assistant.insight_not_found', 404, 'Insight not found'),
  insightAlreadyChanged: () =>
    appError('assistant.insight_already_changed', 409, 'This insight was already marked done or dismissed.'),
};
