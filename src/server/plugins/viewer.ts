import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonErrors } from '../errors';
import type { Auth } from '../modules/auth/auth';
import type { ProfilesService, Viewer } from '../modules/profiles/profiles.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person (session + profile), resolved once per request. */
    viewer: () => Promise<Viewer | null>;
  }
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export function registerViewer(
  app: FastifyInstance,
  { auth, profiles }: { auth: Auth; profiles: ProfilesService },
): void {
  app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
    throw new Error('viewer not initialised');
  } as () => Promise<Viewer | null>);
  app.addHook('onRequest', async (request) => {
    let cached: Promise<Viewer | null> | undefined;
    request.viewer = () => {
      cached ??= (async () => {
        if (!request.headers.cookie) return null;
        const session = await auth.api.getSession({ headers: headersOf(request) });
        return session ? profiles.viewerFor(session.user) : null;
      })();
      return cached;
    };
  });
}

export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw commonErrors.unauthorized();
  return viewer;
}

/** Admin powers are checked here, on the server; a non-admin gets 403 without learning anything else. */
export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.isAdmin) throw commonErrors.forbidden();
  return viewer;
}
