import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { labelPageRoute } from './page-routes';

/** What the server renderer (src/web/entry-server.tsx, built to <release>/ssr/entry-server.js) exports. */
type ServerRenderer = {
  matchPage(pathname: string): {
    kind: 'prerendered' | 'known' | 'unknown';
    pattern: string;
    /** A signed-in page rendered for the person asking (decision 040). */
    forViewer?: boolean;
  };
  pageModulesOf(pathname: string): Promise<string[]>;
  /** The API paths a signed-in page's first view reads (its shell's and its route's), decision 040. */
  pageDataOf?(pathname: string): string[];
  render(input: {
    url: string;
    origin: string;
    fetchApi: typeof fetch;
    forViewer?: boolean;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: 200 | 404; head: string; body: string; state: string; pageModule: string | null }
  >;
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

type RenderedPage = {
  status: number;
  html: string;
  location?: string;
  /** The HTML compressed, per content encoding, made on the first request that accepts it. */
  encoded?: Map<'br' | 'gzip', Buffer>;
};

/**
 * Sends a page's HTML compressed when the browser accepts it (every browser does): a catalog page with its embedded
 * data is about 100 KB of HTML and 15 KB brotli, and on a phone's connection the first paint waits for it.
 */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  const encoding = acceptedEncoding(request);
  reply.status(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.html);
  let body = page.encoded?.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html, { level: 6 });
    (page.encoded ??= new Map()).set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** Backstop only: catalog edits clear the cache at once (see `onContentChange`); other data shows within a minute. */
const PAGE_TTL_MS = 60_000;
/** Query strings make distinct pages; the cache keeps at most this many (oldest dropped first). */
const MAX_CACHED_PAGES = 500;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)">/g;

export type WebPages = {
  /** Answers a GET for a page path: prerendered HTML, the SPA shell for other app routes, or a 404 page. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Drops every cached page (the next request renders it again). */
  clear(): void;
};

/** `<script>` text that cannot end the script element or break out of it. */
function scriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The chunk files a page module needs, in load order, and its style sheets (from Vite's client manifest). */
function chunkFilesOf(manifest: Record<string, ManifestChunk>, entry: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    // After what it imports: the order in which the browser runs the page's chunks, one per task (main.tsx).
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  };
  visit(entry);
  return { scripts, styles };
}

/**
 * Public pages as HTML (decision 026): the server renderer renders a prerendered route with its data on the first
 * request and this instance keeps the HTML in memory until the catalog changes (on any instance: the catalog's
 * NOTIFY) or a minute passes. Other app routes get the SPA shell; paths outside the route table get the 404 page
 * with status 404. Without a server renderer (an older build), every page path gets the SPA shell as before.
 */
