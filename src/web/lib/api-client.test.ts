import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('API errors', () => {
  it('carry the server request id from the x-request-id header', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong.' } }), {
          status: 500,
          headers: { 'x-request-id': 'b1c2d3e4-request' },
        }),
    );
    const error = await api.get('/api/anything').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('b1c2d3e4-request');
    expect((error as ApiError).status).toBe(500);
  });
});
