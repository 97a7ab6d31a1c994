import type { TBriefTextField } from '@shared/domain/brief-options';
import type { TFieldInterpretation, TProposal, TStructuredBrief } from '@shared/schemas/brief-ai';

export type TProposalInput = TStructuredBrief & { assured_mode: boolean };

/** What the briefs module needs from an AI: a live reading of one field, and a proposal for a whole brief. */
export type TAiProvider = {
  name: string;
  interpretField(field: TBriefTextField, value: string): Promise<TFieldInterpretation>;
  generateProposal(brief: TProposalInput): Promise<TProposal>;
};

/** The slice of pino's logger the providers use, so tests can pass a plain object. */
export type TAiLogger = {
  warn(details: Record<string, unknown>, message: string): void;
};
