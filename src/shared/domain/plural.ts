/** Counted nouns ("1 quote", "2 quotes", "1 hour"): the one rule every screen, e-mail and AI answer uses. */

/** Nouns whose plural is not the singular plus "s". */
const IRREGULAR: Record<string, string> = {
  person: 'people',
  reply: 'replies',
  company: 'companies',
  agency: 'agencies',
  category: 'categories',
};

/** The noun alone, agreeing with the count: pluralNoun(1, 'quote') → "quote", pluralNoun(2, 'quote') → "quotes". */
export function pluralNoun(count: number, singular: string, pluralForm?: string): string {
  if (count === 1) return singular;
  return pluralForm ?? IRREGULAR[singular] ?? `${singular}s`;
}

/** The count and the noun: plural(1, 'expert') → "1 expert", plural(3, 'expert') → "3 experts". */
export const plural = (count: number, singular: string, pluralForm?: string): string =>
  `${count} ${pluralNoun(count, singular, pluralForm)}`;
