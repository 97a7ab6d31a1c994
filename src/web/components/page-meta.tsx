import { useLayoutEffect } from 'react';

export const SITE_TITLE = 'Outcome Marketplace';

export type TPageMeta = {
  /** The page's own title, shown as "<title> | Outcome Marketplace"; omit when the page renders its own <title>. */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description: string;
};

/** The tab title of a page called `title`. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_TITLE}`;
}

/**
 * The document title and description of one page. React 19 hoists both into <head> wherever they are rendered and
 * removes them when the page goes; index.html's fallback description (for clients without JavaScript) is dropped once
 * a page sets its own, so there is only ever one.
 */
export function PageMeta({ title, description }: TPageMeta) {
  useLayoutEffect(() => {
    document.head.querySelector('meta[name="description"][data-fallback]')?.remove();
  }, []);
  return (
    <>
      {title === undefined ? null : <title>{pageTitle(title)}</title>}
      <meta name="description" content={description} />
    </>
  );
}
