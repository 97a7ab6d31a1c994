import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSettingKeySchema,
  ZSettingsAuditEntrySchema,
  ZSettingsFallbacksSchema,
  ZSettingsSchema,
} from '../../../shared/domain/settings';
import { requireAdmin } from '../../plugins/viewer';
import type { SettingsService } from './settings.service';

export function settingsRoutes({ settings }: { settings: SettingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/settings',
      {
        schema: {
          operationId: 'getSettings',
          summary: 'Read the platform settings',
          tags: ['settings'],
          response: { 200: ZSettingsSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return settings.getAll();
      },
    );

    app.put(
      '/api/admin/settings/:key',
      {
        schema: {
          operationId: 'updateSetting',
          summary: 'Change one platform setting',
          tags: ['settings'],
          params: z.object({ key: ZSettingKeySchema }),
          body: z.object({ value: z.unknown() }),
          response: { 200: ZSettingsSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return settings.update(request.params.key, request.body.value, admin);
      },
    );

    app.get(
      '/api/admin/settings/audit',
      {
        schema: {
          operationId: 'listSettingsAudit',
          summary: 'List the history of settings changes',
          tags: ['settings'],
          response: { 200: z.object({ entries: z.array(ZSettingsAuditEntrySchema) }) },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return { entries: await settings.auditLog() };
      },
    );

    app.get(
      '/api/admin/settings/fallbacks',
      {
        schema: {
          operationId: 'listSettingsFallbacks',
          summary: 'List the settings whose stored value no longer fits and reads as its default',
          tags: ['settings'],
          response: { 200: ZSettingsFallbacksSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return settings.fallbacks();
      },
    );
  };
}
