import type { TSkillConcept } from './skill-concept';

/**
 * More of the skills vocabulary (same shape and rules as `SKILL_CONCEPTS`): the operations, logistics, sales and
 * people work that clients describe in briefs and experts list on their profiles.
 */
export const WORK_CONCEPTS: readonly TSkillConcept[] = [
  {
    term: 'warehouse operations',
    synonyms: [
      'warehouse',
      'warehousing',
      'warehouse management',
      'order picking',
      'picking',
      'pick and pack',
      'fulfilment',
      'fulfillment',
      'order fulfilment',
      'warehouse layout',
      'slotting',
      'wms',
    ],
    broader: 'operations management',
  },
  { term: 'logistics operations', synonyms: ['transport planning', 'route planning', 'depot operations'] },
  {
    term: 'turnaround',
    synonyms: ['business turnaround', 'turnarounds', 'restructuring'],
    broader: 'operations management',
  },
  { term: 'root cause analysis', synonyms: ['rca', '5 whys', 'five whys'], broader: 'quality management' },
  { term: 'spc', synonyms: ['statistical process control'], broader: 'quality management' },
  { term: 'fmea', synonyms: ['failure mode and effects analysis'], broader: 'quality management' },
  { term: 'benchmarking', synonyms: ['benchmarks', 'performance benchmarking'] },
  { term: 'coaching', synonyms: ['team coaching', 'performance coaching'] },
  { term: 'lead scoring', synonyms: ['lead grading'], broader: 'marketing automation' },
  { term: 'evaluation', synonyms: ['llm evaluation', 'ai evaluation', 'evals'], broader: 'large language models' },
  {
    term: 'chatbots',
    synonyms: ['chatbot', 'chat bot', 'ai assistant', 'ai chatbot', 'virtual assistant'],
    broader: 'large language models',
  },
  { term: 'policy writing', synonyms: ['security policies', 'policy drafting'], broader: 'information security' },
  { term: 'information governance', synonyms: ['records management'], broader: 'data protection' },
  {
    term: 'churn prediction',
    synonyms: ['churn model', 'churn models', 'propensity modelling'],
    broader: 'machine learning',
  },
];
