import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZCapabilityCardListSchema,
  ZCapabilityCardParamsSchema,
  ZCapabilityCardSchema,
  ZCaseStudyListSchema,
  ZCategoryListSchema,
  ZProductListQuerySchema,
  ZProductListSchema,
  ZProductSchema,
  type TCategoryRef,
  type TProductSummary,
} from '../../../shared/schemas/catalog';
import { frozenEnvelope } from '../../plugins/serializer';
import type { CatalogService } from './catalog.service';

/** Public catalog reads: anyone, signed in or not. */
export function catalogRoutes({ catalog }: { catalog: CatalogService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalog'];
    // The full lists come frozen from the service's read cache: one envelope per cached list, serialised once.
    const categoryList = frozenEnvelope((categories: TCategoryRef[]) => ({ categories }));
    const productList = frozenEnvelope((products: TProductSummary[]) => ({ products }));

    app.get(
      '/api/catalog/categories',
      {
        schema: {
          operationId: 'listCategories',
          summary: "List the catalog's categories",
          security: [],
          tags,
          response: { 200: ZCategoryListSchema },
        },
      },
      async () => categoryList(await catalog.listCategories()),
    );

    app.get(
      '/api/catalog/products',
      {
        schema: {
          operationId: 'listProducts',
          summary: 'List the active packs, optionally of one category',
          security: [],
          tags,
          querystring: ZProductListQuerySchema,
          response: { 200: ZProductListSchema },
        },
      },
      async (request) => productList(await catalog.listProducts(request.query.category)),
    );

    app.get(
      '/api/catalog/products/:id',
      {
        schema: {
          operationId: 'getProduct',
          summary: 'Read a pack',
          security: [],
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZProductSchema },
        },
      },
      async (request) => catalog.getProduct(request.params.id),
    );

    app.get(
      '/api/catalog/capability-cards',
      {
        schema: {
          operationId: 'listCapabilityCards',
          summary: 'List the capability cards',
          security: [],
          tags,
          response: { 200: ZCapabilityCardListSchema },
        },
      },
      async () => ({
        cards: await catalog.listCapabilityCards(),
      }),
    );

    app.get(
      '/api/catalog/capability-cards/:id',
      {
        schema: {
          operationId: 'getCapabilityCard',
          summary: 'Read a capability card',
          security: [],
          tags,
          params: ZCapabilityCardParamsSchema,
          response: { 200: ZCapabilityCardSchema },
        },
      },
      async (request) => catalog.getCapabilityCard(request.params.id),
    );

    app.get(
      '/api/catalog/case-studies',
      {
        schema: {
          operationId: 'listCaseStudies',
          summary: 'List the case studies',
          security: [],
          tags,
          response: { 200: ZCaseStudyListSchema },
        },
      },
      async () => ({
        caseStudies: await catalog.listCaseStudies(),
      }),
    );
  };
}
