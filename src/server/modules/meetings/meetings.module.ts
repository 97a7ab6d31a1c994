import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { meetingsRoutes } from './meetings.routes';
import { createMeetingsService, type MeetingsService } from './meetings.service';

/** Project meetings (Jitsi rooms, Google Meet through the organizer's Google Calendar, pasted links) and their routes. */
export function createMeetingsModule({
  db,
  env,
  logger,
  publicUrl,
  authSecret,
  projects,
  profiles,
  settings,
  notifications,
  mailer,
  chat,
  activity,
  analytics,
  later,
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'publicUrl' | 'authSecret'> &
  Pick<
    AppServices,
    'projects' | 'profiles' | 'settings' | 'notifications' | 'mailer' | 'chat' | 'activity' | 'analytics'
  > & {
    /** The assistant, whose insights a meeting change refreshes, is built after this module. */
    later: () => Pick<AppServices, 'assistant'>;
  }): ServerModule<MeetingsService> {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          calendarApiUrl: env.GOOGLE_CALENDAR_API_URL,
          tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
          redirectUri: `${publicUrl}/api/meetings/google/callback`,
        }
      : null;
  const meetings = createMeetingsService({
    db,
    projects,
    profiles,
    settings,
    notifications,
    mailer,
    chat,
    activity,
    jitsiBaseUrl: env.JITSI_BASE_URL,
    google,
    authSecret,
    publicUrl,
    logger,
    analytics,
    onMeetingsChanged: (projectId, executor) => later().assistant.projectChanged(projectId, executor),
  });
  return { service: meetings, routes: [meetingsRoutes({ meetings })] };
}
