/** A dictionary entry: the canonical value and the pattern that spots it in free text. */
export type TTermRule = { value: string; pattern: RegExp; negatable?: boolean };

export type TTermMatch = { value: string; index: number; text: string; negated: boolean };

/** Builds a case-insensitive, word-bounded pattern from alternatives written as regex source. */
export function words(...alternatives: string[]): RegExp {
  return new RegExp(`(?<!\\w)(?:${alternatives.join('|')})(?![\\w])`, 'i');
}

const NEGATION =
  /\b(?:no|not|never|can't|cannot|can not|mustn't|must not|won't|don't|shouldn't|without|avoid|ban|banned|prohibited)\b/i;
const CLAUSE_BREAK = /[.;!?]|,\s*(?:but|so|and)\b|\bbut\b/gi;

/** True when the words just before `index`, in the same clause, negate what follows ("no public ChatGPT"). */
export function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  const breaks = [...before.matchAll(CLAUSE_BREAK)];
  const lastBreak = breaks.at(-1);
  const clause = lastBreak ? before.slice((lastBreak.index ?? 0) + lastBreak[0].length) : before;
  return NEGATION.test(clause);
}

/**
 * Finds every rule in the text. Rules are tried in order and each hit is masked, so a specific rule listed
 * first ("Azure OpenAI") stops a general one ("OpenAI") from matching the same words. Results come back in
 * reading order, one per value.
 */
export function matchTerms(text: string, rules: readonly TTermRule[]): TTermMatch[] {
  let masked = text;
  const found: TTermMatch[] = [];
  for (const rule of rules) {
    const global = new RegExp(
      rule.pattern.source,
      rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`,
    );
    for (const hit of masked.matchAll(global)) {
      const index = hit.index ?? 0;
      const negated = rule.negatable === true && isNegated(text, index);
      found.push({ value: rule.value, index, text: hit[0], negated });
      masked = masked.slice(0, index) + ' '.repeat(hit[0].length) + masked.slice(index + hit[0].length);
    }
  }
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return found.filter((match) => {
    const key = `${match.value}|${match.negated}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Distinct canonical values of the non-negated matches, in reading order. */
export function matchValues(text: string, rules: readonly TTermRule[]): string[] {
  return [
    ...new Set(
      matchTerms(text, rules)
        .filter((m) => !m.negated)
        .map((m) => m.value),
    ),
  ];
}

/** A normalized slot: the values joined, or null when nothing was found. */
export function joinSlot(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(', ') : null;
}
