import { lazy, Suspense } from 'react';
import type { TPageMeta } from '@web/components/page-meta';
import { LoadingBlock } from '@web/components/ui/spinner';

/** One screen, three routes: a bespoke brief, a pack to choose and customize, or this pack. */
export function meta(pathname: string): TPageMeta {
  if (pathname.startsWith('/customize/')) {
    return {
      title: 'Customize this pack',
      description: 'Tailor this outcome pack to your goals and receive quotes from vetted experts.',
    };
  }
  if (pathname === '/customize') {
    return {
      title: 'Customize a pack',
      description: 'Tailor an outcome pack to your goals and receive quotes from vetted experts.',
    };
  }
  return {
    title: 'Brief Builder',
    description: 'Describe the outcome you need in a few guided steps and receive quotes from vetted experts.',
  };
}

/**
 * The builder comes in a chunk of its own, fetched as soon as this module runs. The page is prerendered and its first
 * step posts without script, so the page around the builder hydrates without waiting for it, and the builder's part
 * of the HTML hydrates once its code is here: the page's first load stays within a public page's 100 KB.
 */
const loadBuilder = () => import('./brief-builder-page');
if (typeof window !== 'undefined') void loadBuilder().catch(() => undefined);
const BriefBuilderPage = lazy(loadBuilder);

/** /brief-builder, /customize and /customize/{id}. */
export default function BriefBuilderRoutePage() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the brief builder" />}>
      <BriefBuilderPage />
    </Suspense>
  );
}
