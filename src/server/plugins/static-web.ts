import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app's files: hashed assets cached for a year (with pre-compressed .br/.gz when present). Page
 * paths are answered by the not-found handler through web-pages.ts (prerendered HTML, the SPA shell, or a 404 page).
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'web app not built; run `npm run build` (npm start does it for you)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
