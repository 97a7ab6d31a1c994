import { getCookies } from 'better-auth/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, commonErrors } from '../errors';
import { getLiveSession, SESSION_ABSOLUTE_LIFETIME_MS, type Auth } from '../modules/auth/auth';
import type { ProfilesService, Viewer } from '../modules/profiles/profiles.service';
import { createSessionCache, sessionCookieValue, type SessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person (session + profile), resolved once per request. */
    viewer: () => Promise<RequestViewer | null>;
  }
}

/** The request's headers as a Fetch `Headers`, for better-auth's server API. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The signed-in person as this request sees them: with the address the request came from (for the activity log). */
export type RequestViewer = Viewer & { ip: string };

const kViewer = Symbol('viewer');

export type ViewerCache = SessionCache<Viewer>;

/** Resolved viewers per session cookie on this instance, dropped when the database announces a change. */
export const createViewerCache = (hub: Parameters<typeof createSessionCache>[0]): ViewerCache =>
  createSessionCache<Viewer>(hub);

export function registerViewer(
  app: FastifyInstance,
  {
    auth,
    profiles,
    requireMfaForAdmins,
    cache,
  }: {
    auth: Auth;
    profiles: ProfilesService;
    requireMfaForAdmins: () => Promise<boolean>;
    /** Resolved viewers per session cookie, dropped on every invalidation (plugins/session-cache.ts). */
    cache: ViewerCache;
  },
): void {
  const cookieName = getCookies(auth.options).sessionToken.name;
  // The setting changes only with a notification for everyone: read once, not per admin request.
  const mfaRequired = cache.memo(requireMfaForAdmins);

  /** The session validated by better-auth (refreshed when due, revoked past its absolute lifetime) and its viewer. */
  async function load(request: FastifyRequest) {
    const session = await getLiveSession(auth, headersOf(request));
    if (!session) return null;
    const value = Object.freeze(await profiles.viewerFor(session.user));
    const { expiresAt, createdAt } = session.session;
    const validUntil = Math.min(
      new Date(expiresAt).getTime(),
      new Date(createdAt).getTime() + SESSION_ABSOLUTE_LIFETIME_MS,
    );
    return { userId: session.user.id, value, validUntil };
  }

  async function resolve(request: FastifyRequest): Promise<RequestViewer | null> {
    // No cookie, no session: most reads (catalog, health) never touch the session store.
    const header = request.headers.cookie;
    if (!header) return null;
    const cookie = sessionCookieValue(header, cookieName);
    if (cookie === undefined) return null;
    // Past its absolute lifetime a session counts as signed out (and is revoked), however recently it was refreshed.
    // A cookie sent twice is left to better-auth and never cached.
    const found = cookie === null ? (await load(request))?.value : await cache.resolve(cookie, () => load(request));
    if (!found) return null;
    const viewer = { ...found, ip: request.ip };
    // An admin without MFA while it is required holds no admin power anywhere (admin APIs, admin reads of others'
    // projects…) until it is on. The setting is read only for such an admin: everyone else costs nothing extra.
    if (viewer.isAdmin && !viewer.mfaEnabled && (await mfaRequired()))
      return { ...viewer, isAdmin: false, adminMfaRequired: true };
    return viewer;
  }
  // Resolved on the first call and kept on the request; no per-request hook or closure for requests that never ask.
  app.decorateRequest(kViewer, null);
  app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
    const request = this as FastifyRequest & { [kViewer]: Promise<RequestViewer | null> | null };
    return (request[kViewer] ??= resolve(this));
  });
}

export async function requireViewer(request: FastifyRequest): Promise<RequestViewer> {
  const viewer = await request.viewer();
  if (!viewer) throw commonErrors.unauthorized();
  return viewer;
}

const adminMfaRequired = () =>
  appError(
    'auth.mfa_required',
    403,
    'Administrators must turn on two-factor authentication first: open your account settings to set it up.',
  );

/** Admin powers are checked here, on the server; a non-admin gets 403 without learning anything else. */
export async function requireAdmin(request: FastifyRequest): Promise<RequestViewer> {
  const viewer = await requireViewer(request);
  if (viewer.adminMfaRequired) throw adminMfaRequired();
  if (!viewer.isAdmin) throw commonErrors.forbidden();
  return viewer;
}
