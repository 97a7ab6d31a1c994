import { Link } from 'react-router';
import { ADMIN_ACTIONS } from '@shared/domain/admin-activity';
import { relativeTime } from '@shared/domain/relative-time';
import type { TAdminActivityEntry } from '@shared/schemas/admin-activity';
import { formatDateTime } from '@web/lib/format';

/** The page an entry's target lives on, where there is one an admin can open. */
function targetLink(entry: TAdminActivityEntry): string | null {
  if (!entry.targetId) return null;
  switch (entry.targetType) {
    case 'expert':
      return `/admin/experts/${entry.targetId}`;
    case 'quote':
      return `/quote/${entry.targetId}`;
    case 'request':
      return `/dashboard/requests/${entry.targetId}`;
    case 'brief':
      return `/dashboard/briefs/${entry.targetId}`;
    case 'pack':
      return `/product/${entry.targetId}`;
    case 'project':
      return `/project/${entry.targetId}`;
    default:
      return null;
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** One admin action: what (in words), by whom, from where, when, on what; before and after on demand. */
export function ActivityEntry({ entry, now }: { entry: TAdminActivityEntry; now: Date }) {
  const link = targetLink(entry);
  const hasValues = entry.before !== null || entry.after !== null;
  return (
    <li className="py-3 text-sm" data-testid="activity-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-slate-900">{ADMIN_ACTIONS[entry.action].label}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={entry.occurredAt} title={formatDateTime(entry.occurredAt)}>
            {formatDateTime(entry.occurredAt)} · {relativeTime(entry.occurredAt, now)}
          </time>
        </p>
      </div>
      <p className="mt-0.5 text-slate-700">
        {link ? (
          <Link to={link} className="text-brand-700 underline-offset-2 hover:underline">
            {entry.summary}
          </Link>
        ) : (
          entry.summary
        )}
      </p>
      <p className="mt-0.5 text-xs break-all text-slate-600">
        {entry.actorEmail}
        {entry.ip ? ` · from ${entry.ip}` : ''}
        {entry.targetId ? ` · ${entry.targetType} ${entry.targetId}` : ''}
      </p>
      {hasValues && (
        <details className="mt-1.5">
          <summary className="cursor-pointer text-xs font-medium text-slate-700">Before and after</summary>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <div key={side}>
                <p className="text-xs font-semibold text-slate-600 capitalize">{side}</p>
                <pre className="mt-0.5 max-h-60 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all">
                  {entry[side] === null ? '—' : pretty(entry[side])}
                </pre>
              </div>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}
