import { BRIEF_BUILDER_TOASTS, BRIEF_SUBMIT_MESSAGES } from '@shared/domain/brief-gates';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

type TToast = { title: string; description: string };

export const SIGN_IN_REQUIRED_TOAST: TToast = {
  title: 'Sign in required',
  description: `${BRIEF_SUBMIT_MESSAGES.signInRequired} Your answers are saved on this device.`,
};

/** The server's refusal codes the builder explains; any other failure is the spec's Submission Issue. */
const REFUSAL_TOASTS: Readonly<Record<string, TToast>> = {
  'briefs.missing_contact': BRIEF_BUILDER_TOASTS.missingContact,
  'briefs.sign_in_required': SIGN_IN_REQUIRED_TOAST,
};

export const showToast = (shown: TToast, kind: 'success' | 'error' = 'error') =>
  toast[kind](shown.title, { description: shown.description });

/** The toast for a failed submission (spec §8: Submission Issue on a submit error or when no brief id returns). */
export function submissionFailureToast(error: unknown): TToast {
  const refusal = error instanceof ApiError ? REFUSAL_TOASTS[error.code] : undefined;
  return refusal ?? BRIEF_BUILDER_TOASTS.submissionIssue;
}
