import { appError } from '../../errors';
import { MAX_SAVED_EXPERTS } from '../../../shared/domain/limits';

export const expertsErrors = {
  notFound: () => appError('experts.not_found', 404, 'Expert not found'),
  noProfile: () => appError('experts.no_profile', 404, 'You have not applied to become an expert yet.'),
  alreadyApplied: () => appError('experts.already_applied', 409, 'You have already applied to become an expert.'),
  notEditable: () => appError('experts.not_editable', 409, 'A rejected application can no longer be edited.'),
  notDecidable: (decision: string, status: string) =>
    appError('experts.not_decidable', 409, `An expert who is ${status} cannot be given the decision "${decision}".`),
  vettingIncomplete: () =>
    appError(
      'experts.vetting_incomplete',
      409,
      'Complete the application review, skills assessment and client interview and set a vetting score before approving.',
    ),
  priceBand: () => appError('experts.price_band', 400, 'The maximum hourly price must be at least the minimum.'),
  cannotSaveSelf: () => appError('experts.cannot_save_self', 409, 'You cannot save your own profile.'),
  savedLimit: () =>
    appError('experts.saved_limit', 409, `You can keep up to ${MAX_SAVED_EXPERTS} saved experts. Remove one first.`),
};
