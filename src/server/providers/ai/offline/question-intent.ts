/** Which kind of question the offline assistant was asked (each kind has its own answer). */
export type TAssistantIntent =
  | 'cannot_do'
  | 'overdue'
  | 'milestone'
  | 'meeting'
  | 'this_week'
  | 'next'
  | 'budget'
  | 'deliverables'
  | 'team'
  | 'status'
  | 'help'
  | 'unknown';

export const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

export const ACTION_REQUEST =
  /\b(send|e-?mail|message|text|change|update|edit|delete|remove|cancel|approve|reject|pay|release|refund|fund|schedule|book|create|add|move|upload|assign|invite|reschedule|mark)\b/;

/** "Can you send…", "please approve…", "send the client…": a request to act, which the assistant cannot do. */
export function asksToAct(q: string): boolean {
  if (/^(please\s+)?(can|could|would|will)\s+you\s+(please\s+)?/.test(q)) {
    const rest = q.replace(/^(please\s+)?(can|could|would|will)\s+you\s+(please\s+)?/, '');
    return ACTION_REQUEST.test(rest.split(/\s+/).slice(0, 2).join(' '));
  }
  const first = q.replace(/^please\s+/, '').split(/\s+/)[0] ?? '';
  return /^(send|e-?mail|change|update|edit|delete|remove|cancel|approve|reject|pay|release|refund|fund|schedule|book|create|add|move|upload|assign|invite|reschedule|mark)$/.test(
    first,
  );
}

export function milestoneNumberIn(question: string): number | null {
  const q = question.toLowerCase();
  const digits = /\bmilestone\s*(?:#|no\.?|number)?\s*(\d{1,3})\b/.exec(q) ?? /\bm(\d{1,3})\b/.exec(q);
  if (digits) return Number(digits[1]);
  const word = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+milestone\b/.exec(q);
  if (word) return ORDINALS[word[1]!] ?? null;
  const after = /\bmilestone\s+(one|two|three|four|five|six)\b/.exec(q);
  if (after) return ORDINALS[after[1]!] ?? null;
  return null;
}

export function intentOf(question: string): TAssistantIntent {
  const q = question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[?!.]+/g, ' ')
    .trim();
  if (asksToAct(q)) return 'cannot_do';
  if (/\b(help|what can you do|what do you know|how do you work)\b/.test(q)) return 'help';
  if (/\b(overdue|late|behind|past due|miss(?:ed)?\b|delayed|delays?|slipp)/.test(q)) return 'overdue';
  if (milestoneNumberIn(q) !== null) return 'milestone';
  if (/\b(meet|meeting|meetings|call|calls|sync|standup|stand-up)\b/.test(q)) return 'meeting';
  if (
    /\b(this week|last week|past week|last 7 days|past 7 days|recent|recently|lately|happened|what's new|news|catch me up)\b/.test(
      q,
    )
  )
    return 'this_week';
  if (/\b(next|upcoming|to do|todo|to-do|priority|priorities|should (i|we)|what now|waiting)\b/.test(q)) return 'next';
  if (
    /\b(budget|escrow|cost|costs|money|paid|pay|payment|payments|fund|funded|funding|spend|spent|price|invoice|amount)\b/.test(
      q,
    )
  )
    return 'budget';
  if (/\b(deliverable|deliverables|file|files|upload|uploads|version|versions|revision|revisions)\b/.test(q))
    return 'deliverables';
  if (/\b(who|team|expert|freelancer|client|participants?)\b/.test(q)) return 'team';
  if (/\b(status|progress|on track|how is|how's|how are|summary|overview|where are we|milestones?)\b/.test(q))
    return 'status';
  return 'unknown';
}
