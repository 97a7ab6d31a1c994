import type { TProfileEdit } from '@shared/schemas/experts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';

// Who changed which profile field, and when: the admin's review page, last section.
/** The profile fields as the form names them. */
const FIELD_LABELS: Record<string, string> = {
  headline: 'Headline',
  bio: 'Bio',
  skills: 'Skills',
  domains: 'Industries',
  outcomeTags: 'Outcome tags',
  yearsExperience: 'Years of experience',
  hourlyMin: 'Hourly price from (pence)',
  hourlyMax: 'Hourly price to (pence)',
  weeklyHours: 'Hours a week',
  available: 'Available for new work',
  country: 'Country',
  timeZone: 'Time zone',
  languages: 'Languages',
  links: 'Links',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'object' && item ? Object.values(item).join(' ') : String(item)))
      .join(', ');
  }
  return String(value);
}

export function EditLog({ edits }: { edits: TProfileEdit[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile edits</h2>
        </CardTitle>
        <CardDescription>Every change made to this profile after applying, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {edits.length === 0 ? (
          <p className="text-sm text-slate-600">No edits yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {edits.map((edit) => (
              <li key={edit.id} className="py-3">
                <p className="text-xs text-slate-500">
                  {formatDateTime(edit.createdAt)}
                  {edit.editedBy && ` · ${edit.editedBy}`}
                </p>
                <ul className="mt-1 space-y-1">
                  {edit.changes.map((change) => (
                    <li key={change.field} className="text-sm">
                      <span className="font-medium">{FIELD_LABELS[change.field] ?? change.field}</span>:{' '}
                      <span className="text-slate-500 line-through">{show(change.from)}</span> →{' '}
                      <span className="text-slate-900">{show(change.to)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
