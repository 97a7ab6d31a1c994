import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKUPS_API } from '../../../shared/domain/backups';
import { ZBackupsOverviewSchema } from '../../../shared/schemas/backups';
import { requireAdmin } from '../../plugins/viewer';
import type { BackupsService } from './backups.service';

/** Backups for the admin Settings tab: the schedule, the retention and the latest runs (admin only). */
export function backupsRoutes({ backups }: { backups: Pick<BackupsService, 'overview'> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BACKUPS_API.overview,
      {
        schema: {
          operationId: 'getBackupsOverview',
          summary: 'The backup schedule, retention and latest backup runs',
          description:
            'When backups run (BACKUP_SCHEDULE, cron in UTC), how long they are kept, where they are written, the ' +
            'newest run (when, size, result and the error of a failed one), the newest successful one and the last ' +
            'ten runs. Admins only.',
          tags: ['admin'],
          response: { 200: ZBackupsOverviewSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return backups.overview();
      },
    );
  };
}
