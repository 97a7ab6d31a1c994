import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { DEFAULT_SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE } from '@shared/domain/share-image';
import { SITE_NAME } from '@shared/domain/site';

export const SITE_TITLE = SITE_NAME;

export type TPageMeta = {
  /** The page's own title, shown as "<title> | Outcome Marketplace"; omit when the page renders its own <title>. */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** The link-preview image's path (SHARE_IMAGE_SIZE), when the page has its own; else the site's default. */
  image?: string;
};

/**
 * What a page module exports as `meta` (its route renders it with the page, so each page's text loads with its own
 * chunk): the page's title and description, or, for a module that serves several routes, those of a path.
 */
export type TPageMetaExport = TPageMeta | ((pathname: string) => TPageMeta | null);

/** The tab title of a page called `title`. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_TITLE}`;
}

const SiteOrigin = createContext<string | null>(null);

/** The public origin (`https://example.com`) that canonical links and Open Graph URLs start with. */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOrigin.Provider value={origin}>{children}</SiteOrigin.Provider>;
}

/** The public origin, where the server rendered the page or the browser hydrated it (else null). */
export function useSiteOrigin(): string | null {
  return useContext(SiteOrigin);
}

/** The page's canonical URL (origin and path, no query string), when the origin is known. */
function CanonicalLinks() {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  if (origin === null) return null;
  const url = `${origin}${pathname}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}

/** The link-preview image with its size, as a full URL when the origin is known. */
function ShareImage({ path }: { path: string }) {
  const origin = useSiteOrigin();
  const url = `${origin ?? ''}${path}`;
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={url} />
    </>
  );
}

/** Open Graph title for link previews; pages that render their own <title> render this beside it. */
export function OpenGraphTitle({ title }: { title: string }) {
  return <meta property="og:title" content={title} />;
}

/**
 * The document title, description, canonical link and Open Graph tags of one page. React 19 hoists them into <head>
 * wherever they are rendered (the server moves them there in prerendered HTML) and removes them when the page goes;
 * index.html's fallback description (for clients without JavaScript) is dropped once a page sets its own, so there
 * is only ever one.
 */
export function PageMeta({ title, description, image = DEFAULT_SHARE_IMAGE_PATH }: TPageMeta) {
  const inRouter = useInRouterContext();
  useLayoutEffect(() => {
    document.head.querySelector('meta[name="description"][data-fallback]')?.remove();
  }, []);
  return (
    <>
      {title === undefined ? null : <title>{pageTitle(title)}</title>}
      <meta name="description" content={description} />
      {title === undefined ? null : <OpenGraphTitle title={pageTitle(title)} />}
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_TITLE} />
      <ShareImage path={image} />
      {title === undefined ? null : <meta name="twitter:title" content={pageTitle(title)} />}
      <meta name="twitter:description" content={description} />
      {inRouter ? <CanonicalLinks /> : null}
    </>
  );
}

/** A page module's `meta` export, for the current path. */
export function PageMetaOf({ meta }: { meta: TPageMetaExport }) {
  const { pathname } = useLocation();
  const resolved = typeof meta === 'function' ? meta(pathname) : meta;
  return resolved ? <PageMeta {...resolved} /> : null;
}
