// Step 7's Generate Proposal, loaded when it is pressed: the e-mail rule is zod's, which the builder's first step does
// not load.
import type { QueryClient } from '@tanstack/react-query';
import { contactProblem } from '@shared/domain/brief-contact';
import { BRIEF_BUILDER_TOASTS, BRIEF_SUBMIT_MESSAGES } from '@shared/domain/brief-gates';
import { isValidEmail } from '@shared/domain/email';
import { BRIEF_TEXT_FIELDS, type TBriefOrigin, type TBriefTextField } from '@shared/domain/brief-options';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { fieldErrorsOf } from '@web/lib/api-client';
import { submitBrief } from '../api/submit-brief';
import { showToast, SIGN_IN_REQUIRED_TOAST, submissionFailureToast } from '../components/builder/submission-toasts';
import type { TBuilderDraft } from './use-builder-draft';

export type TContactErrors = Partial<Record<'name' | 'email', string>>;

/** Interpretations still matching the text they were made for; the server reads the rest. */
function currentInterpretations(draft: TBuilderDraft): Partial<Record<TBriefTextField, TFieldInterpretation>> {
  return Object.fromEntries(
    BRIEF_TEXT_FIELDS.flatMap((field) => {
      const saved = draft.interpretations[field];
      return saved && saved.value === draft.answers[field].trim() ? [[field, saved.interpretation]] : [];
    }),
  );
}

/** What is missing or wrong in the name and e-mail, field by field (both at once, so both are marked). */
function contactErrorsOf(name: string, email: string): TContactErrors {
  return {
    name: name ? undefined : 'Please provide your name.',
    email: !email
      ? 'Please provide your email address.'
      : isValidEmail(email)
        ? undefined
        : BRIEF_SUBMIT_MESSAGES.invalidEmail,
  };
}

export type TSendBrief = {
  queryClient: QueryClient;
  draft: TBuilderDraft;
  update: (change: (draft: TBuilderDraft) => TBuilderDraft) => void;
  origin: { origin: TBriefOrigin; originId: string | null } | undefined;
  signInRequired: boolean;
  preferredExpertId: string | null;
  setContactErrors: (errors: TContactErrors) => void;
};

/**
 * Checks the contact details with the shared rules, submits the brief and says how it went (spec §5, §8). On success
 * the draft moves to its preview stage.
 */
export async function sendBrief({
  queryClient,
  draft,
  update,
  origin,
  signInRequired,
  preferredExpertId,
  setContactErrors,
}: TSendBrief): Promise<void> {
  const name = draft.contact.name.trim();
  const email = draft.contact.email.trim();
  const problem = contactProblem({ name, email });
  setContactErrors(contactErrorsOf(name, email));
  if (problem === 'missing_contact') return showToast(BRIEF_BUILDER_TOASTS.missingContact);
  if (problem) return;
  if (signInRequired) return showToast(SIGN_IN_REQUIRED_TOAST);
  try {
    const result = await submitBrief(queryClient, {
      contactName: name,
      contactEmail: email,
      contactPhone: draft.contact.phone.trim(),
      company: draft.contact.company.trim(),
      structuredBrief: { ...draft.answers, interpretations: currentInterpretations(draft), missing: [] },
      assuredMode: draft.assuredMode,
      origin: origin?.origin ?? 'bespoke',
      originId: origin?.originId ?? null,
      preferredExpertId,
    });
    if (!result?.briefId) throw new Error('No brief id returned');
    showToast(
      result.linkedToUser ? BRIEF_BUILDER_TOASTS.submittedSignedIn : BRIEF_BUILDER_TOASTS.submittedGuest,
      'success',
    );
    update((current) => ({ ...current, submitted: { briefId: result.briefId, linkedToUser: result.linkedToUser } }));
  } catch (error) {
    // The server's word on the e-mail goes beside the field; anything else is a toast.
    const serverEmailError = fieldErrorsOf(error).contactEmail;
    if (serverEmailError) return setContactErrors({ email: serverEmailError });
    showToast(submissionFailureToast(error));
  }
}
