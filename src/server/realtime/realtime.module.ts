import type { AppServices, ModuleContext, ServerModule } from '../app-services';
import { createRealtimeEventsRepository } from './realtime-events.repository';
import { realtimeRoutes } from './realtime.routes';

export type RealtimeService = {
  /**
   * The newest event id kept (null while there is none): a page rendered with data read after this opens its stream
   * from here, and is replayed what happened since instead of fetching its data again.
   */
  currentPosition: () => Promise<number | null>;
};

/** The live event stream browsers subscribe to, with the replay of what a reconnecting one missed. */
export function createRealtimeModule({
  db,
  hub,
  operations,
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'hub'> & {
    /** Operations counts the streams open (built before this module). */
    operations: { streamOpened: () => void; streamClosed: () => void };
  }): ServerModule<RealtimeService> {
  const events = createRealtimeEventsRepository(db);
  return {
    service: {
      currentPosition: async () => (await events.bounds()).newest,
    },
    routes: [
      realtimeRoutes({ hub, events, onStreamOpened: operations.streamOpened, onStreamClosed: operations.streamClosed }),
    ],
  };
}
