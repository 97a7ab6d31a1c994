import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { fetchEarly, keepEmbeddedAnswers } from './api-answers';

/** The network, as the browser's fetch: each request recorded, answered with its own path. */
function network() {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(input);
    return new Response(JSON.stringify({ from: 'network', path: input }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early answers', () => {
  it("answers the page's first read of a path from the shell's HTML, once; the next read asks the network", async () => {
    const requested = network();
    keepEmbeddedAnswers({ '/api/projects': { projects: [{ id: 'p1' }] } });
    expect(await api.get('/api/projects')).toEqual({ projects: [{ id: 'p1' }] });
    expect(requested).toEqual([]);
    expect(await api.get('/api/projects')).toEqual({ from: 'network', path: '/api/projects' });
    expect(requested).toEqual(['/api/projects']);
  });

  it('uses a read started on hover when the page asks for it, and not one older than 30 seconds', async () => {
    const requested = network();
    fetchEarly(['/api/orders']);
    fetchEarly(['/api/orders']);
    expect(requested).toEqual(['/api/orders']);
    expect(await api.get('/api/orders')).toEqual({ from: 'network', path: '/api/orders' });
    expect(requested).toEqual(['/api/orders']);

    vi.useFakeTimers({ toFake: ['Date'] });
    keepEmbeddedAnswers({ '/api/quotes': { quotes: [] } });
    vi.setSystemTime(Date.now() + 31_000);
    expect(await api.get('/api/quotes')).toEqual({ from: 'network', path: '/api/quotes' });
  });
});
