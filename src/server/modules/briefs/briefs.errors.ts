import { BRIEF_SUBMIT_MESSAGES } from '../../../shared/domain/brief-gates';
import { appError } from '../../errors';

export const briefsErrors = {
  /** Also for briefs that exist but are not the viewer's: ids must not leak. */
  notFound: () =>
    appError('briefs.not_found', 404, "We can't find that brief. The ID might be wrong or you don't have access."),
  missingContact: () => appError('briefs.missing_contact', 400, BRIEF_SUBMIT_MESSAGES.missingContact),
  invalidEmail: () => appError('briefs.invalid_email', 400, BRIEF_SUBMIT_MESSAGES.invalidEmail),
  incomplete: () => appError('briefs.incomplete', 400, BRIEF_SUBMIT_MESSAGES.incomplete),
  signInRequired: () => appError('briefs.sign_in_required', 401, BRIEF_SUBMIT_MESSAGES.signInRequired),
  notActionable: (message: string) => appError('briefs.not_actionable', 409, message),
  unknownOrigin: () =>
    appError('briefs.unknown_origin', 404, 'That outcome pack or capability is no longer available.'),
};
