import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { SETTINGS_AUDIT_LIMIT } from '@shared/domain/limits';
import { formatDateTime } from '@web/lib/format';
import { useSettingsAudit } from '../api/get-settings-audit';

/** A stored value as one short line: `{ value: 15 }` → 15, `{ enabled: true }` → on. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [name, inner] = entries[0]!;
      if (name === 'enabled' && typeof inner === 'boolean') return inner ? 'on' : 'off';
      if (name === 'email' && inner === '') return '(empty)';
      return typeof inner === 'string' ? inner : JSON.stringify(inner);
    }
    return entries.map(([name, inner]) => `${name}: ${JSON.stringify(inner)}`).join(', ');
  }
  return JSON.stringify(value);
}

/** Every settings change, newest first: who, when, which key, old → new. */
export function SettingsAuditPanel() {
  const { data, error, isPending } = useSettingsAudit();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Settings Audit Log</h2>
        </CardTitle>
        <CardDescription>The {SETTINGS_AUDIT_LIMIT} most recent changes, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the audit log: {error.message}
          </p>
        ) : isPending ? (
          <Skeleton className="h-24" />
        ) : data.entries.length === 0 ? (
          <p className="text-sm text-slate-600">No settings have been changed yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Settings changes">
            {data.entries.map((entry) => (
              <li key={entry.id} className="py-2.5 text-sm" data-testid="audit-entry">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-semibold break-all">{entry.key}</code>
                  <span className="break-all">
                    {show(entry.oldValue)} → <strong>{show(entry.newValue)}</strong>
                  </span>
                </p>
                <p className="text-xs text-slate-600">
                  {entry.changedByEmail} · <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
