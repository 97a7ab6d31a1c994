import { matchValues, words, type TTermRule } from './match-terms';

const standard = (value: string, ...alternatives: string[]): TTermRule => ({ value, pattern: words(...alternatives) });

/** Regulations and standards a brief mentions: they shape roles and tags, not a normalized slot. */
const COMPLIANCE_RULES: readonly TTermRule[] = [
  standard('gdpr', 'u?k?[- ]?gdpr', 'data protection act'),
  standard('hipaa', 'hipaa', 'phi'),
  standard('iso27001', 'iso ?27001'),
  standard('soc2', 'soc ?2'),
  standard('pci-dss', 'pci(?:[- ]dss)?'),
  standard('cyber-essentials', 'cyber essentials(?: plus)?'),
  standard('fca', 'fca'),
  standard('dpa', 'dpa', 'data processing agreement'),
];

export function extractCompliance(text: string): string[] {
  return matchValues(text, COMPLIANCE_RULES);
}
