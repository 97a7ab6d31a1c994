import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatMoney } from '../../../shared/domain/money';
import { SITE_NAME } from '../../../shared/domain/site';
import { DEFAULT_SHARE_IMAGE_PATH } from '../../../shared/domain/share-image';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { renderShareImage, type ShareImageText } from '../../lib/share-image';
import type { CatalogService } from './catalog.service';

/** Rendered cards kept per instance; a changed title or price is a new key, so it is drawn again. */
const MAX_CACHED_IMAGES = 200;
const DEFAULT_CARD: ShareImageText = {
  title: 'Vetted experts, AI assistance, human QA',
  highlight: 'Outcome packs and bespoke briefs',
  footer: SITE_NAME,
};

/**
 * Link-preview images (Open Graph / Twitter): a pack's card with its title and price, and the site's default card,
 * each rendered on its first request and then served from memory.
 */
export function shareImagesRoutes({ catalog }: { catalog: CatalogService }): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = new Map<string, Promise<Buffer>>();
    const cachedImage = (text: ShareImageText) => {
      const key = JSON.stringify(text);
      let image = cache.get(key);
      if (!image) {
        image = renderShareImage(text);
        cache.set(key, image);
        image.catch(() => cache.delete(key));
        while (cache.size > MAX_CACHED_IMAGES) cache.delete(cache.keys().next().value!);
      }
      return image;
    };
    app.get(
      DEFAULT_SHARE_IMAGE_PATH,
      // Files for link previews, like robots.txt and the sitemap: not part of the API's document.
      { schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('image/png')
          .header('cache-control', 'public, max-age=86400')
          .send(await cachedImage(DEFAULT_CARD)),
    );

    app.get('/og/products/:id.png', { schema: { hide: true, params: ZIdParamsSchema } }, async (request, reply) => {
      const product = await catalog.getProduct(request.params.id);
      const image = await cachedImage({
        title: product.title,
        highlight: formatMoney(product.basePrice, product.currency),
        footer: SITE_NAME,
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(image);
    });
  };
}
