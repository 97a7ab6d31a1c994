import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '@web/lib/cn';

// The dialog loads when it is first wanted (a pointer over the box, focus on it, or Ctrl-K): the workspace's first
// view carries only this box, not the dialog's code (decision 044).
const loadDialog = () => import('./admin-quick-search-dialog');
const AdminQuickSearchDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog().catch(() => undefined);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The admin quick search: a search box in the workspace that opens a dialog (also Ctrl-K, or Cmd-K on a Mac, anywhere
 * in the workspace). The input is a combobox over a listbox of results grouped by kind: arrows move, Enter opens the
 * result, Escape closes and puts focus back on the search box.
 */
export function AdminQuickSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        className={cn(
          'flex h-10 w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-600 shadow-sm hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        <Search className="size-4 shrink-0" aria-hidden />
        <span className="flex-1 truncate">Search projects, people, quotes…</span>
        <kbd className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-700 sm:inline">
          {shortcut}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AdminQuickSearchDialog onClose={() => setOpen(false)} returnFocusTo={trigger.current} />
        </Suspense>
      )}
    </>
  );
}
