import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { TCategoryRef } from '@shared/schemas/catalog';
import { cn } from '@web/lib/cn';

const chipClass = (active: boolean) =>
  cn(
    'shrink-0 whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
    active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  );

/**
 * "All Categories", then the active categories in the order the server gives (the spec's order). On a phone they stay
 * one row that scrolls sideways, so the grid below does not jump when they arrive (and takes no screen of chips).
 * The chips submit a GET form, so before the page's script runs a tap loads `?category=` from the server; once it
 * runs, the filter applies in place.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly TCategoryRef[];
  selected: string | null;
  onSelect: (slug: string | null) => void;
}) {
  const { pathname } = useLocation();
  const choose = (slug: string | null) => (event: MouseEvent) => {
    event.preventDefault();
    onSelect(slug);
  };
  return (
    <form method="get" action={pathname}>
      <div
        role="group"
        aria-label="Filter by category"
        // Tab scrolls the row only until the chip peeks in; a focused chip is brought wholly into view.
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        // The padding leaves room for a focused chip's ring inside the scroller; scroll padding keeps it off the edge.
        className="-m-1 flex scroll-px-4 gap-2 overflow-x-auto p-1 sm:flex-wrap sm:overflow-visible"
      >
        <button
          type="submit"
          className={chipClass(selected === null)}
          aria-pressed={selected === null}
          onClick={choose(null)}
        >
          All Categories
        </button>
        {categories.map((category) => (
          <button
            key={category.id}
            type="submit"
            name="category"
            value={category.slug}
            className={chipClass(selected === category.slug)}
            aria-pressed={selected === category.slug}
            onClick={choose(category.slug)}
          >
            {category.name}
          </button>
        ))}
      </div>
    </form>
  );
}
