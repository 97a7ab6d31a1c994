// The sign-in form as plain HTML, before the page's script runs (decision 040): it posts here, the server signs in
// through the same auth route the script calls and answers with a redirect: to where the person was going, or back to
// the sign-in page naming the problem, which the page says in words.

export const SIGN_IN_FORM_ACTION = '/api/sign-in-form';

/** Why a plain form's sign-in came back, by the `error` query parameter, and what the page says. */
export const SIGN_IN_FORM_PROBLEMS = {
  missing: 'Please enter your email address and your password.',
  invalid: 'Invalid email or password',
  unconfirmed: 'Please confirm your email address first: open the link in the email we sent you.',
  'two-factor': 'Your account asks for a code from your authenticator app: sign in again to enter it.',
  'too-many': 'Too many attempts. Please wait a minute and try again.',
  failed: 'Sign in failed. Please try again.',
} as const;

export type TSignInFormProblem = keyof typeof SIGN_IN_FORM_PROBLEMS;

/** The message for a `?error=` the sign-in form came back with; null for none or one we did not send. */
export function signInFormProblem(code: string | null): string | null {
  return code && Object.hasOwn(SIGN_IN_FORM_PROBLEMS, code) ? SIGN_IN_FORM_PROBLEMS[code as TSignInFormProblem] : null;
}

/**
 * Where to go once signed in: `next` when it is a path on this site (so the "Sign In" gates come back to their page),
 * else home. Anything else (another origin, `//host`, `/\host`) is ignored.
 */
export function safeNextPath(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
