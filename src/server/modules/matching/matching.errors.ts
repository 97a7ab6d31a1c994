import { appError } from '../../errors';
import { plural } from '../../../shared/domain/plural';

export const matchingErrors = {
  requestNotFound: () => appError('requests.not_found', 404, 'Request not found'),
  invitationNotFound: () => appError('matching.invitation_not_found', 404, 'Invitation not found'),
  requestClosed: () =>
    appError('matching.request_closed', 409, 'This request is no longer open: it already has its expert.'),
  projectCancelled: () =>
    appError('matching.project_cancelled', 409, "This request's project was cancelled: it is closed."),
  tooMany: (max: number) =>
    appError('matching.too_many', 400, `Choose at most ${plural(max, 'expert')} (the shortlist size) at a time.`),
  notVetted: () => appError('matching.not_vetted', 409, 'Only vetted experts can be invited.'),
  alreadyInvited: () =>
    appError('matching.already_invited', 409, 'Every chosen expert has already been invited to this request.'),
  singleProvider: (message: string) => appError('matching.single_provider', 409, message),
  expired: () => appError('matching.invitation_expired', 409, 'This invitation has expired.'),
  alreadyAnswered: () => appError('matching.invitation_answered', 409, 'This invitation has already been answered.'),
  alreadyAssigned: () =>
    appError('matching.already_assigned', 409, 'Another expert has already been assigned to this project.'),
  notAccepted: () =>
    appError('matching.invitation_not_accepted', 409, 'You can quote only after accepting the invitation.'),
  noAgency: () =>
    appError('matching.no_agency', 409, 'A candidate invited as an agency must own one; refresh the shortlist.'),
  inputsLocked: () =>
    appError(
      'matching.inputs_locked',
      409,
      'An expert has accepted an invitation on this request: its matching inputs can no longer change.',
    ),
  unknownSkill: (skill: string) =>
    appError('matching.unknown_skill', 400, `“${skill}” is not a skill matching knows: choose one from the list.`),
  expertNotActive: () =>
    appError('matching.expert_not_active', 409, 'Only vetted experts in good standing can take on work.'),
};
