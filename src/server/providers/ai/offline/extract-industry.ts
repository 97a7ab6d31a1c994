import { joinSlot, matchValues, words, type TTermRule } from './match-terms';

/** Industry dictionary; multi-word and specific entries first so they win over the words inside them. */
const INDUSTRY_RULES: readonly TTermRule[] = [
  { value: 'e-commerce', pattern: words('e-?commerce', 'ecom', 'online (?:[\\w-]+ )?(?:store|shop|retailer|retail|marketplace|business)', 'shopify (?:store|shop|brand|merchant)', 'webshop', 'dtc', 'd2c', 'direct[- ]to[- ]consumer') },
  { value: 'fintech', pattern: words('fintech', 'payments? (?:company|provider|platform|startup)', 'neobank', 'lending platform', 'crypto', 'regtech') },
  { value: 'insurance', pattern: words('insurance', 'insurers?', 'insurtech', 'underwrit(?:er|ers|ing)', 'reinsurance') },
  { value: 'banking', pattern: words('banks?', 'banking', 'building society', 'credit union', 'wealth management', 'asset management', 'financial services', 'investment firm') },
  { value: 'accounting', pattern: words('accounting (?:firm|practice|company)', 'accountants?', 'accountancy', 'bookkeeping', 'tax advis(?:ory|ers)', 'audit firm') },
  { value: 'saas', pattern: words('saas', 'software[- ]as[- ]a[- ]service', 'software (?:company|business|vendor|startup|house)', 'b2b software', 'software product') },
  { value: 'cybersecurity', pattern: words('cyber ?security', 'infosec', 'security (?:firm|company|vendor)') },
  { value: 'biotech', pattern: words('biotech(?:nology)?', 'life sciences', 'genomics') },
  { value: 'pharma', pattern: words('pharma', 'pharmaceuticals?', 'drug (?:company|maker)') },
  { value: 'healthcare', pattern: words('health ?care', 'nhs', 'hospitals?', 'clinics?', 'medical', 'dental', 'dentists?', 'pharmacy', 'pharmacies', 'telehealth', 'telemedicine', 'veterinary', 'vets?(?= (?:practice|clinic|group))', 'care homes?', 'gp (?:practice|surgery)', 'patients', 'clinicians', 'healthtech', 'medtech') },
  { value: 'recruitment', pattern: words('recruitment', 'recruiters?', 'staffing (?:agency|firm|company)', 'talent agency', 'headhunt(?:ers|ing)') },
  { value: 'legal', pattern: words('law firm', 'legal', 'solicitors?', 'barristers?', 'lawyers', 'attorneys?', 'legaltech') },
  { value: 'education', pattern: words('education(?:al)?', 'edtech', 'k-12', 'schools?', 'academy trust', 'universit(?:y|ies)', 'colleges?', 'e-?learning', 'training provider', 'students', 'tutoring') },
  { value: 'nonprofit', pattern: words('charit(?:y|ies|able)', 'non-?profit', 'not[- ]for[- ]profit', 'ngo', 'foundation', 'housing association', 'social enterprise') },
  { value: 'public sector', pattern: words('public sector', 'government', 'council', 'local authority', 'municipal(?:ity)?', 'civil service', 'ministry', 'federal agency') },
  { value: 'real estate', pattern: words('real estate', 'estate agen(?:cy|t|ts)', 'propert(?:y|ies) (?:company|management|developer|firm)', 'proptech', '(?:housing|property) developers?', 'house ?builders?', 'home ?builders?', 'letting agen(?:cy|t)', 'landlords', 'realtors?') },
  { value: 'construction', pattern: words('construction', 'contractors?', 'builders', 'civil engineering', 'architect(?:s|ure)') },
  { value: 'wholesale', pattern: words('wholesal(?:e|er|ers)', 'distributors?', 'distribution company', 'sell [\\w ]{0,30}supplies', 'suppliers? of') },
  { value: 'manufacturing', pattern: words('manufactur(?:er|ers|ing)', 'factor(?:y|ies)', 'production (?:plant|line)s?', 'fabrication', 'machining', 'industrial (?:goods|equipment)') },
  { value: 'logistics', pattern: words('logistics', '3pl', 'freight', 'shipping (?:company|business|lines?)', 'couriers?', 'warehousing', 'supply chain', 'haulage', 'fleet operator', 'delivery company') },
  { value: 'automotive', pattern: words('automotive', 'car (?:dealers?|dealership|maker|manufacturer)s?', 'dealerships?', 'motor (?:trade|group)') },
  { value: 'energy', pattern: words('energy', 'utilit(?:y|ies)', 'solar', 'wind farms?', 'renewables?', 'oil and gas', 'power (?:company|generation)', 'electricity') },
  { value: 'telecom', pattern: words('telecoms?', 'telecommunications?', 'telco', 'mobile (?:network )?operator', 'isp', 'broadband') },
  { value: 'media', pattern: words('media', 'publish(?:er|ers|ing)', 'magazines?', 'broadcast(?:er|ing)', 'podcasts?', 'newspapers?', 'film', 'tv', 'streaming') },
  { value: 'marketing', pattern: words('(?:digital |creative |marketing |advertising |pr |media )agency', 'marketing (?:firm|company|consultancy)', 'advertising', 'adtech', 'martech') },
  { value: 'consulting', pattern: words('consultanc(?:y|ies)', 'consulting (?:firm|business|company)', 'advisory firm', 'professional services') },
  { value: 'hospitality', pattern: words('hospitality', 'hotels?', 'restaurants?', 'pubs?', 'bars', 'caf(?:e|é)s?', 'catering', 'leisure', 'travel', 'tourism') },
  { value: 'agriculture', pattern: words('agri(?:culture|cultural|tech|food)', 'farms?', 'farming', 'agronomy') },
  { value: 'retail', pattern: words('retail(?:er|ers)?', 'stores', 'shops', 'high street', 'supermarkets?', 'grocer(?:y|s)', 'fashion brand') },
];

/** Up to two industries, in the order the text names them. */
export function extractIndustry(text: string): string | null {
  return joinSlot(matchValues(text, INDUSTRY_RULES).slice(0, 2));
}
