import { joinSlot, matchValues, words, type TTermRule } from './match-terms';

/** Countries, cities and region names mapped to the regions the marketplace staffs for. */
const REGION_RULES: readonly TTermRule[] = [
  { value: 'UK', pattern: words('northern ireland', 'uk', 'u\\.k\\.', 'united kingdom', 'great britain', 'britain', 'british', 'england', 'english', 'scotland', 'scottish', 'wales', 'welsh', 'nhs', 'london', 'manchester', 'greater manchester', 'leeds', 'birmingham', 'liverpool', 'bristol', 'sheffield', 'newcastle', 'nottingham', 'leicester', 'edinburgh', 'glasgow', 'aberdeen', 'cardiff', 'belfast', 'oxford', 'brighton', 'cambridge(?!,? (?:ma|mass))', 'midlands', 'yorkshire', 'cornwall', 'kent', 'essex', 'surrey') },
  { value: 'DACH', pattern: words('dach', 'germany', 'german', 'berlin', 'munich', 'hamburg', 'frankfurt', 'cologne', 'stuttgart', 'düsseldorf', 'dusseldorf', 'austria', 'austrian', 'vienna', 'switzerland', 'swiss', 'zurich', 'zürich', 'geneva', 'basel', 'bern') },
  { value: 'Nordics', pattern: words('nordics?', 'scandinavia(?:n)?', 'sweden', 'swedish', 'stockholm', 'gothenburg', 'malmö', 'norway', 'norwegian', 'oslo', 'denmark', 'danish', 'copenhagen', 'finland', 'finnish', 'helsinki', 'iceland', 'reykjavik') },
  { value: 'EMEA', pattern: words('emea') },
  { value: 'EU', pattern: words('eu', 'european union', 'europe', 'european', 'eea', 'ireland', 'irish', 'dublin', 'cork', 'netherlands', 'dutch', 'holland', 'amsterdam', 'rotterdam', 'utrecht', 'belgium', 'belgian', 'brussels', 'antwerp', 'france', 'french', 'paris', 'lyon', 'marseille', 'spain', 'spanish', 'madrid', 'barcelona', 'valencia', 'portugal', 'portuguese', 'lisbon', 'porto', 'italy', 'italian', 'milan', 'rome', 'poland', 'polish', 'warsaw', 'krakow', 'czech(?:ia| republic)?', 'prague', 'greece', 'athens', 'romania', 'bucharest', 'hungary', 'budapest', 'estonia', 'tallinn', 'latvia', 'riga', 'lithuania', 'vilnius', 'luxembourg', 'benelux') },
  { value: 'North America', pattern: words('north america(?:n)?', 'canada', 'canadian', 'toronto', 'vancouver', 'montreal', 'ottawa', 'calgary') },
  { value: 'LATAM', pattern: words('latam', 'latin america(?:n)?', 'south america(?:n)?', 'brazil', 'brazilian', 's[aã]o paulo', 'rio de janeiro', 'mexico', 'mexican', 'monterrey', 'guadalajara', 'colombia', 'bogot[aá]', 'medell[ií]n', 'argentina', 'buenos aires', 'chile', 'santiago', 'peru', 'uruguay', 'montevideo') },
  { value: 'US', pattern: /(?<![\w])(?:US|U\.S\.A?\.?|USA)(?![\w])/ },
  { value: 'US', pattern: words('united states', '(?<!(?:latin|north|south|central) )america(?:n)?', 'us-wide', 'stateside', 'new york', 'nyc', 'san francisco', 'bay area', 'silicon valley', 'los angeles', 'boston', 'austin', 'chicago', 'seattle', 'miami', 'denver', 'atlanta', 'dallas', 'houston', 'philadelphia', 'texas', 'florida', 'california', 'ohio', 'massachusetts', 'illinois', 'colorado', 'arizona', 'michigan', 'new jersey', 'virginia', 'cambridge,? (?:ma|mass)') },
  { value: 'APAC', pattern: words('apac', 'asia[- ]pacific', 'asia', 'asian', 'singapore', 'jakarta', 'indonesia', 'australia(?:n)?', 'sydney', 'melbourne', 'brisbane', 'perth', 'canberra', 'new zealand', 'auckland', 'japan', 'tokyo', 'india', 'indian', 'bangalore', 'bengaluru', 'mumbai', 'delhi', 'china', 'chinese', 'shanghai', 'beijing', 'shenzhen', 'hong kong', 'korea', 'seoul', 'vietnam', 'philippines', 'manila', 'thailand', 'bangkok', 'malaysia', 'kuala lumpur', 'taiwan') },
  { value: 'Middle East', pattern: words('middle east(?:ern)?', 'mena', 'gcc', 'uae', 'dubai', 'abu dhabi', 'saudi(?: arabia)?', 'riyadh', 'jeddah', 'qatar', 'doha', 'bahrain', 'kuwait', 'oman', 'israel', 'tel aviv', 'jordan', 'egypt', 'cairo') },
  { value: 'Africa', pattern: words('africa(?:n)?', 'kenya', 'nairobi', 'nigeria', 'lagos', 'south africa', 'cape town', 'johannesburg', 'ghana', 'accra', 'rwanda', 'kigali', 'uganda', 'morocco', 'ethiopia') },
  { value: 'Global', pattern: words('global(?:ly)?', 'worldwide', 'international(?:ly)?', 'multinational') },
];

/** Regions in the order the text names them ("UK, EU"). */
export function extractRegion(text: string): string | null {
  return joinSlot(matchValues(text, REGION_RULES));
}
