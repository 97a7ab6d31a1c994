import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonErrors } from '../errors';
import { getLiveSession, type Auth } from '../modules/auth/auth';
import type { ProfilesService, Viewer } from '../modules/profiles/profiles.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person (session + profile), resolved once per request. */
    viewer: () => Promise<RequestViewer | null>;
  }
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The signed-in person as this request sees them: with the address the request came from (for the activity log). */
export type RequestViewer = Viewer & { ip: string };

const kViewer = Symbol('viewer');

export function registerViewer(
  app: FastifyInstance,
  { auth, profiles }: { auth: Auth; profiles: ProfilesService },
): void {
  async function resolve(request: FastifyRequest): Promise<RequestViewer | null> {
    // No cookie, no session: most reads (catalog, health) never touch the session store.
    if (!request.headers.cookie) return null;
    // Past its absolute lifetime a session counts as signed out (and is revoked), however recently it was refreshed.
    const session = await getLiveSession(auth, headersOf(request));
    return session ? { ...(await profiles.viewerFor(session.user)), ip: request.ip } : null;
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

/** Admin powers are checked here, on the server; a non-admin gets 403 without learning anything else. */
export async function requireAdmin(request: FastifyRequest): Promise<RequestViewer> {
  const viewer = await requireViewer(request);
  if (!viewer.isAdmin) throw commonErrors.forbidden();
  return viewer;
}
