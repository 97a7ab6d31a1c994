import { z } from 'zod';
import {
  MAX_EXPERT_HOURLY_MINOR,
  MAX_EXPERT_WEEKLY_HOURS,
  MAX_EXPERT_YEARS,
  MIN_EXPERT_HOURLY_MINOR,
} from '@shared/domain/limits';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { ZExpertApplicationSchema, type TExpertApplication, type TExpertProfile } from '@shared/schemas/experts';
import { formatMoney, toMajorUnits, toMinorUnits } from '@web/lib/format';

const fields = ZExpertApplicationSchema.shape;
const MIN_POUNDS = toMajorUnits(MIN_EXPERT_HOURLY_MINOR, DEFAULT_CURRENCY);
const MAX_POUNDS = toMajorUnits(MAX_EXPERT_HOURLY_MINOR, DEFAULT_CURRENCY);

/** "React, Node.js , react" → ["React", "Node.js"]: commas separate, blanks and repeats (any case) dropped. */
function splitList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}

const list = (schema: z.ZodType<string[], string[]>) => z.string().transform(splitList).pipe(schema);
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().trim().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
const pounds = (which: string) =>
  wholeNumber(
    MIN_POUNDS,
    MAX_POUNDS,
    `Enter your ${which} hourly price in whole pounds, from ${formatMoney(MIN_EXPERT_HOURLY_MINOR)} to ${formatMoney(MAX_EXPERT_HOURLY_MINOR)}`,
  );

/** What the expert types (lists as comma-separated text, prices in pounds), checked with the API's own messages. */
export const ZProfileFormSchema = z
  .object({
    headline: fields.headline,
    bio: fields.bio,
    skills: list(fields.skills),
    domains: list(fields.domains),
    outcomeTags: list(fields.outcomeTags),
    yearsExperience: wholeNumber(
      0,
      MAX_EXPERT_YEARS,
      `Enter your years of experience as a whole number from 0 to ${MAX_EXPERT_YEARS}`,
    ),
    hourlyMin: pounds('lowest'),
    hourlyMax: pounds('highest'),
    weeklyHours: wholeNumber(
      1,
      MAX_EXPERT_WEEKLY_HOURS,
      `Enter your hours a week as a whole number from 1 to ${MAX_EXPERT_WEEKLY_HOURS}`,
    ),
    country: fields.country,
    timeZone: fields.timeZone,
    languages: list(fields.languages),
    links: fields.links,
  })
  .refine((form) => form.hourlyMin <= form.hourlyMax, {
    message: 'Your highest hourly price must be at least your lowest',
    path: ['hourlyMax'],
  });
export type TProfileFormInput = z.input<typeof ZProfileFormSchema>;
export type TProfileFormOutput = z.output<typeof ZProfileFormSchema>;

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London';
  } catch {
    return 'Europe/London';
  }
}

export function toForm(profile: TExpertProfile | null): TProfileFormInput {
  if (!profile) {
    return {
      headline: '',
      bio: '',
      skills: '',
      domains: '',
      outcomeTags: '',
      yearsExperience: '',
      hourlyMin: '',
      hourlyMax: '',
      weeklyHours: '',
      country: 'GB',
      timeZone: browserTimeZone(),
      languages: 'English',
      links: [],
    };
  }
  return {
    headline: profile.headline,
    bio: profile.bio,
    skills: profile.skills.join(', '),
    domains: profile.domains.join(', '),
    outcomeTags: profile.outcomeTags.join(', '),
    yearsExperience: String(profile.yearsExperience),
    hourlyMin: String(toMajorUnits(profile.hourlyMin, profile.currency)),
    hourlyMax: String(toMajorUnits(profile.hourlyMax, profile.currency)),
    weeklyHours: String(profile.weeklyHours),
    country: profile.country,
    timeZone: profile.timeZone,
    languages: profile.languages.join(', '),
    links: profile.links,
  };
}

export function toApplication(form: TProfileFormOutput): TExpertApplication {
  return {
    ...form,
    hourlyMin: toMinorUnits(form.hourlyMin, DEFAULT_CURRENCY),
    hourlyMax: toMinorUnits(form.hourlyMax, DEFAULT_CURRENCY),
  };
}
