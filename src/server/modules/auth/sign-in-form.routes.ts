import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeNextPath, SIGN_IN_FORM_ACTION, type TSignInFormProblem } from '../../../shared/domain/sign-in-form';
import { acceptPlainForms } from '../../plugins/plain-form';

/** The plain form's fields; anything missing is said on the page, never a validation error the browser would show. */
const ZSignInFormSchema = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
  next: z.string().max(2048).default('/'),
});

/** Why the auth route refused, as the sign-in page names it. */
function problemOf(status: number, code: string | undefined): TSignInFormProblem {
  if (status === 401) return 'invalid';
  if (status === 403 && code === 'auth.email_not_verified') return 'unconfirmed';
  if (status === 429) return 'too-many';
  return 'failed';
}

/**
 * The sign-in form posted as plain HTML (before the page's script runs). It signs in through the app's own auth route
 * (the same per-account backoff, origin and rate limits as the script's sign-in, from the person's own address) and
 * answers 303: to `next` with the session cookie, or back to the sign-in page with the problem's name.
 */
export function signInFormRoutes({ publicUrl }: { publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    acceptPlainForms(app);
    app.post(
      SIGN_IN_FORM_ACTION,
      {
        schema: {
          operationId: 'signInForm',
          summary: 'Sign in from a plain HTML form: redirects to where the person was going, or back with the problem',
          tags: ['auth'],
          consumes: ['application/x-www-form-urlencoded'],
          body: ZSignInFormSchema,
          response: { 303: z.null() },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const next = safeNextPath(request.body.next);
        const back = (problem: TSignInFormProblem) =>
          reply.redirect(`/auth?${new URLSearchParams({ next, error: problem })}`, 303);
        if (!email.trim() || !password) return back('missing');
        const answer = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: request.ip,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            // The form's own origin check passed above (Origin null, Sec-Fetch-Site same-origin); this call is ours.
            origin: publicUrl,
            ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          },
          payload: { email: email.trim(), password },
        });
        if (answer.statusCode !== 200) {
          const code = (answer.json() as { error?: { code?: string } }).error?.code;
          return back(problemOf(answer.statusCode, code));
        }
        reply.header('set-cookie', answer.headers['set-cookie'] ?? []);
        if ((answer.json() as { twoFactorRedirect?: boolean }).twoFactorRedirect) return back('two-factor');
        return reply.redirect(next, 303);
      },
    );
  };
}
