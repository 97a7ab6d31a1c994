import { extractObjective } from './src/server/providers/ai/offline/extract-objective';
for (const s of ['increasing repeat orders', 'marketing spend down 20%', 'morning briefings for staff', 'building a data warehouse', 'onboarding clients faster', 'pricing page redesign']) console.log(s, '=>', extractObjective(s));
