import type { TBriefView, TCompleteBriefRequest } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { useBriefAction } from './use-brief-action';

export const useCompleteBrief = (id: string) =>
  useBriefAction((answers: TCompleteBriefRequest['answers']) =>
    api.post<TBriefView>(`/api/briefs/${id}/complete`, { answers }),
  );
