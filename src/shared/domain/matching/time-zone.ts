/** UTC offsets of IANA time zones through Intl, which Node and every current browser ship. */

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' });
    } catch {
      formatter = null; // an unknown zone is "unknown", never an error
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "GMT", "GMT+0", "GMT-5", "GMT+5:30", "UTC+5:45" → minutes east of UTC. */
export function parseGmtOffset(label: string): number | null {
  const match = /^(?:GMT|UTC)(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(label.trim());
  if (!match) return null;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Minutes east of UTC of an IANA zone at `at` (daylight saving included), or null for an unknown zone. */
export function utcOffsetMinutes(timeZone: string, at: Date): number | null {
  const formatter = formatterFor(timeZone.trim());
  if (!formatter) return null;
  const part = formatter.formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part ? parseGmtOffset(part.value) : null;
}

/** A per-ranking memo: each zone's offset is worked out once for the whole expert list. */
export function createOffsetLookup(at: Date): (timeZone: string | null | undefined) => number | null {
  const memo = new Map<string, number | null>();
  return (timeZone) => {
    if (!timeZone) return null;
    let offset = memo.get(timeZone);
    if (offset === undefined) {
      offset = utcOffsetMinutes(timeZone, at);
      memo.set(timeZone, offset);
    }
    return offset;
  };
}
