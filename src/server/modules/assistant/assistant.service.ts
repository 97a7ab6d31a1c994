import { clock } from '../../lib/clock';
import type { Logger } from 'pino';
import {
  ASSISTANT_CONTEXT_CHAT_MESSAGES,
  ASSISTANT_HISTORY_TURNS,
  ASSISTANT_MESSAGES_PAGE_SIZE,
} from '../../../shared/domain/limits';
import type {
  TAiChatBody,
  TAiChatReply,
  TAssistantMessageList,
  TAssistantSessionList,
  TInsight,
  TInsightList,
  TInsightStatusBody,
  TInsightType,
} from '../../../shared/schemas/assistant';
import { INSIGHTS } from '../../config/limits';
import type { Database, Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { AiStreamBrokenError, type TAiProvider } from '../../providers/ai/ai-provider';
import type { TProjectContext } from '../../providers/ai/project-context';
import type { ChatService } from '../chat/chat.service';
import type { MeetingsService } from '../meetings/meetings.service';
import type { ProjectsService, ProjectViewer } from '../projects/projects.service';
import { assistantErrors } from './assistant.errors';
import { createAssistantRepository, type InsightRow } from './assistant.repository';
import { findInsights } from './insight-rules';

export const INSIGHTS_REFRESH_JOB = 'assistant.refresh-insights';

export type AssistantDeps = {
  db: Database;
  ai: Pick<TAiProvider, 'answerProjectQuestion'>;
  projects: Pick<ProjectsService, 'accessOf' | 'collaborationDataOf' | 'workingProjectIds'>;
  /** Open disputes hold escrow and are a risk; the disputes module is built later, so bound by a closure. */
  hasUnresolvedDispute: (projectId: string) => Promise<boolean>;
  chat: Pick<ChatService, 'recentMessages'>;
  meetings: Pick<MeetingsService, 'listForProject'>;
  jobs: Pick<Jobs, 'send'>;
  logger: Pick<Logger, 'warn' | 'error'>;
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function toInsight(row: InsightRow): TInsight {
  return {
    id: row.id,
    insightType: row.insightType as TInsightType,
    title: row.title,
    content: row.content,
    confidenceScore: row.confidenceScore,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The TeamSmith AI assistant (conversations kept per project and user, answers from the project's own data) and the
 * project's insights (risks and suggestions, refreshed by a job on project events and on a schedule). Participants
 * and admins only; everyone else gets 404.
 */
export function createAssistantService(deps: AssistantDeps) {
  const { db, ai, projects, jobs, logger } = deps;
  const repository = createAssistantRepository(db);
  const now = deps.now ?? (() => clock.now());
  /** When each project's insights were last refreshed by this instance (a read refreshes stale ones first). */
  const refreshedAt = new Map<string, number>();
  /** When each project's refresh was last enqueued (events within the debounce window share one refresh). */
  const enqueuedAt = new Map<string, number>();

  /** Everything the assistant and the insight rules read about a project, as of now. */
  async function contextOf(projectId: string): Promise<TProjectContext> {
    const [data, messages, meetings, disputed] = await Promise.all([
      projects.collaborationDataOf(projectId),
      deps.chat.recentMessages(projectId, ASSISTANT_CONTEXT_CHAT_MESSAGES),
      deps.meetings.listForProject(projectId),
      deps.hasUnresolvedDispute(projectId),
    ]);
    return {
      now: now(),
      project: {
        title: data.project.title,
        status: data.project.status,
        isCustom: data.project.isCustom,
        currency: data.project.currency,
        totalPrice: data.project.totalPrice,
        createdAt: data.project.createdAt,
      },
      participants: data.participants.map((p) => ({ name: p.name, role: p.role })),
      milestones: data.milestones.map((m) => ({
        number: m.milestoneNumber,
        title: m.title,
        description: m.description,
        status: m.status,
        amount: m.amount,
        dueDate: m.dueDate,
        paymentStatus: m.paymentStatus,
        fundedAt: m.fundedAt,
        completedAt: m.completedAt,
      })),
      deliverables: data.deliverables.map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description,
        status: d.status,
        milestoneNumber: d.milestoneNumber,
        dueDate: d.dueDate,
        submittedAt: d.submittedAt,
        approvedAt: d.approvedAt,
        updatedAt: d.updatedAt,
        versions: d.versions.map((v) => ({
          version: v.versionNumber,
          uploadedAt: v.uploadedAt,
          qaDecision: v.qaDecision,
          fileName: v.fileName,
        })),
      })),
      messages: messages
        .filter((m) => m.kind === 'message')
        .map((m) => ({ author: m.authorName, body: m.message, createdAt: m.createdAt })),
      meetings: meetings.map((m) => ({
        title: m.title,
        startsAt: m.startsAt,
        endsAt: m.endsAt,
        provider: m.provider,
      })),
      openDisputes: disputed ? 1 : 0,
    };
  }

  /** The viewer's session on the project: the one named (theirs, on this project, else 404) or their latest. */
  async function sessionFor(viewer: ProjectViewer, projectId: string, sessionId: string | undefined) {
    if (sessionId) {
      const session = await repository.findSession(sessionId);
      if (!session || session.projectId !== projectId || session.userId !== viewer.userId)
        throw assistantErrors.sessionNotFound();
      return session;
    }
    return repository.latestSession(projectId, viewer.userId);
  }

  async function refreshInsights(projectId: string): Promise<void> {
    const context = await contextOf(projectId);
    const questions = await repository.questionsSince(
      projectId,
      new Date(context.now.getTime() - INSIGHTS.questionWindowDays * DAY_MS),
    );
    const findings = findInsights({ ...context, questions });
    await db.transaction((tx) => repository.syncInsights(projectId, findings, tx));
    refreshedAt.set(projectId, Date.now());
  }

  /** Something changed on the project: one refresh job for the events of the next few seconds. */
  async function projectChanged(projectId: string, executor?: Executor): Promise<void> {
    const last = enqueuedAt.get(projectId) ?? 0;
    if (Date.now() - last < INSIGHTS.refreshDebounceSeconds * 1000) return;
    enqueuedAt.set(projectId, Date.now());
    await jobs.send(INSIGHTS_REFRESH_JOB, { projectId }, executor, {
      startAfterSeconds: INSIGHTS.refreshDebounceSeconds,
    });
  }

  async function sweep(): Promise<number> {
    const ids = await projects.workingProjectIds();
    for (const id of ids) {
      try {
        await refreshInsights(id);
      } catch (error) {
        logger.error({ err: error, projectId: id }, 'insights refresh failed');
      }
    }
    return ids.length;
  }

  return {
    contextOf,
    refreshInsights,
    projectChanged,
    sweep,

    /** The viewer's conversations on a project, most recent first. */
    async listSessions(viewer: ProjectViewer, projectId: string): Promise<TAssistantSessionList> {
      await projects.accessOf(viewer, projectId);
      const rows = await repository.listSessions(projectId, viewer.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          messageCount: row.messageCount,
        })),
      };
    },

    /** The messages of one of the viewer's sessions (their latest when none is named), oldest first. */
    async messages(viewer: ProjectViewer, projectId: string, sessionId?: string): Promise<TAssistantMessageList> {
      await projects.accessOf(viewer, projectId);
      const session = await sessionFor(viewer, projectId, sessionId);
      if (!session) return { sessionId: null, messages: [] };
      const rows = await repository.messagesOf(session.id, ASSISTANT_MESSAGES_PAGE_SIZE);
      return {
        sessionId: session.id,
        messages: rows.map((row) => ({
          id: row.id,
          role: row.role,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Answers a question about the project with its context, streaming the reply through `onChunk`; the question
     * and the complete answer are stored together once the reply is complete (nothing is stored when it fails).
     */
    async ask(
      viewer: ProjectViewer,
      body: TAiChatBody,
      listeners: { onSession?: (sessionId: string) => void; onChunk?: (text: string) => void } = {},
    ): Promise<TAiChatReply> {
      await projects.accessOf(viewer, body.projectId);
      const question = body.message.trim();
      const existing = await sessionFor(viewer, body.projectId, body.sessionId);
      const session = existing ?? (await repository.createSession(body.projectId, viewer.userId));
      listeners.onSession?.(session.id);
      const [context, history] = await Promise.all([
        contextOf(body.projectId),
        existing ? repository.messagesOf(session.id, ASSISTANT_HISTORY_TURNS) : Promise.resolve([]),
      ]);
      let answer = '';
      try {
        for await (const chunk of ai.answerProjectQuestion(
          context,
          history.map((row) => ({ role: row.role, content: row.content })),
          question,
        )) {
          answer += chunk;
          listeners.onChunk?.(chunk);
        }
      } catch (error) {
        if (error instanceof AiStreamBrokenError) throw assistantErrors.streamBroken();
        throw error;
      }
      answer = answer.trim();
      if (!answer) throw assistantErrors.noAnswer();
      await db.transaction((tx) => repository.appendExchange(session.id, question, answer, tx));
      // A question may hint at a risk (insights read them).
      await projectChanged(body.projectId).catch((error) =>
        logger.warn({ err: error }, 'insights refresh not enqueued'),
      );
      return { message: answer, sessionId: session.id };
    },

    /** The project's active insights, refreshed first when this instance has not refreshed them recently. */
    async listInsights(viewer: ProjectViewer, projectId: string): Promise<TInsightList> {
      await projects.accessOf(viewer, projectId);
      if (Date.now() - (refreshedAt.get(projectId) ?? 0) > INSIGHTS.readRefreshMs) await refreshInsights(projectId);
      return { insights: (await repository.listActiveInsights(projectId)).map(toInsight) };
    },

    /** Mark done (implemented) or Dismiss (dismissed): only an active insight changes; already changed → 409. */
    async setInsightStatus(
      viewer: ProjectViewer,
      projectId: string,
      insightId: string,
      body: TInsightStatusBody,
    ): Promise<TInsight> {
      await projects.accessOf(viewer, projectId);
      const row = await repository.setInsightStatus(insightId, projectId, body.status, viewer.userId);
      if (row) return toInsight(row);
      const existing = await repository.findInsight(insightId);
      if (!existing || existing.projectId !== projectId) throw assistantErrors.insightNotFound();
      throw assistantErrors.insightAlreadyChanged();
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
