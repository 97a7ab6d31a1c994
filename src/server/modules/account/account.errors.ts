import { appError } from '../../errors';

export const accountErrors = {
  notFound: () => appError('account.not_found', 404, 'Account not found'),
  emailMismatch: () =>
    appError('account.email_mismatch', 400, 'Type the e-mail address of this account exactly to confirm.'),
  escrowHeld: () =>
    appError(
      'account.escrow_held',
      409,
      'Your account cannot be deleted while money is held in escrow for one of your projects. Finish or settle those projects first.',
    ),
  openProjects: () =>
    appError(
      'account.open_projects',
      409,
      'Your account cannot be deleted while you have open projects. Complete or cancel them first.',
    ),
};
