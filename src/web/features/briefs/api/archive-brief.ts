import type { TBriefView } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { useBriefAction } from './use-brief-action';

export const useArchiveBrief = (id: string) => useBriefAction(() => api.post<TBriefView>(`/api/briefs/${id}/archive`));
