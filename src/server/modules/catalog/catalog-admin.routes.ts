import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZAdminCategoryListSchema,
  ZAdminCategorySchema,
  ZAdminProductListSchema,
  ZAdminProductSchema,
  ZCategoryInputSchema,
  ZCategoryPatchSchema,
  ZProductInputSchema,
  ZProductPatchSchema,
} from '../../../shared/schemas/catalog';
import { requireAdmin } from '../../plugins/viewer';
import type { CatalogService } from './catalog.service';

/** Catalog management for admins: categories and packs, including inactive ones. Packs are deactivated, never deleted. */
export function catalogAdminRoutes({ catalog }: { catalog: CatalogService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalog'];
    // Before body validation, so a non-admin learns nothing about the payload rules (this plugin's routes only).
    app.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });

    app.get(
      '/api/admin/catalog/categories',
      {
        schema: {
          operationId: 'listAdminCategories',
          summary: 'List every catalog category, inactive ones included',
          tags,
          response: { 200: ZAdminCategoryListSchema },
        },
      },
      async () => {
        return { categories: await catalog.listAdminCategories() };
      },
    );

    app.post(
      '/api/admin/catalog/categories',
      {
        schema: {
          operationId: 'createCategory',
          summary: 'Create a catalog category',
          tags,
          body: ZCategoryInputSchema,
          response: { 201: ZAdminCategorySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await catalog.createCategory(request.body, await requireAdmin(request))),
    );

    app.patch(
      '/api/admin/catalog/categories/:id',
      {
        schema: {
          operationId: 'updateCategory',
          summary: 'Change a catalog category',
          tags,
          params: ZIdParamsSchema,
          body: ZCategoryPatchSchema,
          response: { 200: ZAdminCategorySchema },
        },
      },
      async (request) => catalog.updateCategory(request.params.id, request.body, await requireAdmin(request)),
    );

    app.get(
      '/api/admin/catalog/products',
      {
        schema: {
          operationId: 'listAdminProducts',
          summary: 'List every pack, inactive ones included',
          tags,
          response: { 200: ZAdminProductListSchema },
        },
      },
      async () => {
        return { products: await catalog.listAdminProducts() };
      },
    );

    app.post(
      '/api/admin/catalog/products',
      {
        schema: {
          operationId: 'createProduct',
          summary: 'Create a pack',
          tags,
          body: ZProductInputSchema,
          response: { 201: ZAdminProductSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await catalog.createProduct(request.body, await requireAdmin(request))),
    );

    app.patch(
      '/api/admin/catalog/products/:id',
      {
        schema: {
          operationId: 'updateProduct',
          summary: 'Change a pack, or deactivate it',
          tags,
          params: ZIdParamsSchema,
          body: ZProductPatchSchema,
          response: { 200: ZAdminProductSchema },
        },
      },
      async (request) => catalog.updateProduct(request.params.id, request.body, await requireAdmin(request)),
    );
  };
}
