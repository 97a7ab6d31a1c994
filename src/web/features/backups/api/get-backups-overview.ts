import { queryOptions, useQuery } from '@tanstack/react-query';
import { BACKUPS_API } from '@shared/domain/backups';
import type { TBackupsOverview } from '@shared/schemas/backups';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const backupsOverviewQuery = () =>
  queryOptions({
    // Under admin.all, so whatever refreshes the admin dashboard refreshes this too.
    queryKey: [...queryKeys.admin.all, 'backups'],
    queryFn: () => api.get<TBackupsOverview>(BACKUPS_API.overview),
  });

/** The backup schedule, retention and latest runs (admin only). */
export const useBackupsOverview = () => useQuery(backupsOverviewQuery());
