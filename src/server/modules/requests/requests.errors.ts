import { appError } from '../../errors';

export const requestsErrors = {
  notFound: () => appError('requests.not_found', 404, 'Request not found'),
  notReviewable: () => appError('requests.not_reviewable', 409, 'Only new requests can be marked reviewed'),
};
