import type { TAdminExpertDetail } from '@shared/schemas/experts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { countryName } from '../../lib/locale-options';
import { priceBand } from '../../lib/price-band';
import { plural } from '@shared/domain/plural';

// The application as the expert wrote it: the admin's review page, first section.
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function ProfileCard({ detail }: { detail: TAdminExpertDetail }) {
  const { profile } = detail;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Application</h2>
        </CardTitle>
        <CardDescription>{profile.headline}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-sm text-slate-800">{profile.bio}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Skills">{profile.skills.join(', ')}</Field>
          <Field label="Industries">{profile.domains.join(', ')}</Field>
          <Field label="Outcome tags">{profile.outcomeTags.join(', ') || '—'}</Field>
          <Field label="Years of experience">{profile.yearsExperience}</Field>
          <Field label="Hourly price">{priceBand(profile)}</Field>
          <Field label="Availability">
            {plural(profile.weeklyHours, 'hour')} a week · {profile.available ? 'available' : 'not taking new work'}
          </Field>
          <Field label="Locale">
            {countryName(profile.country)} · {profile.timeZone.replace(/_/g, ' ')}
          </Field>
          <Field label="Languages">{profile.languages.join(', ')}</Field>
        </dl>
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">Portfolio and profile links</p>
          {profile.links.length === 0 ? (
            <p className="text-sm text-slate-600">None given.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {profile.links.map((link) => (
                <li key={link.url} className="text-sm">
                  <a className="text-brand-700 underline" href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>{' '}
                  <span className="break-all text-slate-500">{link.url}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
