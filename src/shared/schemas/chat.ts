import { z } from 'zod';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_KINDS } from '../domain/collaboration';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '../domain/limits';

/** A chat message as the composer sends it: non-empty after trimming, at most 5,000 characters. */
export const ZChatMessageBodySchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_EMPTY })
    .trim()
    .min(1, CHAT_MESSAGE_EMPTY)
    .max(CHAT_MESSAGE_MAX_LENGTH, `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  /**
   * The message's id, chosen by the browser so a retried send (a lost answer, a second press) is stored and pushed
   * once: the same id again returns the message already stored.
   */
  id: z.uuid().optional(),
});
export type TChatMessageBody = z.infer<typeof ZChatMessageBodySchema>;

/** `before`: the id of the oldest message already shown; the page holds the messages just older than it. */
export const ZChatPageQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type TChatPageQuery = z.infer<typeof ZChatPageQuerySchema>;

export const ZChatMessageSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** Null when the author's account was deleted. */
  userId: z.uuid().nullable(),
  authorName: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  message: z.string(),
  meetingId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

/** One page of a project's chat, oldest → newest; `hasOlder` says whether another page lies before it. */
export const ZChatPageSchema = z.object({
  messages: z.array(ZChatMessageSchema),
  hasOlder: z.boolean(),
});
export type TChatPage = z.infer<typeof ZChatPageSchema>;

/** Unread chat messages (by others, since the viewer last read) per project the viewer takes part in. */
export const ZChatUnreadSchema = z.object({
  projects: z.array(z.object({ projectId: z.uuid(), unread: z.number().int().nonnegative() })),
});
export type TChatUnread = z.infer<typeof ZChatUnreadSchema>;

/** The live push on `project:{id}` when a message is posted; data beyond the ids is dropped if the push is too big. */
export const CHAT_MESSAGE_EVENT = 'chat.message';
export const chatChannelOf = (projectId: string) => `project:${projectId}`;
