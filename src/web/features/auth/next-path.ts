import { safeNextPath } from '@shared/domain/sign-in-form';

/** Where to go once signed in: the `next` query parameter when it is a path on this site (`safeNextPath`), else home. */
export function nextPathOf(params: URLSearchParams): string {
  return safeNextPath(params.get('next'));
}
