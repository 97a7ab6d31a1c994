import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors';

/**
 * Hooks for a route whose body is an upload streamed to storage (which such a route's own parser never limits):
 * - a declared Content-Length over `maxBytes` is refused with `tooLarge()` (413) before any of the body is read;
 * - any 4xx answer closes the connection (`Connection: close`) and, when the body was not read to its end, the socket
 *   is destroyed once the reply is written, so a client that keeps sending is cut off instead of uploading on.
 */
export function uploadGuard({ maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => AppError }) {
  return {
    onRequest: async (request: FastifyRequest) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
    },
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 400 && reply.statusCode < 500) reply.header('connection', 'close');
      return payload;
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode >= 400 && reply.statusCode < 500 && !request.raw.complete) request.raw.socket.destroy();
    },
  };
}
