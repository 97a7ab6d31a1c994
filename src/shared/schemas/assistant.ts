import { z } from 'zod';
import { ASSISTANT_ROLES, INSIGHT_STATUSES } from '../domain/collaboration';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '../domain/limits';

const ZTimestamp = z.iso.datetime({ offset: true });

/** ai-chat (spec section 7): body message, sessionId, projectId; returns message, sessionId. */
export const ZAiChatBodySchema = z.object({
  projectId: z.uuid(),
  sessionId: z.uuid().optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Please type a message.')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, `Messages can be at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters.`),
});
export type TAiChatBody = z.infer<typeof ZAiChatBodySchema>;

export const ZAiChatReplySchema = z.object({ message: z.string(), sessionId: z.uuid() });
export type TAiChatReply = z.infer<typeof ZAiChatReplySchema>;

export const ZAssistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(ASSISTANT_ROLES),
  content: z.string(),
  createdAt: ZTimestamp,
});
export type TAssistantMessage = z.infer<typeof ZAssistantMessageSchema>;

export const ZAssistantSessionSchema = z.object({
  id: z.uuid(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  messageCount: z.number().int().min(0),
});
export const ZAssistantSessionListSchema = z.object({ sessions: z.array(ZAssistantSessionSchema) });
export type TAssistantSessionList = z.infer<typeof ZAssistantSessionListSchema>;

export const ZAssistantMessageListSchema = z.object({
  sessionId: z.uuid().nullable(),
  messages: z.array(ZAssistantMessageSchema),
});
export type TAssistantMessageList = z.infer<typeof ZAssistantMessageListSchema>;

/** Streamed reply events (Server-Sent Events on POST /api/ai-chat with Accept: text/event-stream). */
export type TAiChatStreamEvent =
  | { type: 'session'; sessionId: string }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: string; sessionId: string }
  | { type: 'error'; message: string };

export const INSIGHT_TYPES = ['risk', 'suggestion'] as const;
export type TInsightType = (typeof INSIGHT_TYPES)[number];

export const ZInsightSchema = z.object({
  id: z.uuid(),
  insightType: z.enum(INSIGHT_TYPES),
  title: z.string(),
  content: z.string(),
  confidenceScore: z.number().min(0).max(1),
  status: z.enum(INSIGHT_STATUSES),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TInsight = z.infer<typeof ZInsightSchema>;
export const ZInsightListSchema = z.object({ insights: z.array(ZInsightSchema) });
export type TInsightList = z.infer<typeof ZInsightListSchema>;

/** Mark done (implemented) or Dismiss (dismissed); only an active insight changes. */
export const ZInsightStatusBodySchema = z.object({ status: z.enum(['implemented', 'dismissed']) });
export type TInsightStatusBody = z.infer<typeof ZInsightStatusBodySchema>;
