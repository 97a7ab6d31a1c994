import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app: hashed assets cached for a year (with pre-compressed .br/.gz when present), and
 * index.html for other page paths (see the not-found handler), so the client router handles them.
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
