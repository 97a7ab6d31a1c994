import { extractDates } from './extract-dates';
import { extractDurations } from './extract-durations';
import type { TTimeframe } from './timeframe';

// Words that belong to a timeframe when they sit just before it ("ideally by the end of", "within the").
const LEAD_WORDS =
  /(?:\b(?:ideally|hopefully|preferably|latest|no later than|by|before|until|till|in|within|over|during|for|ahead of|in time for|around|at|the|end of|start of|beginning of|middle of|mid)[\s-]+)+$/i;

function widen(text: string, frame: TTimeframe): TTimeframe {
  const lead = LEAD_WORDS.exec(text.slice(0, frame.start));
  return lead ? { ...frame, start: frame.start - lead[0].length } : frame;
}

/** Every timeframe in reading order; where two overlap, the longer one wins. */
export function extractTimeframes(text: string): TTimeframe[] {
  const candidates = [...extractDurations(text), ...extractDates(text)].sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start),
  );
  const kept: TTimeframe[] = [];
  for (const candidate of candidates) {
    const clash = kept.findIndex((k) => candidate.start < k.end && k.start < candidate.end);
    if (clash === -1) kept.push(candidate);
    else if (candidate.end - candidate.start > kept[clash]!.end - kept[clash]!.start) kept[clash] = candidate;
  }
  return kept.map((frame) => widen(text, frame));
}

/** The first timeframe the text gives, or null. */
export function extractTimeframe(text: string): TTimeframe | null {
  return extractTimeframes(text)[0] ?? null;
}
