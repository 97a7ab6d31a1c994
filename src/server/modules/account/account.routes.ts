import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountNameSchema,
  ZAccountSessionListSchema,
  ZAccountSettingsSchema,
  ZDeleteAccountSchema,
  ZEmailPreferencesSchema,
} from '../../../shared/schemas/account';
import { rawResponse } from '../../plugins/openapi';
import { headersOf, requireViewer } from '../../plugins/viewer';
import type { AccountService } from './account.service';

const ZOk = z.object({ ok: z.literal(true) });

/** Account settings (/account): name, e-mail preferences, sessions, data download and deletion. */
export function accountRoutes({ account }: { account: AccountService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account',
      {
        schema: {
          operationId: 'getAccountSettings',
          summary: "Read the signed-in person's account settings",
          tags: ['account'],
          response: { 200: ZAccountSettingsSchema },
        },
      },
      async (request) => account.settings(await requireViewer(request)),
    );

    app.put(
      '/api/account/name',
      {
        schema: {
          operationId: 'renameAccount',
          summary: "Change the signed-in person's name",
          tags: ['account'],
          body: ZAccountNameSchema,
          response: { 200: z.object({ fullName: z.string() }) },
        },
      },
      async (request) => {
        await requireViewer(request);
        return account.rename(headersOf(request), request.body.name);
      },
    );

    app.put(
      '/api/account/preferences',
      {
        schema: {
          operationId: 'setEmailPreferences',
          summary: 'Choose which e-mails the signed-in person receives',
          tags: ['account'],
          body: ZEmailPreferencesSchema,
          response: { 200: ZEmailPreferencesSchema },
        },
      },
      async (request) => account.setPreferences(await requireViewer(request), request.body),
    );

    app.get(
      '/api/account/sessions',
      {
        schema: {
          operationId: 'listAccountSessions',
          summary: "List the signed-in person's sessions (devices signed in)",
          tags: ['account'],
          response: { 200: ZAccountSessionListSchema },
        },
      },
      async (request) => {
        await requireViewer(request);
        return account.listSessions(headersOf(request));
      },
    );

    app.post(
      '/api/account/sessions/revoke-others',
      {
        schema: {
          operationId: 'revokeOtherSessions',
          summary: 'Sign out every other session of the signed-in person',
          tags: ['account'],
          response: { 200: ZOk },
        },
      },
      async (request) => {
        await requireViewer(request);
        await account.revokeOtherSessions(headersOf(request));
        return { ok: true as const };
      },
    );

    app.get(
      '/api/account/export',
      {
        schema: {
          operationId: 'exportAccountData',
          summary: 'Download everything the marketplace holds about the signed-in person (JSON file)',
          tags: ['account'],
          response: { 200: rawResponse('application/json', 'The data download, as an attachment.') },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const data = await account.exportData(viewer);
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="outcome-marketplace-data-${day}.json"`)
          .send(JSON.stringify(data, null, 2));
      },
    );

    app.post(
      '/api/account/delete',
      {
        schema: {
          operationId: 'deleteAccount',
          summary: "Delete the signed-in person's account (confirmed by its e-mail)",
          tags: ['account'],
          body: ZDeleteAccountSchema,
          response: { 200: ZOk },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        await account.deleteAccount(viewer, request.body.email);
        // The session is gone with the account; the browser forgets its cookie too.
        const names = (request.headers.cookie ?? '')
          .split(';')
          .map((part) => part.split('=')[0]!.trim())
          .filter((name) => name.includes('better-auth'));
        if (names.length > 0)
          reply.header(
            'set-cookie',
            names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`),
          );
        return { ok: true as const };
      },
    );
  };
}
