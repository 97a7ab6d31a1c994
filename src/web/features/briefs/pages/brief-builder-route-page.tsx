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
const BriefBuilderPage = lazy(loadBuilder);

/**
 * Until the builder has read its saved draft, a press of Continue waits for it, then goes through the builder as if
 * made then. Left to the form, it reloaded the page (an empty goal said nothing) or, reaching a builder hydrated but
 * not yet holding the goal typed before the script, said the goal was missing. If the code cannot load, the form is
 * sent as before the script (the server opens step 2 with a goal).
 */
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
let holding = false;
function holdPress(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.elements.namedItem('goal')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = { form, submitter: event.submitter };
}
function releaseHeldPress() {
  if (!holding) return;
  holding = false;
  window.removeEventListener('submit', holdPress, true);
  if (held?.form.isConnected) held.form.requestSubmit(held.submitter);
  held = null;
}
if (typeof window !== 'undefined') {
  holding = true;
  window.addEventListener('submit', holdPress, true);
  void loadBuilder().catch(releaseHeldPress);
}

/** /brief-builder, /customize and /customize/{id}. */
export default function BriefBuilderRoutePage() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the brief builder" />}>
      <BriefBuilderPage onRestored={releaseHeldPress} />
    </Suspense>
  );
}
