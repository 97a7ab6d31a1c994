import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';

/** Project chat; only participants and admins may join a project's live channel (`project:{id}`). */
export function createChatModule({
  db,
  logger,
  hub,
  projects,
  profiles,
  analytics,
  later,
}: Pick<ModuleContext, 'db' | 'logger'> &
  Pick<AppServices, 'hub' | 'projects' | 'profiles' | 'analytics'> & {
    /** The assistant is built on chat: read through this port. */
    later: () => Pick<AppServices, 'assistant'>;
  }): ServerModule<ChatService> {
  const chat = createChatService({
    db,
    hub: {
      // Each chat push also asks for a (debounced) insights refresh of its project, outside the message's
      // transaction so the chat never waits on it or fails because of it.
      publish: async (executor, message) => {
        await hub.publish(executor, message);
        const [prefix, projectId] = message.channel.split(':', 2);
        if (prefix === 'project' && projectId)
          void later()
            .assistant.projectChanged(projectId)
            .catch((error) => logger.warn({ err: error }, 'insights refresh not enqueued'));
      },
    },
    projects,
    profiles,
    analytics,
  });
  hub.registerAuthorizer('project', (userId, projectId) => chat.canJoinProjectChannel(userId, projectId));
  return { service: chat, routes: [chatRoutes({ chat })] };
}
