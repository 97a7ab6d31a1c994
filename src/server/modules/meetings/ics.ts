/**
 * RFC 5545 calendar files for meetings: one VEVENT in a VCALENDAR, CRLF line endings, lines folded at 75 octets
 * (never inside a UTF-8 sequence), TEXT values escaped (backslash, semicolon, comma, newline), times in UTC.
 */

export type IcsPerson = { name: string | null; email: string };

export type IcsEvent = {
  /** Globally unique and stable for the meeting: the same event when the file is imported twice. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The join link: URL and LOCATION. */
  url: string;
  organizer: IcsPerson | null;
  attendees: IcsPerson[];
  /**
   * METHOD:REQUEST invites the attendees (RFC 5546 §3.2.2: at least one ATTENDEE); PUBLISH (a download, the
   * organizer's own copy, a meeting with nobody to invite) posts the event, and §3.2.1 allows no ATTENDEE in it.
   */
  method: 'REQUEST' | 'PUBLISH';
};

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value (CN): DQUOTE and control characters are not allowed inside, so they are dropped. */
function paramValue(value: string): string {
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** Folds one content line at 75 octets: continuation lines start with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20260102T150405Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: IcsPerson): string {
  const name = who.name ? `;CN=${paramValue(who.name)}` : '';
  const attendee = property === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE' : '';
  return `${property}${name}${attendee}:mailto:${who.email}`;
}

export function buildIcs(event: IcsEvent): string {
  if (event.method === 'REQUEST' && event.attendees.length === 0)
    throw new Error('an iTIP REQUEST needs at least one attendee: publish the event instead');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Outcome Marketplace//TeamSmith Meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.url)}`,
    `URL:${event.url}`,
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.method === 'REQUEST' ? event.attendees.map((attendee) => person('ATTENDEE', attendee)) : []),
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A file name for the download: the title's letters and digits, else "meeting". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'meeting'}.ics`;
}
