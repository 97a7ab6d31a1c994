import { matchingInputsFromPack } from '../../../shared/domain/matching/request-inputs';
import type { TMatchExpert, TMatchRequest } from '../../../shared/domain/matching/types';
import { CATEGORIES } from './content/categories';
import { SEED_VETTED_EXPERTS } from './content/experts';
import { OUTCOME_PACKS } from './content/outcome-packs';

/**
 * The seeded experts and packs as the matching engine reads them, without a database: for tests that check the
 * engine ranks the expert written for each pack first.
 */
export function seedMatchExperts(): TMatchExpert[] {
  return SEED_VETTED_EXPERTS.map((expert, index) => ({
    id: `seed-expert-${index}`,
    userId: `seed-user-${index}`,
    kind: 'expert',
    fullName: expert.fullName,
    headline: expert.headline,
    status: 'vetted',
    skills: expert.skills,
    domains: expert.industries,
    outcomeTags: expert.outcomes,
    weeklyAvailabilityHours: expert.weeklyHours,
    available: expert.available ?? true,
    locale: { country: expert.country, timeZone: expert.timeZone, languages: expert.languages },
    hourlyRate: { min: expert.rate[0] * 100, max: expert.rate[1] * 100 },
    currency: 'gbp',
    vettingScore: expert.score ?? 0.8,
    completedProjects: expert.completed ?? 0,
    averageRating: expert.rating?.[0] ?? null,
    deliveries: [],
  }));
}

/** Each seeded pack as the request its order opens. */
export function seedPackRequests(): { key: string; title: string; request: TMatchRequest }[] {
  return OUTCOME_PACKS.map((pack) => {
    const category = CATEGORIES.find((item) => item.slug === pack.category_slug);
    const subcategory = category?.subcategories.find((item) => item.slug === pack.subcategory_slug);
    const inputs = matchingInputsFromPack({
      tags: pack.tags,
      categoryName: category?.name ?? null,
      subcategoryName: subcategory?.name ?? null,
      price: pack.base_price,
      currency: 'gbp',
      timeline: pack.timeline,
    });
    return {
      key: pack.key,
      title: pack.title,
      request: {
        id: `pack-${pack.key}`,
        clientId: 'seed-client',
        requiredSkills: inputs.requiredSkills,
        industry: inputs.industry,
        outcomeTags: inputs.outcomeTags,
        budget: { min: inputs.budgetMin ?? 0, max: inputs.budgetMax, currency: 'gbp' },
        estimatedHours: inputs.estimatedHours,
        hoursPerWeek: null,
        preferredLocale: null,
        sensitive: false,
      },
    };
  });
}
