import type { TPageMeta } from '@web/components/page-meta';
import { PageHero } from '../components/page-hero';
import { TextLink } from '../components/text-link';
import { PUBLIC_ROUTE_GROUPS, publicRoutesIn } from '../public-routes';

export const meta: TPageMeta = { description: 'Every public page of Outcome Marketplace.' };

export default function SitemapPage() {
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Sitemap"
        description={<p>Every public page of the marketplace, grouped by section.</p>}
      />

      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {PUBLIC_ROUTE_GROUPS.map((group) => {
            const headingId = `sitemap-${group.toLowerCase()}`;
            return (
              <nav key={group} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                  {group}
                </h2>
                <ul className="mt-4 space-y-2 border-l border-slate-200 pl-4">
                  {publicRoutesIn(group).map((route) => (
                    <li key={route.path}>
                      <TextLink to={route.path}>{route.label}</TextLink>
                      <span className="ml-2 text-sm text-slate-500">{route.path}</span>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
      </div>
    </>
  );
}
