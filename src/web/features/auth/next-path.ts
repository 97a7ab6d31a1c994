/**
 * Where to go once signed in: the `next` query parameter when it is a path on this site (so "Create Agency" and the
 * "Sign In" gates come back to their page), else home. Anything else (another origin, `//host`, `/\host`) is ignored.
 */
export function nextPathOf(params: URLSearchParams): string {
  const next = params.get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
