import { appError } from '../../errors';

export const disputesErrors = {
  notFound: () => appError('disputes.not_found', 404, 'Dispute not found'),
  clientOnly: () => appError('disputes.client_only', 403, 'Only the client can open a dispute'),
  freelancerOnly: () => appError('disputes.freelancer_only', 403, "Only the project's expert can answer a dispute"),
  alreadyOpen: () => appError('disputes.already_open', 409, 'This milestone already has an open dispute'),
  notDisputable: () =>
    appError('disputes.not_disputable', 409, 'Only funded escrow that has not been released can be disputed'),
  resolved: () => appError('disputes.resolved', 409, 'This dispute has already been resolved'),
  invalidRefund: () =>
    appError('disputes.invalid_refund', 400, 'A partial refund must be more than 0 and less than the disputed amount'),
  tooManyFiles: () =>
    appError('disputes.too_many_files', 409, 'This dispute already has the most evidence files allowed'),
  fileTooLarge: () => appError('disputes.file_too_large', 413, 'The file is too large'),
  noStorage: () => appError('disputes.no_storage', 503, 'File storage is not available'),
};
