import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  EXPERT_TEXT_LENGTH as LEN,
  MAX_EXPERT_DOMAINS,
  MAX_EXPERT_LANGUAGES,
  MAX_EXPERT_LINKS,
  MAX_EXPERT_OUTCOME_TAGS,
  MAX_EXPERT_SKILLS,
} from '@shared/domain/limits';
import type { TExpertApplication, TExpertProfile } from '@shared/schemas/experts';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf, rowProblemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { COUNTRY_CODES, countryName, timeZones } from '../lib/locale-options';
import {
  toApplication,
  toForm,
  ZProfileFormSchema,
  type TProfileFormInput,
  type TProfileFormOutput,
} from './expert-profile-form-schema';

/** The form's fields by name: the summary lists their problems in this order and links to these ids. */
const FIELD_IDS = {
  headline: 'expert-headline',
  bio: 'expert-bio',
  yearsExperience: 'expert-years',
  skills: 'expert-skills',
  domains: 'expert-domains',
  outcomeTags: 'expert-outcomes',
  hourlyMin: 'expert-hourly-min',
  hourlyMax: 'expert-hourly-max',
  weeklyHours: 'expert-weekly-hours',
  country: 'expert-country',
  timeZone: 'expert-time-zone',
  languages: 'expert-languages',
} as const;
const FIELD_NAMES = Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[];
const linkFieldId = (index: number, field: string) => `expert-link-${field}-${index}`;

/**
 * The expert profile form: the application (no profile yet) and the expert's later edits. `onSubmit` receives the
 * whole profile as the API takes it (prices in pence); the fields its refusal names are marked like the form's own.
 */
