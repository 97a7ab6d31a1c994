import { appError } from '../../errors';

export const setupErrors = {
  /** Unknown, expired, replaced or used token, or an admin already exists: setup is closed to this link. */
  linkInvalid: () => appError('setup.link_invalid', 404, 'This setup link is no longer valid.'),
  emailTaken: () =>
    appError(
      'setup.email_taken',
      409,
      'An account already uses this e-mail address. Use another address, or give that account admin rights with npm run admin:create.',
    ),
};
