import { appError } from '../../errors';

export const meetingsErrors = {
  notFound: () => appError('meetings.not_found', 404, 'Meeting not found'),
  noTime: () =>
    appError('meetings.no_time', 409, 'This meeting has no time yet, so there is nothing to add to a calendar'),
  cancelled: () => appError('meetings.cancelled', 409, 'This meeting was cancelled, so it cannot be changed'),
  past: () => appError('meetings.past', 409, 'This meeting has already taken place, so it cannot be changed'),
  changedMeanwhile: () =>
    appError('meetings.changed', 409, 'This meeting was changed at the same time: reload the page and try again'),
};
