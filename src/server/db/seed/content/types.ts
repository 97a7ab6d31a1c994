/**
 * Shapes of the seed content. Rows that become database records (categories, packs) use the spec's
 * snake_case field names; static display content (capability cards) uses the spec's camelCase.
 */
import type { TCategorySlug } from '@shared/domain/catalog';

export type TSubcategorySeed = { name: string; slug: string };

export type TCategorySeed = {
  name: string;
  slug: TCategorySlug;
  is_active: boolean;
  subcategories: readonly TSubcategorySeed[];
};

export type TOutcomePackSeed = {
  /** Stable kebab-case key; the seed upserts on it so re-running it changes nothing. */
  key: string;
  title: string;
  description: string;
  timeline: string;
  /** Newline-separated, with bullet marks as a person pastes them; read with parseDeliverables. */
  deliverables: string;
  tags: readonly string[];
  /** Pence. */
  base_price: number;
  category_slug: TCategorySlug;
  subcategory_slug: string;
};

export const TPU_CHIPS = ['Productivity', 'Performance', 'Well-being'] as const;
export type TTpuChip = (typeof TPU_CHIPS)[number];

export type TCapabilityCardSeed = {
  id: string;
  headline: string;
  expert: string;
  tools: readonly string[];
  metric: string;
  /** Achievements shown in the View highlights dialog. */
  bullets: readonly string[];
  industries: readonly string[];
  roleChip: string;
  tpuChip: TTpuChip;
  qaInsurance: true;
};

export type TDemoRole = 'admin' | 'client' | 'expert';

export type TDemoExpertProfile = {
  headline: string;
  skills: readonly string[];
  industries: readonly string[];
  /** Hourly rate band in pence. */
  hourlyRateMin: number;
  hourlyRateMax: number;
  weeklyAvailabilityHours: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** IANA time zone. */
  timezone: string;
  languages: readonly string[];
};

type TDemoAccountBase = { email: string; fullName: string; password: string };

/** Only experts carry a profile, so matching code never has to handle a missing one. */
export type TDemoAccountSeed =
  | (TDemoAccountBase & { role: Exclude<TDemoRole, 'expert'> })
  | (TDemoAccountBase & { role: 'expert'; expertProfile: TDemoExpertProfile });
