import { appError } from '../../errors';

export const briefsErrors = {
  /** Also for briefs that exist but are not the viewer's: ids must not leak. */
  notFound: () =>
    appError('briefs.not_found', 404, "We can't find that brief. The ID might be wrong or you don't have access."),
  missingContact: () => appError('briefs.missing_contact', 400, 'Please provide your name and email address.'),
  invalidEmail: () => appError('briefs.invalid_email', 400, 'Please enter a valid email address.'),
  incomplete: () =>
    appError('briefs.incomplete', 400, 'Please describe your goal and context, and choose a budget and a timeline.'),
  signInRequired: () => appError('briefs.sign_in_required', 401, 'Please sign in to submit your brief.'),
  notActionable: (message: string) => appError('briefs.not_actionable', 409, message),
  unknownOrigin: () =>
    appError('briefs.unknown_origin', 404, 'That outcome pack or capability is no longer available.'),
};
