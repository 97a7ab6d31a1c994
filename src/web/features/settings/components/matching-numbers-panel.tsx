import { Link } from 'react-router';
import type { TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSettingsFallbacks } from '../api/get-settings-audit';
import { fallbackMessage, numberRangeOf, type TNumberKey } from '../lib/setting-ranges';

const NUMBERS: { key: TNumberKey; label: string; unit: string }[] = [
  { key: 'shortlist_size_default', label: 'Shortlist size', unit: 'experts' },
  { key: 'invite_response_sla_hours', label: 'Invitation deadline', unit: 'hours' },
  { key: 'max_quotes_per_request', label: 'Max quotes per request', unit: 'quotes' },
  { key: 'min_quotes_before_presenting', label: 'Min quotes before presenting', unit: 'quotes' },
  { key: 'conflict_window_days', label: 'Conflict window', unit: 'days' },
];

function rangeText(key: TNumberKey, settings: TSettings): string {
  const { min, max, fallback } = numberRangeOf(key);
  // "min quotes" runs from 1 up to the max quotes per request.
  const upper = key === 'min_quotes_before_presenting' ? `max (${settings.max_quotes_per_request.value})` : max;
  return `${min}–${upper}, fallback ${fallback}`;
}

/**
 * Matching & intake numbers as they are in force, with their ranges and fallbacks. They are edited in the Matching
 * tab's Matching Rules (one place to edit); this card says when a stored value is invalid and its fallback is used.
 */
export function MatchingNumbersPanel() {
  const { data: settings, error } = useAdminSettings();
  const { data: fallbacks } = useSettingsFallbacks();
  const fallen = new Map((fallbacks?.fallbacks ?? []).map((entry) => [entry.key, entry.stored]));

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Matching &amp; Intake Numbers</h2>
        </CardTitle>
        <CardDescription>The numbers matching and quoting use now. Edit them in Matching Rules.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load settings: {error.message}
          </p>
        ) : !settings ? (
          <Skeleton className="h-32" />
        ) : (
          <dl className="divide-y divide-slate-100">
            {NUMBERS.map(({ key, label, unit }) => (
              <div
                key={key}
                className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5"
                data-testid={`number-${key}`}
              >
                <dt className="font-medium">{label}</dt>
                <dd className="tabular-nums">
                  {settings[key].value} {unit}{' '}
                  <span className="text-xs text-slate-500">({rangeText(key, settings)})</span>
                </dd>
                {fallen.has(key) && (
                  <dd role="status" className="mt-1 w-full rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
                    {fallbackMessage(key, fallen.get(key))}
                  </dd>
                )}
              </div>
            ))}
          </dl>
        )}
        <Button variant="outline" asChild>
          <Link to="/admin/matching">Edit in Matching Rules</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
