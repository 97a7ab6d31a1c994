import { z } from 'zod';

/**
 * better-auth's endpoints that the web app calls, for the OpenAPI document: they are served by one catch-all route
 * (`/api/auth/*`, auth.routes.ts), so their request and response shapes are written here as better-auth 1.7 sends them.
 */
// better-auth's plugins add their own fields to the user (twoFactorEnabled…).
const ZAuthUser = z.looseObject({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
const ZAuthError = z.looseObject({ code: z.string().optional(), message: z.string() });
const ZStatus = z.object({ status: z.boolean() });
const ZSignedIn = z.object({ token: z.string(), user: ZAuthUser });
const ZPassword = z.string().min(1);

type Operation = { summary: string; operationId: string; body?: z.ZodType; reply: z.ZodType; signedIn?: boolean };

const OPERATIONS: Record<string, Operation> = {
  '/api/auth/sign-up/email': {
    operationId: 'signUpEmail',
    summary: 'Create an account with e-mail and password (a verification e-mail is sent)',
    body: z.object({ name: z.string(), email: z.email(), password: ZPassword, callbackURL: z.string().optional() }),
    reply: z.object({ token: z.string().nullable(), user: ZAuthUser }),
  },
  '/api/auth/sign-in/email': {
    operationId: 'signInEmail',
    summary: 'Sign in with e-mail and password: sets the session cookie, or asks for the second factor',
    body: z.object({ email: z.email(), password: ZPassword, rememberMe: z.boolean().optional() }),
    reply: z.union([
      z.object({ redirect: z.boolean(), token: z.string(), url: z.string().optional(), user: ZAuthUser }),
      z.object({ twoFactorRedirect: z.literal(true) }),
    ]),
  },
  '/api/auth/sign-out': {
    operationId: 'signOut',
    summary: 'Sign out: ends the session, if any, and clears its cookie',
    reply: z.object({ success: z.boolean() }),
  },
  '/api/auth/request-password-reset': {
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password reset link (the same answer whether or not the address has an account)',
    body: z.object({ email: z.email(), redirectTo: z.string().optional() }),
    reply: z.object({ status: z.boolean(), message: z.string().optional() }),
  },
  '/api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: "Set a new password with the reset link's token",
    body: z.object({ token: z.string(), newPassword: ZPassword }),
    reply: ZStatus,
  },
  '/api/auth/send-verification-email': {
    operationId: 'sendVerificationEmail',
    summary: 'Send the e-mail address verification link again',
    body: z.object({ email: z.email(), callbackURL: z.string().optional() }),
    reply: ZStatus,
  },
  '/api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change the password (the current one is required)',
    body: z.object({ currentPassword: ZPassword, newPassword: ZPassword, revokeOtherSessions: z.boolean().optional() }),
    reply: z.object({ token: z.string().nullable(), user: ZAuthUser }),
    signedIn: true,
  },
  '/api/auth/change-email': {
    operationId: 'changeEmail',
    summary: 'Change the e-mail address (confirmed by a link sent to it)',
    body: z.object({ newEmail: z.email(), callbackURL: z.string().optional() }),
    reply: ZStatus,
    signedIn: true,
  },
  '/api/auth/two-factor/enable': {
    operationId: 'enableTwoFactor',
    summary: 'Start turning on two-factor sign-in: the authenticator URI and ten backup codes',
    body: z.object({ password: ZPassword }),
    reply: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
    signedIn: true,
  },
  '/api/auth/two-factor/verify-totp': {
    operationId: 'verifyTotp',
    summary: "Confirm an authenticator's code: completes a sign-in or turning two-factor on",
    body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
    reply: ZSignedIn,
  },
  '/api/auth/two-factor/verify-backup-code': {
    operationId: 'verifyBackupCode',
    summary: 'Complete a sign-in with a backup code (each works once)',
    body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
    reply: ZSignedIn,
  },
  '/api/auth/two-factor/generate-backup-codes': {
    operationId: 'generateBackupCodes',
    summary: 'Replace the backup codes (the password is required)',
    body: z.object({ password: ZPassword }),
    reply: z.object({ status: z.boolean(), backupCodes: z.array(z.string()) }),
    signedIn: true,
  },
  '/api/auth/two-factor/disable': {
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor sign-in off (the password is required)',
    body: z.object({ password: ZPassword }),
    reply: ZStatus,
    signedIn: true,
  },
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0' });

/** The paths above as OpenAPI 3.0 operations (tag `auth`), `sessionScheme` naming the session cookie's scheme. */
export function authOpenApiPaths(sessionScheme: string) {
  return Object.fromEntries(
    Object.entries(OPERATIONS).map(([path, operation]) => [
      path,
      {
        post: {
          operationId: operation.operationId,
          summary: operation.summary,
          tags: ['auth'],
          security: operation.signedIn ? [{ [sessionScheme]: [] }] : [],
          ...(operation.body
            ? {
                requestBody: {
                  required: true,
                  content: { 'application/json': { schema: jsonSchema(operation.body) } },
                },
              }
            : {}),
          responses: {
            200: { description: 'Done.', content: { 'application/json': { schema: jsonSchema(operation.reply) } } },
            '4XX': {
              description: "Refused, in better-auth's own error shape.",
              content: { 'application/json': { schema: jsonSchema(ZAuthError) } },
            },
          },
        },
      },
    ]),
  );
}
