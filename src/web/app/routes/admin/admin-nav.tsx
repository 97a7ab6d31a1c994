import { Link, useLocation } from 'react-router';
import type { TAdminWorkload } from '@shared/schemas/admin-workspace';
import { cn } from '@web/lib/cn';
import { ADMIN_AREA_GROUPS, adminAreaPath, type TAdminArea } from './admin-area-list';

export function isActiveArea(area: TAdminArea, pathname: string): boolean {
  const path = adminAreaPath(area);
  if (pathname === path || pathname === `${path}/`) return true;
  return Boolean(area.also?.some((prefix) => pathname.startsWith(prefix)));
}

/**
 * The admin workspace's navigation: the areas in their groups, the current one marked `aria-current="page"`, and beside
 * each queue the number of items waiting (read out as "3 waiting").
 */
export function AdminNav({ workload, onNavigate }: { workload?: TAdminWorkload; onNavigate?: () => void }) {
  const { pathname } = useLocation();

  return (
    <div className="space-y-5">
      {ADMIN_AREA_GROUPS.map((group, index) => {
        const headingId = group.label ? `admin-nav-${group.label.toLowerCase().replaceAll(' ', '-')}` : undefined;
        return (
          <div key={group.label ?? index} role={group.label ? 'group' : undefined} aria-labelledby={headingId}>
            {group.label && (
              <p id={headingId} className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {group.label}
              </p>
            )}
            <ul className="space-y-0.5">
              {group.areas.map((area) => {
                const active = isActiveArea(area, pathname);
                const count = area.count && workload ? workload[area.count] : undefined;
                return (
                  <li key={area.slug}>
                    <Link
                      to={adminAreaPath(area)}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      aria-label={count ? `${area.label}, ${count} waiting` : undefined}
                      className={cn(
                        'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                        active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      <span className="flex-1">{area.label}</span>
                      {count !== undefined && count > 0 && (
                        <>
                          <span className="min-w-6 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums text-white">
                            {count}
                          </span>
                        </>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
