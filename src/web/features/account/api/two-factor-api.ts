import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTwoFactorStatus } from '@shared/schemas/two-factor';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Turning it on answers with what is shown once: the authenticator URI (QR code) and the ten backup codes. */
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export const twoFactorStatusQuery = queryOptions({
  queryKey: queryKeys.account.twoFactor,
  queryFn: () => api.get<TTwoFactorStatus>('/api/account/two-factor'),
});

/** Status and the viewer (admins waiting for MFA, the header) follow every change. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.viewer });
  };
}

/**
 * Step 1 (better-auth's endpoint): the password, then a new secret and backup codes, not yet on. An admin without it
 * while it is required also passes the confirmation from the e-mailed link (or from the first-admin setup); without
 * one the answer is `auth.admin_enrolment_confirmation_sent` and the link is on its way.
 */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: ({ password, confirmation }: { password: string; confirmation?: string }) =>
      api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password, confirmation }),
  });
}

/** The enrolment was refused until the admin confirms through the link just e-mailed to them. */
export const confirmationSent = (error: unknown) =>
  error instanceof ApiError && error.code === 'auth.admin_enrolment_confirmation_sent';

/** Step 2: the first code from the app turns it on. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/two-factor/verify-totp', { code: code.trim() }),
    onSuccess: refresh,
  });
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  });
}

/** Turning it off proves it is the owner: the password (better-auth) or a code (ours). */
export function useDisableTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (proof: { password: string } | { code: string }) =>
      'password' in proof
        ? api.post('/api/auth/two-factor/disable', { password: proof.password })
        : api.post('/api/account/two-factor/disable-with-code', { code: proof.code.trim() }),
    onSuccess: refresh,
  });
}
