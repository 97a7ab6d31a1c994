import { appError } from '../../errors';

export const escrowErrors = {
  invalidAmount: () => appError('escrow.invalid_amount', 400, 'Amounts are positive whole minor units'),
  noExpert: () => appError('escrow.no_expert', 409, 'This project has no expert to release the escrow to'),
  projectNotFound: () => appError('escrow.project_not_found', 404, 'Project not found'),
  insufficientEscrow: () => appError('escrow.insufficient', 409, 'The escrow does not hold that much'),
  payoutNotForRole: () =>
    appError('escrow.payout_not_for_role', 403, 'Payout accounts are for vetted experts and agency owners.'),
  payoutSetupFailed: () => appError('escrow.payout_setup_failed', 502, 'Failed to set up the payout account'),
};
