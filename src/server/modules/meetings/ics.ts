/**
 * RFC 5545 calendar files for meetings: one VEVENT in a VCALENDAR, CRLF line endings, lines folded at 75 octets
 * (never inside a UTF-8 sequence), TEXT values escaped (backslash, semicolon, comma, newline), times in UTC.
 */

export type IcsPerson = { name: string | null; email: string };

/**
 * METHOD:REQUEST invites the attendees and CANCEL withdraws the invitation (RFC 5546 §3.2.2, §3.2.5: both name every
 * ATTENDEE); PUBLISH (a download, the organizer's own copy, a meeting with nobody to invite) posts the event, and
 * §3.2.1 allows no ATTENDEE in it.
 */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export type IcsEvent = {
  /** Globally unique and stable for the meeting: the same event when the file is imported twice. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** 0 when scheduled, one more at each change: a calendar applies the highest it has seen (RFC 5545 3.8.7.4). */
  sequence: number;
  /** STATUS:CANCELLED instead of CONFIRMED. */
  cancelled: boolean;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The join link: URL and LOCATION. */
  url: string;
  organizer: IcsPerson | null;
  attendees: IcsPerson[];
  method: IcsMethod;
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

function organizer(who: IcsPerson): string {
  const name = who.name ? `;CN=${paramValue(who.name)}` : '';
  return `ORGANIZER${name}:mailto:${who.email}`;
}

/** An attendee of a REQUEST is asked to answer (RSVP); one of a CANCEL is only told. */
function attendee(who: IcsPerson, method: IcsMethod): string {
  const name = who.name ? `;CN=${paramValue(who.name)}` : '';
  const rsvp = method === 'REQUEST' ? ';RSVP=TRUE' : '';
  return `ATTENDEE${name};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION${rsvp}:mailto:${who.email}`;
}

export function buildIcs(event: IcsEvent): string {
  const invites = event.method !== 'PUBLISH';
  if (invites && (event.attendees.length === 0 || !event.organizer))
    throw new Error(`an iTIP ${event.method} needs an organizer and an attendee: publish the event instead`);
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
    ...(event.organizer ? [organizer(event.organizer)] : []),
    ...(invites ? event.attendees.map((who) => attendee(who, event.method)) : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence}`,
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
