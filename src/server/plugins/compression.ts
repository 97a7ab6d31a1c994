import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Bodies below this go out as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality 4: on the app's JSON it is several times faster than the maximum (11) for a body only a few per cent
 * larger, and still smaller than gzip at level 6 (docs/decisions/039, `npm run bench -- compression`).
 */
export const BROTLI_QUALITY = 4;

/** JSON only: pages are compressed once by web-pages, assets are stored pre-compressed, downloads pass untouched. */
const COMPRESSIBLE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/**
 * Compresses JSON responses above 1 KB, br when the client accepts it, else gzip. Streamed replies (server-sent
 * events) write to the raw response and are never touched; request bodies are not decompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: 6 },
  });
}
