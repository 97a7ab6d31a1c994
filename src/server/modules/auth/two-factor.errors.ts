import { appError } from '../../errors';

export const twoFactorErrors = {
  invalidCode: () => appError('two_factor.invalid_code', 400, 'That code is not right. Check your authenticator app.'),
  notEnabled: () => appError('two_factor.not_enabled', 409, 'Two-factor authentication is not on for this account.'),
  accountNotFound: () => appError('two_factor.account_not_found', 404, 'No account has this e-mail address.'),
};
