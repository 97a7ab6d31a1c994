type JumpNavProps = {
  /** Names the navigation landmark, e.g. "FAQ topics". */
  label: string;
  items: readonly { id: string; label: string }[];
};

/** In-page links to the sections of a long page, shown as pills. */
export function JumpNav({ label, items }: JumpNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