export async function createWebPages(
  app: FastifyInstance,
  {
    webRoot,
    publicUrl,
    onContentChange,
    streamPosition,
  }: {
    webRoot: string;
    publicUrl: string;
    onContentChange: (listener: () => void) => void;
    /** The live stream's event position now: a signed-in page read after it opens its stream from there. */
    streamPosition: () => Promise<number | null>;
  },
): Promise<WebPages> {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const rendererFile = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  const renderer: ServerRenderer | null = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as ServerRenderer)
    : null;
  if (!renderer) app.log.warn({ rendererFile }, 'no server renderer in this build: pages are served as the SPA shell');
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));

  const fetchApi: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  function assemble(page: { head: string; body: string; state: string; pageModule: string | null }): string {
    let html = template;
    if (page.head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
    if (page.head.includes('name="description"')) html = html.replace(/<meta\s[^>]*data-fallback[^>]*>\s*/, '');
    const { scripts, styles } = page.pageModule ? chunkFilesOf(manifest, page.pageModule) : { scripts: [], styles: [] };
    // The page's style sheets are needed for the first paint; its scripts are not (the page paints from its HTML), so
    // they are listed for main.tsx to preload once the page has painted rather than `modulepreload`ed here, where
    // they would compete with the style sheet (decision 027).
    const stylesheets = styles
      .filter((file) => !inTemplate.has(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`)
      .join('');
    const chunks = scripts.filter((file) => !inTemplate.has(file)).map((file) => `/${file}`);
    return html
      .replace('</head>', `${page.head}${stylesheets}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.body}</div><script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>` +
          `<script type="application/json" id="page-chunks">${scriptJson(JSON.stringify(chunks))}</script>`,
      );
  }

  async function renderPage(url: string): Promise<RenderedPage> {
    const result = await renderer!.render({ url, origin: publicUrl, fetchApi });
    if (result.kind === 'redirect') return { status: result.status, html: '', location: result.location };
    return { status: result.status, html: assemble(result) };
  }

  const cache = new Map<string, { page: Promise<RenderedPage>; at: number }>();
  const clear = () => cache.clear();
  onContentChange(clear);

  function cachedPage(url: string): Promise<RenderedPage> {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < PAGE_TTL_MS) return hit.page;
    const entry = { page: renderPage(url), at: Date.now() };
    cache.delete(url);
    cache.set(url, entry);
    // A failed render is not kept; a clear() during the render drops it too, so stale data is not cached.
    entry.page.catch(() => {
      if (cache.get(url) === entry) cache.delete(url);
    });
    while (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    return entry.page;
  }

  /**
   * The SPA shell of a signed-in page, with its route's chunks (layout, page, their area's code) as module preloads:
   * the shell has nothing to paint first, so they load beside the entry rather than one import after another.
   */
  const shells = new Map<string, Promise<string>>();
  const shellOf = (pattern: string, pathname: string) => {
    let html = shells.get(pattern);
    if (!html) {
      html = renderer!
        .pageModulesOf(pathname)
        .then((pages) => {
          // The app's start, the shell's start-up and the signed-in pages' loaders, which come before the page.
          const sources = ['start.tsx', 'app/shell-pages.ts', ...pages];
          const files = new Set(sources.flatMap((source) => chunkFilesOf(manifest, source).scripts));
          const preloads = [...files].filter((file) => !inTemplate.has(file));
          return template.replace(
            '</head>',
            `${preloads.map((file) => `<link rel="modulepreload" href="/${file}">`).join('')}</head>`,
          );
        })
        // Without the list the shell still works, loading its chunks as it goes.
        .catch(() => template);
      shells.set(pattern, html);
    }
    return html;
  };
  const shell = (reply: FastifyReply, html = template) =>
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  /** A GET answered in this process for the person asking: their cookie, their address. */
  const readFor = (request: FastifyRequest, url: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
    });

  /** The page's first reads answered for the person asking, by API path (JSON text). */
  async function answersFor(request: FastifyRequest, paths: string[]): Promise<Map<string, string>> {
    const answers = await Promise.all(
      paths.map(async (url) => {
        const answer = await readFor(request, url);
        const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
        // Only what the page would have got: a refusal (signed out, not theirs) is left to the page's own request.
        return answer.statusCode === 200 && json ? ([url, answer.payload] as const) : null;
      }),
    );
    return new Map(answers.filter((answer) => answer !== null));
  }

  const answersJson = (answers: Map<string, string>) =>
    `{${[...answers].map(([url, payload]) => `${JSON.stringify(url)}:${payload}`).join(',')}}`;

  /** Longer than this and the signed-in page is sent as the plain shell, which renders in the browser. */
  const VIEWER_RENDER_TIMEOUT_MS = 5_000;

  /**
   * The page rendered for the signed-in person asking, with the answers already made and, for any other read, their
   * own session; only reads. Resolves to the root's content and the state to hydrate from, and which answers the
   * render used (the browser's queries already hold them); null when signed out or when the page does not render.
   */
  async function renderForViewer(request: FastifyRequest, answers: Map<string, string>) {
    const me = answers.get('/api/me');
    if (!me || (JSON.parse(me) as { viewer?: unknown }).viewer == null) return null;
    const used = new Set<string>();
    const fetchApi: typeof fetch = async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') !== 'GET') throw new Error(`a server render only reads (${url})`);
      used.add(url);
      const known = answers.get(url);
      const answer = known === undefined ? await readFor(request, url) : null;
      return new Response(known ?? answer!.payload, {
        status: answer?.statusCode ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the render took too long')), VIEWER_RENDER_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([
        renderer!.render({ url: request.url, origin: publicUrl, fetchApi, forViewer: true }),
        timeout,
      ]);
      if (result.kind !== 'page' || result.status !== 200) return null;
      // The page's title and description are set by the browser, as on the shell: <head> has already been sent.
      return { body: result.body, state: result.state, used };
    } catch (error) {
      request.log.warn({ err: error }, 'the signed-in page did not render on the server; it renders in the browser');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The signed-in shell with its data in the same response: the head and its module preloads go out at once, so the
   * route's chunks load while the server answers the page's first reads, which follow in the body (the entry, a
   * module script, runs once the document is complete, so they are there before the app starts). A page rendered for
   * the person (`forViewer`) comes with its first view in the HTML and the state to hydrate it from; the embedded
   * answers are then only those the render did not use. Never cached: `private, no-store`.
   */
  function shellWithData(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    { paths, forViewer }: { paths: string[]; forViewer: boolean },
  ) {
    const [shellHead, tail] = html.split('<div id="root"></div>');
    // A page rendered for the person paints from its HTML, where the preloads would compete with the style sheet for
    // that paint: main.tsx preloads its chunks once it has painted, as on a prerendered page (decision 044).
    const chunks = forViewer ? [...shellHead!.matchAll(MODULE_PRELOAD)].map(([, href]) => href!) : [];
    const head = forViewer ? shellHead!.replace(MODULE_PRELOAD, '') : shellHead!;
    const encoding = acceptedEncoding(request);
    const body =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? createGzip({ level: 6 })
          : new PassThrough();
    reply.status(200).header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    body.write(head);
    if ('flush' in body) body.flush();
    const rest = async () => {
      // Read before the answers: what changes after them is replayed to the page's stream, not fetched again.
      const position = await streamPosition().catch(() => null);
      const answers = await answersFor(request, paths).catch((error: unknown) => {
        request.log.warn({ err: error }, "the shell's data could not be answered; the page fetches it");
        return new Map<string, string>();
      });
      const page = forViewer ? await renderForViewer(request, answers) : null;
      for (const url of page?.used ?? []) answers.delete(url);
      const root = page
        ? `<div id="root">${page.body}</div><script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>`
        : '<div id="root"></div>';
      const pageChunks = `<script type="application/json" id="page-chunks">${scriptJson(JSON.stringify(chunks))}</script>`;
      const streamFrom =
        position === null ? '' : `<script type="application/json" id="stream-position">${position}</script>`;
      return `${root}<script type="application/json" id="api-answers">${scriptJson(answersJson(answers))}</script>${streamFrom}${chunks.length > 0 ? pageChunks : ''}${tail}`;
    };
    void rest()
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'the signed-in page could not be completed; sent as the empty shell');
        return `<div id="root"></div>${tail}`;
      })
      .then((end) => body.end(end));
    return reply.send(body);
  }

  return {
    clear,
    async serve(request, reply) {
      if (!renderer) return shell(reply);
      const [pathname = '/'] = request.url.split('?');
      const match = renderer.matchPage(pathname);
      if (match.kind !== 'unknown') labelPageRoute(request, match.pattern);
      if (match.kind === 'known') {
        const html = await shellOf(match.pattern, pathname);
        const paths = renderer.pageDataOf?.(pathname) ?? [];
        return paths.length > 0 && html.includes('<div id="root"></div>')
          ? shellWithData(request, reply, html, { paths, forViewer: match.forViewer === true })
          : shell(reply, html);
      }
      // Unknown paths are not cached: any path can be asked for.
      const page = match.kind === 'prerendered' ? await cachedPage(request.url) : await renderPage(request.url);
      if (page.location) return reply.redirect(page.location, page.status as 301 | 302);
      return sendHtml(request, reply, page);
    },
  };
}
