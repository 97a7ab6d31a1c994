import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { insightsRefreshJob, insightsSweepJob } from './assistant.jobs';
import { assistantRoutes } from './assistant.routes';
import { createAssistantService, type AssistantService } from './assistant.service';

/** TeamSmith AI (answers from the project's data, chat and meetings) and the project's insights. */
export function createAssistantModule({
  db,
  logger,
  ai,
  projects,
  disputes,
  chat,
  meetings,
  jobs,
}: Pick<ModuleContext, 'db' | 'logger'> &
  Pick<AppServices, 'ai' | 'projects' | 'disputes' | 'chat' | 'meetings' | 'jobs'>): ServerModule<AssistantService> {
  const assistant = createAssistantService({
    db,
    ai,
    projects,
    hasUnresolvedDispute: (projectId) => disputes.hasUnresolvedDispute(projectId),
    chat,
    meetings,
    jobs,
    logger,
  });
  return {
    service: assistant,
    routes: [assistantRoutes({ assistant })],
    jobs: [insightsRefreshJob(assistant.refreshInsights), insightsSweepJob(assistant.sweep)],
  };
}
