import type { TChatMessageKind } from '../../../shared/domain/collaboration';
import {
  CHAT_MESSAGE_EVENT,
  chatChannelOf,
  type TChatMessage,
  type TChatMessageBody,
  type TChatPage,
  type TChatPageQuery,
  type TChatUnread,
} from '../../../shared/schemas/chat';
import type { Database, Executor } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService, ProjectViewer } from '../projects/projects.service';
import { chatErrors } from './chat.errors';
import { createChatRepository, type MessageRow } from './chat.repository';

export type ChatDeps = {
  db: Database;
  hub: Pick<RealtimeHub, 'publish'>;
  projects: Pick<ProjectsService, 'accessOf' | 'listForUser'>;
  profiles: Pick<ProfilesService, 'contactsOf' | 'listAdminIds'>;
  analytics?: Pick<AnalyticsService, 'record'>;
};

/** The signed-in poster: who they are on the project, and the name their messages carry. */
export type ChatViewer = ProjectViewer & { fullName: string | null; email: string };

/** What the AI assistant reads of the chat for its context. */
export type RecentChatMessage = { authorName: string; message: string; kind: TChatMessageKind; createdAt: Date };

const FORMER_MEMBER = 'Former member';

const toDto = (row: MessageRow): Omit<TChatMessage, 'authorName'> => ({
  id: row.id,
  projectId: row.projectId,
  userId: row.userId,
  kind: row.kind,
  message: row.message,
  meetingId: row.meetingId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A project's chat (spec §2 Chat, §7 realtime on project_messages): open to its participants and admins only (404
 * for everyone else). Each new message is pushed live on `project:{id}` from inside its insert's transaction, so it
 * goes out on commit and reaches every server instance.
 */
export function createChatService({ db, hub, projects, profiles, analytics }: ChatDeps) {
  const repository = createChatRepository(db);

  async function withAuthors(rows: MessageRow[], executor?: Executor): Promise<TChatMessage[]> {
    const ids = rows.flatMap((row) => (row.userId ? [row.userId] : []));
    const contacts = ids.length ? await profiles.contactsOf(ids, executor) : new Map();
    return rows.map((row) => {
      const contact = row.userId ? contacts.get(row.userId) : undefined;
      return { ...toDto(row), authorName: contact ? contact.fullName?.trim() || contact.email : FORMER_MEMBER };
    });
  }

  /**
   * Inserts and publishes inside `tx`: the push leaves on commit, never for a rolled-back message. `author` is the
   * poster's name when the caller already knows it (the signed-in viewer), saving a lookup on the hot path.
   */
  async function insertAndPublish(
    values: {
      id?: string;
      projectId: string;
      userId: string;
      kind: TChatMessageKind;
      message: string;
      meetingId?: string | null;
    },
    tx: Executor,
    author?: { fullName: string | null; email: string },
  ): Promise<TChatMessage> {
    const { id } = values;
    const row = id ? await repository.insertOnce({ ...values, id }, tx) : await repository.insert(values, tx);
    if (!row) {
      // A retried send: the same author's message in the same chat is answered again, stored and pushed once.
      const stored = await repository.findById(id!, tx);
      if (!stored || stored.projectId !== values.projectId || stored.userId !== values.userId)
        throw chatErrors.idTaken();
      return (await withAuthors([stored], tx))[0]!;
    }
    const message = author
      ? { ...toDto(row), authorName: author.fullName?.trim() || author.email }
      : (await withAuthors([row], tx))[0]!;
    await hub.publish(tx, { channel: chatChannelOf(row.projectId), event: CHAT_MESSAGE_EVENT, data: message });
    // Once per stored message (a retried send is not new), and never its text.
    if (row.kind === 'message')
      await analytics?.record(
        { name: 'chat_message_sent', userId: row.userId, properties: { project_id: row.projectId } },
        tx,
      );
    return message;
  }

  return {
    /** A page of the chat, oldest → newest: the newest messages, or those just before the message `before`. */
    async list(viewer: ProjectViewer, projectId: string, query: TChatPageQuery): Promise<TChatPage> {
      await projects.accessOf(viewer, projectId);
      const rows = await repository.newestPage(projectId, { before: query.before, limit: query.limit + 1 });
      const hasOlder = rows.length > query.limit;
      return { messages: await withAuthors(rows.slice(0, query.limit).reverse()), hasOlder };
    },

    async post(viewer: ChatViewer, projectId: string, body: TChatMessageBody): Promise<TChatMessage> {
      await projects.accessOf(viewer, projectId);
      const message = await db.transaction((tx) =>
        insertAndPublish(
          { id: body.id, projectId, userId: viewer.userId, kind: 'message', message: body.message },
          tx,
          viewer,
        ),
      );
      // Writing means you have read what came before. After the commit, so the push is not held up by it; on its own
      // (unread counts never include your own messages, so a missed mark only leaves others' earlier ones unread).
      await repository.markRead(projectId, viewer.userId);
      return message;
    },

    async markRead(viewer: ProjectViewer, projectId: string): Promise<void> {
      await projects.accessOf(viewer, projectId);
      await repository.markRead(projectId, viewer.userId);
    },

    /** Unread messages per project the viewer takes part in (for the dashboard's project lists). */
    async unread(userId: string): Promise<TChatUnread> {
      const { projects: mine } = await projects.listForUser(userId);
      const counts = await repository.unreadCounts(
        userId,
        mine.map((project) => project.id),
      );
      return { projects: mine.map((project) => ({ projectId: project.id, unread: counts.get(project.id) ?? 0 })) };
    },

    /**
     * For the meetings module: the announcement posted in the chat when a meeting is created from it, inside the
     * caller's transaction (the caller has checked access). Pushed live like any message.
     */
    async postAnnouncement(
      input: { projectId: string; userId: string; meetingId: string; message: string },
      executor: Executor,
    ): Promise<TChatMessage> {
      return insertAndPublish({ ...input, kind: 'meeting_announcement' }, executor);
    },

    /** For the AI assistant's context: the project's last `limit` messages, oldest → newest. */
    async recentMessages(projectId: string, limit: number, executor?: Executor): Promise<RecentChatMessage[]> {
      const messages = await withAuthors(await repository.recent(projectId, limit, executor), executor);
      return messages.map((m) => ({
        authorName: m.authorName,
        message: m.message,
        kind: m.kind,
        createdAt: new Date(m.createdAt),
      }));
    },

    /** The realtime authorizer for `project:{id}`: the project's participants and admins may subscribe. */
    async canJoinProjectChannel(userId: string, projectId: string): Promise<boolean> {
      try {
        await projects.accessOf({ userId, isAdmin: false }, projectId);
        return true;
      } catch {
        // Not a participant (or no such project, or not a uuid): only an admin may still join an existing project.
      }
      if (!(await profiles.listAdminIds()).includes(userId)) return false;
      try {
        await projects.accessOf({ userId, isAdmin: true }, projectId);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
