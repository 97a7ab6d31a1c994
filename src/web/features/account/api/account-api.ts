import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountSessionList, TAccountSettings, TEmailPreferences } from '@shared/schemas/account';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const accountSettingsQuery = queryOptions({
  queryKey: queryKeys.account.settings,
  queryFn: () => api.get<TAccountSettings>('/api/account'),
});

export const accountSessionsQuery = queryOptions({
  queryKey: queryKeys.account.sessions,
  queryFn: () => api.get<TAccountSessionList>('/api/account/sessions'),
});

export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.put<{ fullName: string }>('/api/account/name', { name }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.viewer });
    },
  });
}

/** Asking needs the current password, and a code when two-factor authentication is on. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: { newEmail: string; password: string; code?: string }) =>
      api.post('/api/auth/change-email', {
        ...input,
        newEmail: input.newEmail.trim(),
        callbackURL: '/account?email=confirmed',
      }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/account/sessions/revoke-others'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TEmailPreferences) => api.put<TEmailPreferences>('/api/account/preferences', preferences),
    onSuccess: (preferences) =>
      queryClient.setQueryData(queryKeys.account.settings, (old: TAccountSettings | undefined) =>
        old ? { ...old, preferences } : old,
      ),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (email: string) => api.post('/api/account/delete', { email: email.trim() }) });
}

/** Fetches the JSON export and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, 'http_error', `Download failed (${response.status})`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'outcome-marketplace-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
