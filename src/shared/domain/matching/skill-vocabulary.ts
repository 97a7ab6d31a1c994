/**
 * The skills vocabulary matching understands, shipped as data: each concept with the other ways people write it
 * (`synonyms`, full credit) and the more general concept it is a kind of (`broader`). From `broader` the engine
 * derives the narrower terms (MEDDIC for a "qualification" request: nearly full credit), the broader ones (an expert
 * who lists only "dashboards" for a "Power BI" request: partial credit) and siblings (Tableau for Power BI: less).
 *
 * Spellings are folded like every term (case, accents, punctuation, "&"/"and", a final plural), so write them as
 * people do. A spelling belongs to one concept. Add concepts freely: nothing else needs to change.
 */
export type TSkillConcept = { term: string; synonyms?: readonly string[]; broader?: string };

export const SKILL_CONCEPTS: readonly TSkillConcept[] = [
  // Sales
  { term: 'sales', synonyms: ['selling', 'business development'] },
  { term: 'sales playbook', synonyms: ['sales playbooks', 'playbook', 'sales process'], broader: 'sales' },
  { term: 'enablement', synonyms: ['sales enablement', 'revenue enablement', 'sales training'], broader: 'sales' },
  { term: 'sales coaching', broader: 'enablement' },
  { term: 'qualification', synonyms: ['lead qualification', 'deal qualification', 'sales qualification'] },
  { term: 'meddic', synonyms: ['meddpicc', 'meddicc'], broader: 'qualification' },
  { term: 'bant', broader: 'qualification' },
  { term: 'spiced', broader: 'qualification' },
  {
    term: 'pipeline management',
    synonyms: ['pipeline', 'deal management', 'pipeline hygiene', 'pipeline review'],
    broader: 'sales',
  },
  { term: 'sales forecasting', synonyms: ['forecasting', 'revenue forecasting'], broader: 'revops' },
  { term: 'sales performance', synonyms: ['sales effectiveness'], broader: 'sales' },
  { term: 'funnel analysis', synonyms: ['funnel', 'conversion funnel'], broader: 'sales performance' },
  { term: 'outbound', synonyms: ['outbound sales', 'outreach', 'cold outreach'], broader: 'sales' },
  {
    term: 'sales engagement',
    synonyms: ['sales engagement platform', 'sequences', 'sales sequences'],
    broader: 'outbound',
  },
  { term: 'lemlist', broader: 'sales engagement' },
  { term: 'instantly', broader: 'sales engagement' },
  { term: 'outreach.io', broader: 'sales engagement' },
  { term: 'sdr', synonyms: ['sdrs', 'sales development', 'bdr'], broader: 'outbound' },
  { term: 'deliverability', synonyms: ['email deliverability', 'inbox placement'], broader: 'cold email' },
  {
    term: 'prospecting',
    synonyms: ['prospect research', 'list building', 'lead sourcing'],
    broader: 'lead generation',
  },
  { term: 'apollo', synonyms: ['apollo.io'], broader: 'prospecting' },
  { term: 'icp definition', synonyms: ['icp', 'ideal customer profile', 'buyer persona'], broader: 'lead generation' },
  { term: 'linkedin', synonyms: ['linkedin outreach', 'linkedin prospecting'], broader: 'lead generation' },
  { term: 'linkedin sales navigator', synonyms: ['sales navigator'], broader: 'linkedin' },
  { term: 'a/b testing', synonyms: ['ab testing', 'split testing', 'experimentation'] },
  { term: 'cold email', synonyms: ['cold emailing', 'email outreach'], broader: 'outbound' },
  { term: 'lead generation', synonyms: ['lead gen', 'demand generation', 'demand gen'], broader: 'sales' },
  { term: 'revops', synonyms: ['revenue operations', 'rev ops', 'sales ops', 'sales operations'], broader: 'sales' },
  { term: 'crm', synonyms: ['customer relationship management', 'crm system'] },
  { term: 'hubspot', synonyms: ['hubspot crm'], broader: 'crm' },
  { term: 'salesforce', synonyms: ['sfdc', 'sales cloud'], broader: 'crm' },
  { term: 'pipedrive', broader: 'crm' },
  { term: 'onboarding', synonyms: ['employee onboarding', 'new hire onboarding'] },
  {
    term: 'sales onboarding',
    synonyms: ['rep onboarding', 'sales rep onboarding', 'ramp time', 'rep ramp'],
    broader: 'enablement',
  },
  { term: 'customer onboarding', synonyms: ['client onboarding', 'user onboarding'], broader: 'customer success' },

  // Operations and continuous improvement
  { term: 'process improvement', synonyms: ['operational excellence', 'process optimisation', 'process redesign'] },
  { term: 'lean', synonyms: ['lean management', 'lean manufacturing'], broader: 'process improvement' },
  { term: 'six sigma', synonyms: ['lean six sigma', 'dmaic'], broader: 'process improvement' },
  { term: 'kaizen', broader: 'continuous improvement' },
  { term: 'continuous improvement', synonyms: ['ci'], broader: 'process improvement' },
  { term: 'pdca', synonyms: ['plan do check act'], broader: 'continuous improvement' },
  { term: 'process mapping', synonyms: ['process maps', 'process modelling', 'bpmn'], broader: 'process improvement' },
  { term: 'value stream mapping', synonyms: ['vsm', 'value stream'], broader: 'process mapping' },
  // Value stream mapping is how flow is measured: where work waits, and how long each step takes.
  {
    term: 'bottleneck analysis',
    synonyms: ['bottleneck', 'bottlenecks', 'bottleneck identification', 'constraint analysis'],
    broader: 'value stream mapping',
  },
  {
    term: 'cycle time',
    synonyms: ['cycle time reduction', 'lead time', 'throughput'],
    broader: 'value stream mapping',
  },
  {
    term: 'sop',
    synonyms: ['sops', 'standard operating procedures', 'standard operating procedure'],
    broader: 'process improvement',
  },
  { term: 'operations management', synonyms: ['operations', 'ops management'] },

  // Data, BI and reporting
  {
    term: 'dashboards',
    synonyms: ['dashboard', 'dashboarding', 'reporting dashboards', 'bi', 'business intelligence', 'reporting'],
  },
  { term: 'power bi', synonyms: ['powerbi', 'dax'], broader: 'dashboards' },
  { term: 'looker', synonyms: ['looker studio', 'google data studio'], broader: 'dashboards' },
  { term: 'tableau', broader: 'dashboards' },
  { term: 'metabase', broader: 'dashboards' },
  { term: 'kpi design', synonyms: ['kpi', 'kpis', 'kpi baseline', 'metrics design', 'key performance indicators'] },
  { term: 'data modelling', synonyms: ['data modeling', 'dimensional modelling'], broader: 'data engineering' },
  { term: 'data engineering', synonyms: ['data pipeline', 'etl', 'elt'] },
  { term: 'dbt', broader: 'data engineering' },
  { term: 'airflow', broader: 'data engineering' },
  { term: 'sql', synonyms: ['structured query language'] },
  { term: 'product analytics', synonyms: ['analytics'], broader: 'dashboards' },

  // Automation
  { term: 'automation', synonyms: ['workflow automation', 'process automation', 'no-code automation', 'integration'] },
  { term: 'zapier', synonyms: ['zaps', 'zap'], broader: 'automation' },
  { term: 'make', synonyms: ['integromat', 'make.com'], broader: 'automation' },
  {
    term: 'power automate',
    synonyms: ['microsoft flow', 'microsoft flows', 'microsoft power automate'],
    broader: 'automation',
  },
  { term: 'sharepoint', synonyms: ['sharepoint online'], broader: 'microsoft 365' },
  { term: 'microsoft 365', synonyms: ['office 365', 'm365'] },
  { term: 'n8n', broader: 'automation' },
  { term: 'no-code', synonyms: ['nocode', 'low-code', 'low code'] },
  { term: 'rpa', synonyms: ['robotic process automation', 'uipath'], broader: 'automation' },

  // Finance
  { term: 'finance ops', synonyms: ['finance operations', 'accounting operations', 'bookkeeping'] },
  { term: 'fp&a', synonyms: ['financial planning and analysis', 'financial planning'], broader: 'finance ops' },
  {
    term: 'financial modelling',
    synonyms: ['financial modeling', 'financial model', 'financial models'],
    broader: 'fp&a',
  },
  { term: 'budgeting', synonyms: ['budgets', 'budget planning'], broader: 'fp&a' },
  { term: 'cash flow forecasting', synonyms: ['cash flow', 'cashflow', 'cash forecasting'], broader: 'fp&a' },
  {
    term: 'month-end close',
    synonyms: ['month end close', 'financial close', 'close process'],
    broader: 'finance ops',
  },
  {
    term: 'credit control',
    synonyms: ['collections', 'accounts receivable', 'invoice to cash'],
    broader: 'finance ops',
  },
  { term: 'xero', broader: 'finance ops' },
  { term: 'quickbooks', broader: 'finance ops' },

  // Marketing
  { term: 'marketing', synonyms: ['digital marketing', 'growth marketing'] },
  {
    term: 'seo',
    synonyms: ['search engine optimisation', 'search engine optimization', 'technical seo'],
    broader: 'marketing',
  },
  { term: 'content strategy', synonyms: ['content marketing', 'content'], broader: 'marketing' },
  {
    term: 'paid social',
    synonyms: ['social ads', 'facebook ads', 'linkedin ads', 'meta ads'],
    broader: 'paid acquisition',
  },
  { term: 'google ads', synonyms: ['ppc', 'adwords', 'paid search', 'sem'], broader: 'paid acquisition' },
  { term: 'paid acquisition', synonyms: ['paid media', 'performance marketing'], broader: 'marketing' },
  {
    term: 'email marketing',
    synonyms: ['lifecycle marketing', 'newsletters', 'klaviyo', 'mailchimp'],
    broader: 'marketing',
  },
  { term: 'marketing automation', synonyms: ['marketo', 'pardot'], broader: 'marketing' },

  // People
  { term: 'hr', synonyms: ['human resources', 'people operations', 'people ops'] },
  { term: 'recruiting', synonyms: ['recruitment', 'hiring', 'talent acquisition'], broader: 'hr' },
  { term: 'performance reviews', synonyms: ['performance management', 'appraisals'], broader: 'hr' },
  {
    term: 'compensation design',
    synonyms: [
      'compensation',
      'reward',
      'pay structures',
      'salary bands',
      'pay framework',
      'comp and ben',
      'compensation and benefits',
    ],
    broader: 'hr',
  },
  { term: 'employment law', synonyms: ['hr law', 'acas'], broader: 'hr' },
  { term: 'hr policies', synonyms: ['hr policy', 'policies', 'employee handbook'], broader: 'hr' },

  // Customer success and support
  { term: 'customer success', synonyms: ['cs', 'account management'] },
  { term: 'churn reduction', synonyms: ['churn', 'churn analysis', 'retention'], broader: 'customer success' },
  { term: 'nps', synonyms: ['net promoter score', 'customer feedback'], broader: 'customer success' },
  { term: 'customer support', synonyms: ['support operations', 'helpdesk', 'customer service'] },
  { term: 'zendesk', broader: 'customer support' },
  { term: 'sla design', synonyms: ['sla', 'slas', 'service level agreements'], broader: 'customer support' },
  { term: 'triage', synonyms: ['ticket triage', 'ticket routing'], broader: 'customer support' },
  { term: 'intercom', broader: 'customer support' },

  // Product and design
  { term: 'product management', synonyms: ['product'] },
  { term: 'product discovery', broader: 'product management' },
  { term: 'roadmapping', synonyms: ['product roadmap', 'roadmap'], broader: 'product management' },
  { term: 'user research', synonyms: ['customer interviews', 'usability testing'], broader: 'product management' },
  { term: 'ux design', synonyms: ['user experience', 'ux', 'product design'] },
  { term: 'figma', broader: 'ux design' },

  // Engineering
  { term: 'web development', synonyms: ['full stack', 'full-stack development', 'software development'] },
  { term: 'react', synonyms: ['react.js', 'reactjs'], broader: 'web development' },
  { term: 'typescript', synonyms: ['ts'], broader: 'web development' },
  { term: 'node', synonyms: ['node.js', 'nodejs'], broader: 'web development' },
  { term: 'postgresql', synonyms: ['postgres', 'psql'], broader: 'sql' },
  { term: 'cloud infrastructure', synonyms: ['devops', 'cloud'] },
  { term: 'aws', synonyms: ['amazon web services'], broader: 'cloud infrastructure' },
  { term: 'kubernetes', synonyms: ['k8s'], broader: 'cloud infrastructure' },
  { term: 'terraform', synonyms: ['infrastructure as code', 'iac'], broader: 'cloud infrastructure' },

  // Legal, privacy and security
  { term: 'data protection', synonyms: ['privacy', 'privacy compliance'] },
  { term: 'gdpr', synonyms: ['uk gdpr', 'eu gdpr', 'general data protection regulation'], broader: 'data protection' },
  { term: 'dpia', synonyms: ['data protection impact assessment'], broader: 'data protection' },
  { term: 'dsar', synonyms: ['subject access request', 'subject access requests'], broader: 'data protection' },
  { term: 'ropa', synonyms: ['record of processing activities'], broader: 'data protection' },
  { term: 'information security', synonyms: ['infosec', 'cyber security', 'cybersecurity', 'security compliance'] },
  { term: 'iso 27001', synonyms: ['iso27001', 'isms'], broader: 'information security' },
  { term: 'soc 2', synonyms: ['soc2'], broader: 'information security' },
  { term: 'risk assessment', synonyms: ['risk management', 'risk', 'risk register'], broader: 'information security' },
  { term: 'cyber essentials', broader: 'information security' },
  { term: 'contract review', synonyms: ['contracts', 'contract management'] },

  // Strategy
  { term: 'strategy', synonyms: ['business strategy'] },
  { term: 'market sizing', synonyms: ['tam', 'market analysis', 'market research'], broader: 'strategy' },
  { term: 'pricing strategy', synonyms: ['pricing', 'price strategy', 'monetisation'], broader: 'strategy' },
  { term: 'go-to-market', synonyms: ['gtm', 'go to market', 'launch strategy'], broader: 'strategy' },
];
