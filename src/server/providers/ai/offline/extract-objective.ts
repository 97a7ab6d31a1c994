import nlp from 'compromise';
import { extractDirection, extractMetric } from './extract-metric';
import { extractTarget } from './extract-target';
import { extractTimeframes } from './extract-timeframe';

// Business verbs compromise sometimes tags as nouns or adjectives at the start of a fragment ("Cut", "Lower").
const ACTION_VERBS = new Set(
  (
    'increase grow boost raise double triple improve hit reach generate win drive get maximise maximize expand lift ' +
    'reduce cut lower decrease halve shorten minimise minimize eliminate speed launch build automate create set ' +
    'implement migrate integrate roll deploy replace consolidate streamline standardise standardize centralise ' +
    'centralize digitise digitize modernise modernize scale enter hire train make prepare pass achieve deliver ' +
    'design develop map define fix stop start move open close retain convert run rank onboard sell book publish ' +
    'support answer bring help find keep add upgrade ramp accelerate shrink enable equip upskill audit document ' +
    'measure track translate localise localize attract recruit clean tidy protect secure'
  ).split(' '),
);

// Lead-ins that carry no meaning of their own ("We'd like to", "Our main goal is to", "Please help us").
const FILLERS: readonly RegExp[] = [
  /^(?:hi|hello|hey|ok|okay|so|basically|honestly|ideally|essentially|really|please|just|well|also|overall|ultimately|mainly)\b[,:!]?\s*/i,
  /^(?:we|i)(?:'d| would| will|'ll)?\s+(?:really\s+|just\s+|basically\s+|ideally\s+|also\s+)?(?:like|love|want|need|hope|aim|plan|intend|wish|have|are looking|'re looking|am looking|are trying|'re trying|am trying|are hoping|'re hoping|am hoping|are aiming|'re aiming)\s+to\s+/i,
  /^(?:we|i)(?:'re| are| am)?\s+(?:really\s+|just\s+|basically\s+)?(?:want|need|looking for|hoping for|after)\s+/i,
  /^(?:our|the|my)\s+(?:main\s+|primary\s+|key\s+|overall\s+|biggest\s+|top\s+|number one\s+)?(?:goal|aim|objective|priority|target|ambition|mission|plan|hope)\s+(?:is|would be|=|:)\s*(?:to\s+)?/i,
  /^(?:looking|hoping|trying|aiming|planning|wanting|need|needing|want|wanting|hope|aim|plan)\s+to\s+/i,
  /^(?:please\s+)?help\s+(?:us|me)\s+(?:to\s+)?/i,
  /^(?:can|could|would)\s+you\s+(?:please\s+)?(?:help\s+(?:us|me)\s+)?(?:to\s+)?/i,
  /^(?:we|i)\s+need\s+(?:someone|somebody|an expert|a consultant|help)\s+(?:to|with)\s+/i,
  /^(?:goal|objective|target|aim|priority|outcome)\s*[:-]\s*/i,
  /^to\s+/i,
];

// Where the objective stops: asides, reasons and current-state remarks after the main clause.
const CLAUSE_END =
  /\s*(?:,\s*(?:which|who|where|currently|ideally|if possible|as|because|since|while|it's|it is|we|but|and we)\b|\s[-–—]\s|\(|;|:|\bwithout\b|\bbecause\b|\bas we\b|\bsince\b)/i;
const TRAILING = /(?:[\s,.;:!?-]+|\s+(?:and|or|the|to|by|in|for|of|with|at|ideally|please|if possible|asap))+$/i;
const MAX_WORDS = 16;

const REWRITES: readonly [RegExp, string][] = [
  [/^(?:more|higher|bigger)\s+/i, 'increase '],
  [/^(?:fewer|less)\s+/i, 'reduce '],
  [/^better\s+/i, 'improve '],
  [/^(?:faster|quicker)\s+/i, 'speed up '],
];

function stripFillers(sentence: string): string {
  let text = sentence.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const filler of FILLERS) {
      const next = text.replace(filler, '');
      if (next !== text) [text, changed] = [next, true];
    }
  }
  return text;
}

function withoutTimeframes(text: string): string {
  return extractTimeframes(text)
    .reverse()
    .reduce((rest, frame) => `${rest.slice(0, frame.start)} ${rest.slice(frame.end)}`, text)
    .replace(/\s+([,.;])/g, '$1')
    .replace(/\s{2,}/g, ' ');
}

function startsWithVerb(text: string): boolean {
  const first = text.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (ACTION_VERBS.has(first)) return true;
  const tags = nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? [];
  return tags.includes('Verb') && !tags.includes('Gerund') && !tags.includes('PastTense');
}

/**
 * "increasing" → "increase". compromise tags a lone -ing word as an adjective, so it is tagged as a gerund first;
 * the result is kept only for a known business verb ("marketing" and "pricing" stay nouns).
 */
function gerundToInfinitive(word: string): string | null {
  const forced = nlp(word);
  forced.tag('Gerund');
  const infinitive = forced.verbs().toInfinitive().text().toLowerCase();
  if (!infinitive || infinitive === word.toLowerCase()) return null;
  return ACTION_VERBS.has(infinitive) ? infinitive : null;
}

/** Turns a fragment into an imperative: "more leads" → "increase leads", "reducing churn" → "reduce churn". */
function toImperative(fragment: string): string {
  for (const [pattern, verb] of REWRITES) if (pattern.test(fragment)) return fragment.replace(pattern, verb);
  if (startsWithVerb(fragment)) return fragment;
  const [first = '', ...rest] = fragment.split(/\s+/);
  const infinitive = /ing$/i.test(first) ? gerundToInfinitive(first) : null;
  if (infinitive) return [infinitive, ...rest].join(' ');
  // "our website to rank on page one" → "get our website to rank on page one".
  if (/^(?:our|the|my)\s[\w\s'-]{1,40}?\sto\s+\w+/i.test(fragment)) return `get ${fragment}`;
  // Otherwise the client's own phrase, as they wrote it: "Achieve Ramp new hires…" is no one's sentence.
  return fragment;
}

function mainClause(sentence: string): string {
  const cleaned = withoutTimeframes(stripFillers(sentence));
  const cut = CLAUSE_END.exec(cleaned);
  const clause = (cut ? cleaned.slice(0, cut.index) : cleaned).split(/\s+/).slice(0, MAX_WORDS).join(' ');
  return clause.replace(TRAILING, '').trim();
}

function pickSentence(text: string): string | null {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const actionable = sentences.find((s) => {
    const clause = mainClause(s);
    return clause.length > 0 && (startsWithVerb(clause) || REWRITES.some(([p]) => p.test(clause)));
  });
  return actionable ?? sentences.find((s) => extractMetric(s) !== null) ?? sentences[0] ?? null;
}

/**
 * The goal as one short imperative sentence ("Increase qualified leads by 30%"): the first actionable sentence,
 * without lead-ins, timeframes and asides, with a target from elsewhere in the text when the sentence has none.
 */
export function extractObjective(text: string): string | null {
  const sentence = pickSentence(text);
  const clause = sentence ? mainClause(sentence) : '';
  if (clause.length === 0) return null;
  let objective = toImperative(clause);
  const target = extractTarget(text);
  if (target?.startsWith('by ') && !/\d/.test(objective) && extractDirection(objective) !== null) {
    objective = `${objective} ${target}`;
  }
  return objective.charAt(0).toUpperCase() + objective.slice(1);
}
