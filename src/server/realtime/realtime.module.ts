import type { AppServices, ModuleContext, ServerModule } from '../app-services';
import { createRealtimeEventsRepository } from './realtime-events.repository';
import { realtimeRoutes } from './realtime.routes';

/** The live event stream browsers subscribe to, with the replay of what a reconnecting one missed. */
export function createRealtimeModule({
  db,
  hub,
  operations,
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'hub'> & {
    /** Operations counts the streams open (built before this module). */
    operations: { streamOpened: () => void; streamClosed: () => void };
  }): ServerModule<null> {
  const events = createRealtimeEventsRepository(db);
  return {
    service: null,
    routes: [
      realtimeRoutes({ hub, events, onStreamOpened: operations.streamOpened, onStreamClosed: operations.streamClosed }),
    ],
  };
}
