/**
 * The small vocabulary the matching engine knows, written the way people type it. `normalise-term.ts`
 * normalises every key and value once at load, so entries here need no special spelling.
 */

/** Spellings that mean the same skill, industry or outcome, mapped to one canonical term. */
export const TERM_SYNONYMS: Readonly<Record<string, string>> = {
  js: 'javascript',
  ts: 'typescript',
  'react.js': 'react',
  reactjs: 'react',
  'node.js': 'node',
  nodejs: 'node',
  'vue.js': 'vue',
  'next.js': 'nextjs',
  'next js': 'nextjs',
  postgres: 'postgresql',
  psql: 'postgresql',
  golang: 'go',
  k8s: 'kubernetes',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  llms: 'large language models',
  nlp: 'natural language processing',
  ux: 'user experience',
  'ux design': 'user experience',
  ui: 'user interface',
  seo: 'search engine optimisation',
  'search engine optimization': 'search engine optimisation',
  crm: 'customer relationship management',
  'fin tech': 'fintech',
  'financial technology': 'fintech',
  'e-commerce': 'ecommerce',
  'health care': 'healthcare',
  'software as a service': 'saas',
  'b2b saas': 'saas',
};

/**
 * Industries close enough that experience in one counts for half in another (domain factor 0.5).
 * A term belongs to at most one group.
 */
export const RELATED_DOMAIN_GROUPS: readonly (readonly string[])[] = [
  ['fintech', 'finance', 'financial services', 'banking', 'insurance', 'insurtech', 'payments', 'wealth management'],
  ['healthcare', 'health', 'healthtech', 'medtech', 'pharma', 'pharmaceuticals', 'life sciences', 'biotech'],
  ['saas', 'software', 'technology', 'it services', 'cloud'],
  ['ecommerce', 'retail', 'consumer goods', 'marketplaces', 'fashion', 'dtc'],
  ['logistics', 'supply chain', 'transport', 'shipping', 'manufacturing'],
  ['education', 'edtech', 'e-learning', 'training'],
  ['media', 'entertainment', 'publishing', 'gaming', 'advertising', 'marketing'],
  ['real estate', 'proptech', 'property', 'construction'],
  ['energy', 'cleantech', 'utilities', 'oil and gas', 'renewables'],
  ['government', 'public sector', 'nonprofit', 'charity'],
];

/** Language names people type, to ISO 639-1 codes; anything else is compared by its primary subtag ("en-GB" → "en"). */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  english: 'en',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
  polish: 'pl',
  swedish: 'sv',
  danish: 'da',
  norwegian: 'no',
  finnish: 'fi',
  greek: 'el',
  turkish: 'tr',
  russian: 'ru',
  ukrainian: 'uk',
  arabic: 'ar',
  hebrew: 'he',
  hindi: 'hi',
  urdu: 'ur',
  bengali: 'bn',
  chinese: 'zh',
  mandarin: 'zh',
  cantonese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  vietnamese: 'vi',
  thai: 'th',
  indonesian: 'id',
  malay: 'ms',
};
