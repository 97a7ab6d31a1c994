/**
 * What a brief's submission must hold (spec §5, §8): the contact, then the gated answers. Apart from the step gates
 * (brief-gates.ts) because the e-mail rule is zod's: the builder's first step loads the gates, not zod.
 */
import { unmetSteps, type TGatedAnswers } from './brief-gates';
import { isValidEmail } from './email';

export type TContact = { name: string; email: string };

export type TContactProblem = 'missing_contact' | 'invalid_email';
export type TBriefSubmitProblem = TContactProblem | 'incomplete';

/** Name and e-mail are required (after trimming); the e-mail must be an address. */
export function contactProblem(contact: TContact): TContactProblem | null {
  if (!contact.name.trim() || !contact.email.trim()) return 'missing_contact';
  if (!isValidEmail(contact.email)) return 'invalid_email';
  return null;
}

/** Why a submission must be refused, in the order the builder asks: the contact, then the gated answers. */
export function briefSubmitProblem(contact: TContact, answers: TGatedAnswers): TBriefSubmitProblem | null {
  return contactProblem(contact) ?? (unmetSteps(answers).length > 0 ? 'incomplete' : null);
}
