import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { extractIndustry } from './extract-industry';
import { extractOrgSize } from './extract-org-size';
import { extractRegion } from './extract-region';
import { scoreConfidence, slotValues, tag, wordCount } from './score-confidence';

export type TContextReading = { industry: string | null; org_size: string | null; region: string | null };

export function readContext(text: string): TContextReading {
  return { industry: extractIndustry(text), org_size: extractOrgSize(text), region: extractRegion(text) };
}

// Region names that read naturally with "the" ("based in the UK").
const WITH_ARTICLE = new Set(['UK', 'US', 'EU', 'Nordics', 'Middle East']);

function summary(context: TContextReading): string {
  const { industry, org_size: size, region } = context;
  if (!industry && !size && !region) return 'Context noted; add your industry, team size and where you operate.';
  const subject = industry ? `${/^[aeiou]/i.test(industry) ? 'an' : 'a'} ${industry} organisation` : 'an organisation';
  const people = size ? ` of ${size} people` : '';
  const where = region
    ? ` based in ${slotValues(region)
        .map((r) => (WITH_ARTICLE.has(r) ? `the ${r}` : r))
        .join(' and ')}`
    : '';
  return `Context: ${subject}${people}${where}.`;
}

export function interpretContext(text: string): TFieldInterpretation {
  const context = readContext(text);
  const words = wordCount(text);
  const filled = Object.values(context).filter((slot) => slot !== null).length;
  return {
    interpreted: summary(context),
    confidence: scoreConfidence(filled / 3, Math.min(1, words / 15)),
    tags: [
      ...slotValues(context.industry).map((value) => tag('industry', value)),
      ...slotValues(context.org_size).map((value) => tag('org_size', value)),
      ...slotValues(context.region).map((value) => tag('region', value)),
    ],
    warnings: [
      !context.industry && 'missing_industry',
      !context.org_size && 'missing_org_size',
      !context.region && 'missing_region',
      words < 4 && 'vague_context',
    ].filter((w): w is string => Boolean(w)),
    normalized: { ...context },
  };
}
