import { joinSlot, matchTerms, words, type TTermRule } from './match-terms';

const NO_EXTERNAL_AI = 'no external AI';
const vendor = (value: string, ...alternatives: string[]): TTermRule => ({
  value,
  pattern: words(...alternatives),
  negatable: true,
});
const policy = (value: string, ...alternatives: string[]): TTermRule => ({ value, pattern: words(...alternatives) });

/**
 * AI models and hosting policies. Azure OpenAI and Salesforce Einstein come before OpenAI so "GPT" inside them
 * is not read twice; a negated vendor ("no public ChatGPT", "can't go to OpenAI") becomes "no external AI".
 */
const AI_RULES: readonly TTermRule[] = [
  vendor('Azure OpenAI', 'azure openai', "azure['’]?s openai", 'openai (?:[\\w-]+ ){0,3}(?:via|through|on|in) azure'),
  vendor('Salesforce Einstein', 'einstein(?: gpt| ai)?'),
  vendor('Microsoft Copilot', '(?:microsoft |m365 |ms )?copilot'),
  vendor('OpenAI', 'openai', 'chat ?gpt', 'gpt(?:-?\\d[\\w.]*)?'),
  vendor('Claude', 'claude', 'anthropic'),
  vendor('Gemini', 'gemini', 'vertex ai', 'bard'),
  vendor('Llama', 'llama(?: ?\\d[\\w.]*)?', 'meta ai'),
  vendor('Mistral', 'mistral', 'mixtral'),
  vendor(
    'cloud AI',
    '(?:us|non-eu|external|third[- ]party|cloud|public)[- ]hosted (?:ai|models?|llms?)',
    'cloud ai',
    'public ai tools?',
  ),
  policy(
    'no AI',
    'no (?:generative |gen ?)?ai(?! (?:vendors?|providers?|suppliers?|tools? outside))',
    'without (?:any )?ai',
    'ai (?:is )?(?:not allowed|banned|prohibited)',
  ),
  policy(
    NO_EXTERNAL_AI,
    "(?:can't|cannot|can not|not allowed to|mustn't|must not|won't|no) (?:use )?(?:cloud|external|third[- ]party|public|hosted) (?:ai|llms?|models?|ai services)",
    'no data (?:to|with) (?:external|third[- ]party) (?:ai|llms?)',
  ),
  policy(
    'UK-hosted models only',
    'uk[- ]hosted',
    'hosted in the uk',
    '(?:no|not) (?:ai )?(?:vendors?|providers?|suppliers?) outside (?:the )?uk',
    'data (?:must )?(?:stay|stays|remain|remains) in the uk',
    'uk data residency',
  ),
  policy(
    'EU-hosted models only',
    '(?:eu|europe|european)[- ]hosted',
    'hosted (?:in|inside|within) (?:the )?(?:eu|europe|germany|france|netherlands|ireland)',
    '(?:inside|within) the eu',
    'eu data residency',
    'data residency in the eu',
    'data (?:must )?(?:stay|stays|remain|remains) in the eu',
    '(?:can|must) ?not leave the eu',
    'eu (?:models?|only)',
    'european (?:models?|ai|llms?)(?: providers?)?',
    '(?:eu|european) (?:model|ai|llm) providers?',
  ),
  policy(
    'self-hosted',
    'self[- ]hosted',
    'run\\s+(?:[\\w-]+\\s+){0,4}locally',
    'local (?:models?|llms?)',
    'on[- ]prem(?:ise)? (?:models?|llms?|ai)',
    'private (?:llms?|models?)',
  ),
  policy('open-source', 'open[- ]source(?: models?| llms?)?', 'open[- ]weights?'),
];

/** Models and policies in reading order; when anything is ruled out, "no external AI" says so once. */
export function extractAiModels(text: string): string | null {
  const matches = matchTerms(text, AI_RULES);
  const values = matches.map((match) => (match.negated ? NO_EXTERNAL_AI : match.value));
  return joinSlot([...new Set(values)]);
}
