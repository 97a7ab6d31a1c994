import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATIC_PUBLIC_PAGES } from '../../../shared/domain/public-pages';
import type { createCatalogService } from '../catalog/catalog.service';

type CatalogReader = Pick<ReturnType<typeof createCatalogService>, 'listProductChanges'>;

/** The public pages search engines may list (the web app's marketing, audience, support and legal pages). */
export const SITEMAP_PAGES = ['/', '/outcomes', '/catalog', '/brief-builder', ...STATIC_PUBLIC_PAGES] as const;

/** Signed-in areas and machine endpoints kept out of search engines. */
export const ROBOTS_DISALLOWED = ['/admin', '/dashboard', '/expert', '/project', '/api', '/dev'] as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** /robots.txt and /sitemap.xml as real files (not the web app's HTML), with absolute URLs on the public origin. */
export function seoRoutes({
  publicUrl,
  catalog,
}: {
  publicUrl: string;
  catalog: CatalogReader;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        // Each area and what is under it, not every path that starts alike: `/expert` must not hide `/experts/{id}`.
        ...ROBOTS_DISALLOWED.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`]),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ];
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.join('\n'));
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const products = await catalog.listProductChanges();
      const url = (path: string, lastmod?: Date) =>
        `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
      // The catalog page changes when any of its packs does; the other pages' text ships with the app.
      const latest = products.reduce<Date | undefined>(
        (at, { updatedAt }) => (at && at > updatedAt ? at : updatedAt),
        undefined,
      );
      const urls = [
        ...SITEMAP_PAGES.map((path) => url(path, path === '/catalog' ? latest : undefined)),
        ...products.map((product) => url(`/product/${product.id}`, product.updatedAt)),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    });
  };
}
