import { appError } from '../../errors';

export const ratingsErrors = {
  notCompleted: () => appError('ratings.not_completed', 409, 'You can rate this project once it has been completed.'),
  alreadyRated: () => appError('ratings.already_rated', 409, 'You have already rated this project.'),
  noOtherParty: () => appError('ratings.no_other_party', 409, 'There is nobody on this project for you to rate.'),
  notParticipant: () =>
    appError('ratings.not_participant', 403, "Only the project's client and freelancer rate each other."),
};
