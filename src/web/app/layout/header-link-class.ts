import { cn } from '@web/lib/cn';

/** A link of the site header's navigation and menus; `active` for the current page's. */
export const headerLinkClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );
