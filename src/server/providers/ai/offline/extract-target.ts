/** The measurable target of a goal, as written: "by 30%", "from 8% to 5%", "under 2 hours", "2x". */

const VALUE =
  '(?:[£$€]\\s?)?\\d[\\d,]*(?:\\.\\d+)?\\s?(?:%|percentage points|percent|k|m|bn)?(?:\\s?(?:hours?|days?|minutes?|stars?|points?))?(?!\\w)';

const TARGET_RULES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [new RegExp(`\\bfrom\\s+(${VALUE})\\s+to\\s+(${VALUE})`, 'i'), (m) => `from ${m[1]} to ${m[2]}`],
  [new RegExp(`\\bby\\s+(${VALUE})`, 'i'), (m) => `by ${m[1]}`],
  [/(?<![\w.])\+\s?(\d+(?:\.\d+)?%)/, (m) => `by ${m[1]}`],
  [
    /(?<![\w.])(\d+(?:\.\d+)?%)\s+(?:more|less|fewer|higher|lower|increase|reduction|growth|uplift|decrease|improvement)\b/i,
    (m) => `by ${m[1]}`,
  ],
  [
    new RegExp(`\\b(to|under|below|above|over|at least|reach|hit|get to|generate|achieve|add)\\s+(${VALUE})`, 'i'),
    (m) => `${(m[1] ?? '').toLowerCase()} ${m[2]}`,
  ],
  [
    /\b(double|triple|quadruple|halve|in half|\d+x)\b/i,
    (m) =>
      ({ double: '2x', triple: '3x', quadruple: '4x', halve: 'half', 'in half': 'half' })[(m[1] ?? '').toLowerCase()] ??
      m[1] ??
      '',
  ],
];

export function extractTarget(text: string): string | null {
  for (const [pattern, render] of TARGET_RULES) {
    const hit = pattern.exec(text);
    // "by 2027" is a deadline, not a target.
    if (hit && !/^by\s+20\d\d$/.test(render(hit).trim())) return render(hit).trim();
  }
  return null;
}
