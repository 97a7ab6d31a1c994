import { appError } from '../../errors';
import { SPLIT_PROBLEM_MESSAGES, type TSplitProblem } from '../../../shared/domain/agencies';
import { MAX_AGENCY_ROSTER } from '../../../shared/domain/limits';

export const agenciesErrors = {
  notFound: () => appError('agencies.not_found', 404, 'Agency not found'),
  invitationNotFound: () => appError('agencies.invitation_not_found', 404, 'Invitation not found'),
  memberNotFound: () => appError('agencies.member_not_found', 404, 'Member not found'),
  projectNotFound: () => appError('agencies.project_not_found', 404, 'This project is not one your agency works on.'),
  ownerOnly: () => appError('agencies.owner_only', 403, 'Only the agency owner can do that.'),
  notVetted: () => appError('agencies.not_vetted', 403, 'Only vetted experts can create an agency.'),
  joinNotVetted: () => appError('agencies.join_not_vetted', 403, 'Only vetted experts can join an agency.'),
  alreadyOwner: () => appError('agencies.already_owner', 409, 'You already own an agency.'),
  alreadyOnRoster: () =>
    appError('agencies.already_on_roster', 409, 'This e-mail address is already invited to or on the roster.'),
  rosterFull: () =>
    appError(
      'agencies.roster_full',
      409,
      `An agency can hold at most ${MAX_AGENCY_ROSTER} invited and active members.`,
    ),
  invitationClosed: () => appError('agencies.invitation_closed', 409, 'This invitation is no longer open.'),
  ownerIsFixed: () =>
    appError('agencies.owner_is_fixed', 409, "The owner's role can't be changed and the owner can't be removed."),
  memberNotCurrent: () =>
    appError('agencies.member_not_current', 409, 'Only invited or active members can be changed.'),
  memberHasShares: () =>
    appError(
      'agencies.member_has_shares',
      409,
      'This member has a share in an open project. Change that split before removing them.',
    ),
  memberNotActive: () =>
    appError('agencies.member_not_active', 409, 'Only active members of the agency can be in a split.'),
  projectClosed: () =>
    appError('agencies.project_closed', 409, 'The split of a completed or cancelled project can no longer change.'),
  invalidSplit: (problem: TSplitProblem) => appError(`agencies.split_${problem}`, 400, SPLIT_PROBLEM_MESSAGES[problem]),
};
