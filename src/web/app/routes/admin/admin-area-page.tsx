import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { TPageMeta } from '@web/components/page-meta';
import { ListSkeleton } from '@web/components/ui/list-states';
import { ADMIN_AREA_GROUPS, ADMIN_AREA_PAGES } from './admin-area-list';
import { ADMIN_AREA_CONTENT } from './admin-area-content';

const slugOf = (pathname: string) => pathname.split('/')[2] ?? '';

/** The area's own title and description (one module serves every area). */
export function meta(pathname: string): TPageMeta | null {
  const area = ADMIN_AREA_PAGES.find((candidate) => candidate.slug === slugOf(pathname));
  return area ? { title: `${area.label} · Admin`, description: area.description } : null;
}

/** The code the page shows at a path beyond this module (the area's content), loaded with the page (`PageModule`). */
export function partsOf(pathname: string): (() => Promise<unknown>)[] {
  const content = ADMIN_AREA_CONTENT[slugOf(pathname)];
  return content ? [content.load] : [];
}

/** `/admin/<slug>`: the area's heading and its content (the workspace layout around it checks admin rights). */
export default function AdminAreaPage() {
  const slug = slugOf(useLocation().pathname);
  const group = ADMIN_AREA_GROUPS.find((candidate) => candidate.areas.some((area) => area.slug === slug));
  const area = group?.areas.find((candidate) => candidate.slug === slug);
  const content = ADMIN_AREA_CONTENT[slug];
  if (!group || !area || !content) return null;

  return (
    <>
      <header className="mb-6">
        {group.label && <p className="text-sm font-medium text-slate-600">{group.label}</p>}
        <h1 className="text-2xl font-bold">{area.label}</h1>
      </header>
      <Suspense fallback={<ListSkeleton label={`Loading ${area.label}`} />}>
        <content.Content />
      </Suspense>
    </>
  );
}
