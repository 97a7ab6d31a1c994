import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';
import { queryKeys } from '@web/lib/query-keys';

export type SignInInput = { email: string; password: string };
/** `callbackURL`: the path the e-mail confirmation link brings the new user back to (home by default). */
export type SignUpInput = SignInInput & { fullName: string; callbackURL?: string };

/** With two-factor authentication on, the right password answers that a code is needed (no session yet). */
export type SignInResult = { twoFactorRedirect?: boolean };

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api.post<SignInResult>('/api/auth/sign-in/email', { email: input.email.trim(), password: input.password }),
    onSuccess: (result) => {
      if (!result?.twoFactorRedirect) void queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
    },
  });
}

/** The sign-in's second step: a code from the authenticator app, or a backup code (works once). */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { method: 'totp' | 'backup-code'; code: string; trustDevice: boolean }) =>
      api.post(`/api/auth/two-factor/${input.method === 'totp' ? 'verify-totp' : 'verify-backup-code'}`, {
        code: input.code.trim(),
        trustDevice: input.trustDevice,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post('/api/auth/sign-up/email', {
        email: input.email.trim(),
        password: input.password,
        name: input.fullName.trim(),
        callbackURL: input.callbackURL ?? '/',
      }),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: () => {
      queryClient.setQueryData(viewerQuery.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== queryKeys.viewer[0] && query.queryKey[0] !== queryKeys.publicConfig[0],
      });
    },
  });
}

/** Starts Google sign-in: the server answers with the provider's URL to visit. */
export async function startGoogleSignIn(callbackURL = '/'): Promise<void> {
  const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', { provider: 'google', callbackURL });
  window.location.assign(url);
}

export function signInWithGoogleIdToken(idToken: string) {
  return api.post('/api/auth/one-tap/callback', { idToken });
}

/** Forgot password: e-mails a reset link when the address has an account (the answer never says whether it does). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/auth/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api.post('/api/auth/reset-password', input),
  });
}

/** Sends the confirmation e-mail again; its link comes back to `callbackURL`. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (input: { email: string; callbackURL: string }) =>
      api.post('/api/auth/send-verification-email', { email: input.email.trim(), callbackURL: input.callbackURL }),
  });
}

/** Where the e-mail confirmation link lands: the page saying the address is confirmed, then `next`. */
export const confirmationLanding = (next: string) => `/email-confirmed?next=${encodeURIComponent(next)}`;