export function ExpertProfileForm({
  profile,
  submitLabel,
  saving,
  onSubmit,
}: {
  profile: TExpertProfile | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: (input: TExpertApplication) => Promise<unknown>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<TProfileFormInput, unknown, TProfileFormOutput>({
    resolver: zodResolver(ZProfileFormSchema),
    defaultValues: toForm(profile),
  });
  const links = useFieldArray({ control, name: 'links' });
  const zones = useMemo(() => timeZones(), []);
  const submit = handleSubmit((form) =>
    onSubmit(toApplication(form)).catch((error: unknown) => showServerFieldErrors(error, setError, FIELD_NAMES)),
  );
  const problems = [
    ...problemsOf(errors, FIELD_IDS),
    ...rowProblemsOf(errors.links, ['label', 'url'], linkFieldId, (index) => `Link ${index + 1}`),
  ];

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-label="Expert profile">
      <ErrorSummary key={submitCount} problems={problems} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">About you</legend>
        <FormField
          id="expert-headline"
          label="Headline"
          hint="One line clients see first, e.g. Fractional CFO for B2B SaaS scale-ups."
          error={errors.headline?.message}
          summarised
        >
          <Input
            id="expert-headline"
            maxLength={LEN.headline.max}
            {...register('headline')}
            {...describedBy('expert-headline', errors.headline, true)}
          />
        </FormField>
        <FormField
          id="expert-bio"
          label="Bio"
          hint={`What you have delivered and for whom (${LEN.bio.min}–${LEN.bio.max} characters).`}
          error={errors.bio?.message}
          summarised
        >
          <Textarea
            id="expert-bio"
            rows={6}
            maxLength={LEN.bio.max}
            {...register('bio')}
            {...describedBy('expert-bio', errors.bio, true)}
          />
        </FormField>
        <FormField id="expert-years" label="Years of experience" error={errors.yearsExperience?.message} summarised>
          <Input
            id="expert-years"
            inputMode="numeric"
            className="sm:max-w-40"
            {...register('yearsExperience')}
            {...describedBy('expert-years', errors.yearsExperience)}
          />
        </FormField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Expertise</legend>
        <FormField
          id="expert-skills"
          label="Skills"
          hint={`Separate with commas, up to ${MAX_EXPERT_SKILLS}: e.g. Financial Modelling, SQL, Pricing Strategy.`}
          error={errors.skills?.message}
          summarised
        >
          <Input id="expert-skills" {...register('skills')} {...describedBy('expert-skills', errors.skills, true)} />
        </FormField>
        <FormField
          id="expert-domains"
          label="Industries"
          hint={`The industries you have worked in, separated with commas (up to ${MAX_EXPERT_DOMAINS}).`}
          error={errors.domains?.message}
          summarised
        >
          <Input
            id="expert-domains"
            {...register('domains')}
            {...describedBy('expert-domains', errors.domains, true)}
          />
        </FormField>
        <FormField
          id="expert-outcomes"
          label="Outcome tags"
          hint={`Results you deliver, separated with commas (up to ${MAX_EXPERT_OUTCOME_TAGS}): e.g. Revenue Growth, Cost Reduction.`}
          error={errors.outcomeTags?.message}
          summarised
        >
          <Input
            id="expert-outcomes"
            {...register('outcomeTags')}
            {...describedBy('expert-outcomes', errors.outcomeTags, true)}
          />
        </FormField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Price and availability</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="expert-hourly-min" label="Hourly price from (£)" error={errors.hourlyMin?.message} summarised>
            <Input
              id="expert-hourly-min"
              inputMode="numeric"
              placeholder="80"
              {...register('hourlyMin')}
              {...describedBy('expert-hourly-min', errors.hourlyMin)}
            />
          </FormField>
          <FormField id="expert-hourly-max" label="Hourly price to (£)" error={errors.hourlyMax?.message} summarised>
            <Input
              id="expert-hourly-max"
              inputMode="numeric"
              placeholder="120"
              {...register('hourlyMax')}
              {...describedBy('expert-hourly-max', errors.hourlyMax)}
            />
          </FormField>
          <FormField
            id="expert-weekly-hours"
            label="Hours a week"
            hint="How many hours a week you can take on."
            error={errors.weeklyHours?.message}
            summarised
          >
            <Input
              id="expert-weekly-hours"
              inputMode="numeric"
              placeholder="20"
              {...register('weeklyHours')}
              {...describedBy('expert-weekly-hours', errors.weeklyHours, true)}
            />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Location and languages</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="expert-country" label="Country" error={errors.country?.message} summarised>
            <NativeSelect
              id="expert-country"
              {...register('country')}
              {...describedBy('expert-country', errors.country)}
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="expert-time-zone" label="Time zone" error={errors.timeZone?.message} summarised>
            <NativeSelect
              id="expert-time-zone"
              {...register('timeZone')}
              {...describedBy('expert-time-zone', errors.timeZone)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id="expert-languages"
          label="Languages"
          hint={`Languages you work in, separated with commas (up to ${MAX_EXPERT_LANGUAGES}).`}
          error={errors.languages?.message}
          summarised
        >
          <Input
            id="expert-languages"
            {...register('languages')}
            {...describedBy('expert-languages', errors.languages, true)}
          />
        </FormField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Portfolio and profile links</legend>
        <p className="text-sm text-slate-600">
          Links help us vet your application; they are not shown on your public profile.
        </p>
        {links.fields.length === 0 && <p className="text-sm text-slate-500">No links yet.</p>}
        <ul className="space-y-3">
          {links.fields.map((link, index) => {
            const error = errors.links?.[index];
            return (
              <li key={link.id} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
                <FormField id={linkFieldId(index, 'label')} label="Label" error={error?.label?.message} summarised>
                  <Input
                    id={linkFieldId(index, 'label')}
                    placeholder="Portfolio"
                    maxLength={LEN.linkLabel.max}
                    {...register(`links.${index}.label`)}
                    {...describedBy(linkFieldId(index, 'label'), error?.label)}
                  />
                </FormField>
                <FormField id={linkFieldId(index, 'url')} label="URL" error={error?.url?.message} summarised>
                  <Input
                    id={linkFieldId(index, 'url')}
                    type="url"
                    placeholder="https://"
                    maxLength={LEN.url.max}
                    {...register(`links.${index}.url`)}
                    {...describedBy(linkFieldId(index, 'url'), error?.url)}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={`Remove link ${index + 1}`}
                  onClick={() => links.remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
        {links.fields.length < MAX_EXPERT_LINKS && (
          <Button type="button" variant="outline" onClick={() => links.append({ label: '', url: '' })}>
            <Plus aria-hidden /> Add link
          </Button>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving && <Spinner className="size-4 text-white" label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
