import type { TBriefTextField } from '@shared/domain/brief-options';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import type { TAiProvider } from '../ai-provider';
import { answerProjectQuestion, streamAnswer } from './answer-project-question';
import { generateProposal } from './generate-proposal';
import { interpretConstraints } from './interpret-constraints';
import { interpretContext } from './interpret-context';
import { interpretGoal } from './interpret-goal';

const INTERPRETERS: Record<TBriefTextField, (text: string) => TFieldInterpretation> = {
  goal: interpretGoal,
  context: interpretContext,
  constraints: interpretConstraints,
};

/** The built-in AI: rules and small NLP, no network, deterministic. Used when no AI endpoint is configured. */
export function createOfflineAiProvider(): TAiProvider {
  return {
    name: 'offline',
    interpretField: async (field, value) => INTERPRETERS[field](value),
    generateProposal: async (brief) => generateProposal(brief),
    answerProjectQuestion: (context, _history, question) => streamAnswer(answerProjectQuestion(context, question)),
  };
}
