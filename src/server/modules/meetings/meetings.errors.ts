import { appError } from '../../errors';

export const meetingsErrors = {
  notFound: () => appError('meetings.not_found', 404, 'Meeting not found'),
  noTime: () =>
    appError('meetings.no_time', 409, 'This meeting has no time yet, so there is nothing to add to a calendar'),
};
