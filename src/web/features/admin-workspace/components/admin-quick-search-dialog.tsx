// The quick search's dialog, loaded when it is first opened: the admin workspace's first view needs only its button.
import { Building2, FileText, FolderKanban, Inbox, Search, UserRound } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_SEARCH_MIN_LENGTH, type TAdminSearchResults } from '@shared/schemas/admin-workspace';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { useAdminSearch } from '../api/search-admin';
import { TruncatedText } from '@web/components/ui/truncated-text';

type TResult = { id: string; to: string; title: string; detail: string };
type TGroup = { label: string; Icon: ComponentType<{ className?: string }>; results: TResult[] };

const status = (value: string) => value.replaceAll('_', ' ');

/** Each kind of result and the page it opens. */
function groupsOf(data: TAdminSearchResults | undefined): TGroup[] {
  if (!data) return [];
  const groups: TGroup[] = [
    {
      label: 'Projects',
      Icon: FolderKanban,
      results: data.projects.map((project) => ({
        id: `project-${project.id}`,
        to: `/project/${project.id}`,
        title: project.title,
        detail: [status(project.status), project.clientName].filter(Boolean).join(' · '),
      })),
    },
    {
      label: 'People',
      Icon: UserRound,
      results: data.people.map((person) => ({
        id: `person-${person.id}`,
        // Experts (and applicants) have an admin page; anyone else is found in the activity log by e-mail.
        to: person.expertStatus
          ? `/admin/experts/${person.id}`
          : `/admin/activity?q=${encodeURIComponent(person.email)}`,
        title: person.name ?? person.email,
        detail: [
          person.name ? person.email : null,
          person.expertStatus ? `expert, ${status(person.expertStatus)}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    },
    {
      label: 'Agencies',
      Icon: Building2,
      results: data.agencies.map((agency) => ({
        id: `agency-${agency.id}`,
        to: `/admin/agencies/${agency.id}`,
        title: agency.name,
        detail: agency.ownerName ? `agency of ${agency.ownerName}` : 'agency',
      })),
    },
    {
      label: 'Quotes',
      Icon: FileText,
      results: data.quotes.map((quote) => ({
        id: `quote-${quote.id}`,
        to: `/admin/requests?request=${quote.requestId}`,
        title: `${quote.quoteNumber} · ${quote.projectTitle}`,
        detail: status(quote.status),
      })),
    },
    {
      label: 'Requests',
      Icon: Inbox,
      results: data.requests.map((request) => ({
        id: `request-${request.id}`,
        to: `/admin/requests?request=${request.id}`,
        title: request.projectTitle,
        detail: status(request.status),
      })),
    },
  ];
  return groups.filter((group) => group.results.length > 0);
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function SearchDialog({ onDone, returnFocusTo }: { onDone: () => void; returnFocusTo: HTMLElement | null }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 200);
  const { data, isFetching, error } = useAdminSearch(q);
  const groups = useMemo(() => (q.length >= ADMIN_SEARCH_MIN_LENGTH ? groupsOf(data) : []), [data, q]);
  const results = groups.flatMap((group) => group.results);
  const [active, setActive] = useState(0);
  const ids = useId();
  const listbox = `${ids}-listbox`;
  const optionId = (result: TResult) => `${ids}-${result.id}`;
  const current = results[Math.min(active, results.length - 1)];

  useEffect(() => setActive(0), [data, q]);
  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (result: TResult | undefined) => {
    if (!result) return;
    onDone();
    navigate(result.to);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, results.length - 1) + step + results.length) % results.length);
    } else if (event.key === 'Home' && results.length) {
      setActive(0);
    } else if (event.key === 'End' && results.length) {
      setActive(results.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  };

  const message =
    q.length < ADMIN_SEARCH_MIN_LENGTH
      ? `Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters: a title, name, e-mail, quote number or id.`
      : error
        ? `Search failed: ${error.message}`
        : isFetching && results.length === 0
          ? 'Searching…'
          : results.length === 0
            ? `No projects, people, agencies, quotes or requests match “${q}”.`
            : `${results.length} result${results.length === 1 ? '' : 's'}. Use the arrow keys and Enter to open one.`;

  return (
    <DialogContent
      returnFocusTo={returnFocusTo}
      className="top-[10vh] max-w-xl translate-y-0 p-0"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(`${ids}-input`)?.focus();
      }}
    >
      <DialogTitle className="sr-only">Quick search</DialogTitle>
      <DialogDescription className="sr-only">
        Find projects, people, agencies, quotes and requests by title, name, e-mail, quote number or id.
      </DialogDescription>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 pr-12">
        <Search className="size-4 shrink-0 text-slate-500" aria-hidden />
        <input
          id={`${ids}-input`}
          type="text"
          role="combobox"
          aria-label="Search projects, people, agencies, quotes and requests"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listbox}
          aria-activedescendant={current ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Title, name, e-mail, quote number or id"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      <div
        id={listbox}
        role="listbox"
        aria-label="Search results"
        className={cn('max-h-[60vh] overflow-y-auto p-2', results.length === 0 && 'hidden')}
      >
        {groups.map((group) => (
          <div key={group.label} role="group" aria-labelledby={`${ids}-${group.label}`} className="py-1">
            <div id={`${ids}-${group.label}`} className="px-2 py-1 text-xs font-semibold uppercase text-slate-600">
              {group.label}
            </div>
            {group.results.map((result) => {
              const selected = result === current;
              return (
                <div
                  key={result.id}
                  id={optionId(result)}
                  role="option"
                  aria-selected={selected}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(results.indexOf(result))}
                  onClick={() => go(result)}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-md px-2 py-2',
                    selected ? 'bg-brand-50 text-brand-900' : 'text-slate-900',
                  )}
                >
                  <group.Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                  <span className="min-w-0">
                    <TruncatedText as="span" className="text-sm font-medium" text={result.title} />
                    {result.detail && (
                      <TruncatedText as="span" className="text-xs text-slate-600" text={result.detail} />
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
        {message}
      </p>
    </DialogContent>
  );
}

/** The dialog, open from the moment it is shown; `onClose` when it is dismissed or a result is opened. */
export default function AdminQuickSearchDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <SearchDialog onDone={onClose} returnFocusTo={returnFocusTo} />
    </Dialog>
  );
}
