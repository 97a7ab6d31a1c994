import { useMutation } from '@tanstack/react-query';
import type { TTwoFactorResetResult } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';

/** Lost device: turns off the second factor of the account with this e-mail and signs it out everywhere. */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<TTwoFactorResetResult>('/api/admin/two-factor/reset', { email: email.trim() }),
  });
}
