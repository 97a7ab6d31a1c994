/** Shared vocabulary of project collaboration: chat, meetings, the TeamSmith AI assistant and insights. */

export const CHAT_MESSAGE_KINDS = ['message', 'meeting_announcement'] as const;
export type TChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** The spec's provider choices; the project page also uses google_meet. */
export const MEETING_PROVIDERS = ['google', 'google_meet', 'zoom', 'teams', 'jitsi', 'manual'] as const;
export type TMeetingProvider = (typeof MEETING_PROVIDERS)[number];

export const ASSISTANT_ROLES = ['user', 'assistant'] as const;
export type TAssistantRole = (typeof ASSISTANT_ROLES)[number];

export const INSIGHT_STATUSES = ['active', 'implemented', 'dismissed'] as const;
export type TInsightStatus = (typeof INSIGHT_STATUSES)[number];

/** The questions the TeamSmith AI answers best: chips under the conversation, and its own suggestions when asked for help. */
export const ASSISTANT_SUGGESTED_QUESTIONS = [
  'What is overdue?',
  'What is next?',
  'What does milestone 1 include?',
  'When is the next meeting?',
  'What happened this week?',
  'How is the budget?',
] as const;

/** What an empty send in the project chat says (the composer, and the server's refusal). */
export const CHAT_MESSAGE_EMPTY = 'Please enter a message';
/** What an empty question to the TeamSmith AI says. */
export const ASSISTANT_QUESTION_EMPTY = 'Please type your question first';

/** The spec's text when a question to the TeamSmith AI gets no answer (the server's error and the page's toast). */
export const ASSISTANT_SEND_FAILED = 'Failed to send message. Please try again.';

/** Put before the built-in assistant's answer when the configured AI service failed or was too slow. */
export const ASSISTANT_FALLBACK_NOTE = "The AI service is unavailable — showing the built-in assistant's answer.";

/** A reply stream from the AI service that broke after it had started (what the person sees, not a generic 500). */
export const ASSISTANT_STREAM_BROKEN = 'The AI service stopped in the middle of its answer. Please ask again.';
