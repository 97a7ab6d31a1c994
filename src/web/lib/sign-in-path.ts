import { useLocation } from 'react-router';

/** The sign-in page that comes back to this place (path, query such as a dashboard tab, and fragment) afterwards. */
export function signInPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const here = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return here === '/' ? '/auth' : `/auth?next=${encodeURIComponent(here)}`;
}

/** `signInPathFor` the current page. */
export function useSignInPath(): string {
  return signInPathFor(useLocation());
}
