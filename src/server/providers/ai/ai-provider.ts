import type { TBriefTextField } from '@shared/domain/brief-options';
import type { TFieldInterpretation, TProposal, TStructuredBrief } from '@shared/schemas/brief-ai';
import type { TAssistantTurn, TProjectContext } from './project-context';

export type TProposalInput = TStructuredBrief & { assured_mode: boolean };

/**
 * What the modules need from an AI: a live reading of one brief field, a proposal for a whole brief, and the
 * TeamSmith AI project assistant's answer (streamed as text chunks) to a question about one project.
 */
export type TAiProvider = {
  name: string;
  interpretField(field: TBriefTextField, value: string): Promise<TFieldInterpretation>;
  generateProposal(brief: TProposalInput): Promise<TProposal>;
  answerProjectQuestion(context: TProjectContext, history: TAssistantTurn[], question: string): AsyncIterable<string>;
};

/** The slice of pino's logger the providers use, so tests can pass a plain object. */
export type TAiLogger = {
  warn(details: Record<string, unknown>, message: string): void;
};

/** Counts each call to the AI service: `ok`, or the reason the fallback answered (for the metrics). */
/** Counts one AI call by outcome; `seconds` is how long the service took (absent when it was not called). */
export type TAiOutcomeCounter = (call: {
  provider: string;
  operation: string;
  outcome: string;
  seconds?: number;
}) => void;

/** A reply stream that broke after it started: the words already shown cannot be taken back, so it ends in error. */
export class AiStreamBrokenError extends Error {
  constructor(cause: unknown) {
    super('the AI reply stream broke after it started', { cause });
    this.name = 'AiStreamBrokenError';
  }
}
