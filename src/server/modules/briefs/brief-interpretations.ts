import type { Logger } from 'pino';
import { BRIEF_TEXT_FIELDS, type TBriefTextField, type TExpertStyleOption } from '../../../shared/domain/brief-options';
import {
  BRIEF_MISSING_ITEMS,
  completionSentence,
  computeMissing,
  isFallbackInterpretation,
  slotOf,
  type TBriefMissingItem,
} from '../../../shared/domain/briefs';
import { fallbackInterpretation } from '../../../shared/domain/brief-fallbacks';
import type { TFieldInterpretation, TStructuredBrief } from '../../../shared/schemas/brief-ai';
import type { TAiProvider } from '../../providers/ai/ai-provider';

/** The AI's reading of one field; never throws (the spec's error fallback instead). */
export function createFieldInterpreter(ai: TAiProvider, logger: Logger) {
  return async function interpret(field: TBriefTextField, value: string): Promise<TFieldInterpretation> {
    try {
      return await ai.interpretField(field, value);
    } catch (error) {
      logger.warn({ err: error, field }, 'field interpretation failed');
      return fallbackInterpretation('error');
    }
  };
}

export type FieldInterpreter = ReturnType<typeof createFieldInterpreter>;

/**
 * Finishes what the browser could not: every non-empty field gets a real interpretation (fields the browser left
 * on a timeout or error fallback are read again), empty fields have none, and the missing list is recomputed.
 */
export async function completeInterpretations(
  brief: TStructuredBrief,
  interpret: FieldInterpreter,
): Promise<TStructuredBrief> {
  const interpretations: TStructuredBrief['interpretations'] = {};
  await Promise.all(
    BRIEF_TEXT_FIELDS.map(async (field) => {
      const text = brief[field].trim();
      if (!text) return;
      const current = brief.interpretations[field];
      interpretations[field] = current && !isFallbackInterpretation(current) ? current : await interpret(field, text);
    }),
  );
  const completed = { ...brief, interpretations };
  return { ...completed, missing: computeMissing(completed) };
}

/**
 * Applies Complete Your Brief answers: each answer is added to the client's own text (so anyone reading the brief
 * sees it), the touched fields are read again, and the answers are set on top as the authoritative values.
 */
export async function applyCompletion(
  brief: TStructuredBrief,
  answers: Partial<Record<TBriefMissingItem, string>>,
  interpret: FieldInterpreter,
): Promise<TStructuredBrief> {
  const missing = new Set(computeMissing(brief));
  const given = BRIEF_MISSING_ITEMS.filter((item) => missing.has(item) && answers[item]?.trim()).map(
    (item) => [item, answers[item]!.trim()] as const,
  );
  const next: TStructuredBrief = { ...brief, interpretations: { ...brief.interpretations } };
  const touched = new Set<TBriefTextField>();
  for (const [item, value] of given) {
    if (item === 'expert_style') {
      next.expert_style = value as TExpertStyleOption;
      continue;
    }
    const [field] = slotOf(item);
    next[field] = `${next[field].trim()}\n${completionSentence(item, value)}`.trim();
    touched.add(field);
  }
  await Promise.all(
    [...touched].map(async (field) => (next.interpretations[field] = await interpret(field, next[field]))),
  );
  for (const [item, value] of given) {
    if (item === 'expert_style') continue;
    const [field, slot] = slotOf(item);
    const reading = next.interpretations[field]!;
    next.interpretations[field] = {
      ...reading,
      warnings: reading.warnings.filter((warning) => warning !== `missing_${slot}`),
      normalized: { ...reading.normalized, [slot]: value },
    };
  }
  return { ...next, missing: computeMissing(next) };
}
