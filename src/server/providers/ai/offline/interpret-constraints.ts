import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { extractAiModels } from './extract-ai-models';
import { extractCompliance } from './extract-compliance';
import { extractHardware } from './extract-hardware';
import { extractSoftware } from './extract-software';
import { scoreConfidence, slotValues, tag, wordCount } from './score-confidence';

export type TConstraintsReading = {
  hardware_support: string | null;
  integration_software: string | null;
  ai_model_compatibility: string | null;
  compliance: string[];
};

export function readConstraints(text: string): TConstraintsReading {
  return {
    hardware_support: extractHardware(text),
    integration_software: extractSoftware(text),
    ai_model_compatibility: extractAiModels(text),
    compliance: extractCompliance(text),
  };
}

/** Hosting words that already carry their preposition: "runs on-premise", "runs offline", never "runs on on-premise". */
const BARE_PLACES = new Set(['on-premise', 'offline']);

/** "on-premise, laptops" → "runs on-premise and on laptops". */
function runsOn(hardware: string): string {
  const places = hardware.split(', ').map((place) => (BARE_PLACES.has(place) ? place : `on ${place}`));
  return `runs ${places.join(' and ')}`;
}

/** A word written twice in a row ("on on", "the the") is a slip of assembly, never meant. */
const withoutRepeatedWords = (text: string): string => text.replace(/\b(\w+)(\s+\1\b)+/gi, '$1');

function summary(c: TConstraintsReading): string {
  const parts = [
    c.hardware_support && runsOn(c.hardware_support),
    c.integration_software && `works with ${c.integration_software}`,
    c.ai_model_compatibility && `AI: ${c.ai_model_compatibility}`,
    c.compliance.length > 0 && `compliance: ${c.compliance.map((s) => s.toUpperCase()).join(', ')}`,
  ].filter(Boolean);
  return parts.length > 0
    ? withoutRepeatedWords(`Constraints: ${parts.join('; ')}.`)
    : 'Constraints noted; no hardware, software or AI requirements recognised.';
}

export function interpretConstraints(text: string): TFieldInterpretation {
  const c = readConstraints(text);
  const slots = [c.hardware_support, c.integration_software, c.ai_model_compatibility];
  const filled = slots.filter((slot) => slot !== null).length;
  const ai = slotValues(c.ai_model_compatibility);
  // "no AI" next to a named model is a contradiction the client should resolve.
  const conflicting = ai.includes('no AI') && ai.some((value) => !['no AI', 'no external AI'].includes(value));
  return {
    interpreted: summary(c),
    // Constraints are optional and rarely cover all three kinds, so two filled slots count as complete.
    confidence: scoreConfidence(
      filled / 2,
      (c.compliance.length > 0 ? 0.5 : 0) + 0.5 * Math.min(1, wordCount(text) / 12),
    ),
    tags: [
      ...slotValues(c.hardware_support).map((value) => tag('hardware', value)),
      ...slotValues(c.integration_software).map((value) => tag('software', value)),
      ...ai.map((value) => tag('ai', value)),
      ...c.compliance.map((value) => tag('compliance', value)),
    ],
    warnings: [
      !c.hardware_support && 'missing_hardware_support',
      !c.integration_software && 'missing_integration_software',
      !c.ai_model_compatibility && 'missing_ai_model_compatibility',
      conflicting && 'conflicting_ai_requirements',
    ].filter((w): w is string => Boolean(w)),
    normalized: {
      hardware_support: c.hardware_support,
      integration_software: c.integration_software,
      ai_model_compatibility: c.ai_model_compatibility,
    },
  };
}
