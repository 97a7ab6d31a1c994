import { Navigate } from 'react-router';

/** Where an admin without two-factor authentication is sent while `require_mfa_for_admins` is on. */
export const ADMIN_MFA_SETUP_PATH = '/account';

/** Admin pages render this instead of themselves for such an admin: off to set it up (the page there says why and scrolls to it). */
export function AdminMfaRedirect() {
  return <Navigate to={ADMIN_MFA_SETUP_PATH} replace />;
}
