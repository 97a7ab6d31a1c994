import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDateTime, icsFileName } from './ics';

describe('RFC 5545 calendar files', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets, continuation lines start with a space, never splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}€€€`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC date-times and a whole calendar with CRLF endings', () => {
    expect(icsDateTime(new Date('2031-01-02T03:04:05.678Z'))).toBe('20310102T030405Z');
    const ics = buildIcs({
      uid: 'm1@example.test',
      stamp: new Date('2030-12-31T00:00:00Z'),
      sequence: 0,
      cancelled: false,
      start: new Date('2031-01-02T09:00:00Z'),
      end: new Date('2031-01-02T10:00:00Z'),
      summary: 'Plan',
      description: 'Line 1\nLine 2',
      url: 'https://meet.jit.si/TeamSmith-Plan-abc',
      organizer: { name: 'Ada "A" Admin', email: 'ada@example.test' },
      attendees: [{ name: null, email: 'bob@example.test' }],
      method: 'REQUEST',
    });
    expect(ics.split('\r\n').slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Outcome Marketplace//TeamSmith Meetings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(ics).toContain('\r\nDESCRIPTION:Line 1\\nLine 2\r\n');
    // A double quote cannot appear inside a quoted parameter: it is dropped.
    expect(ics).toContain('\r\nORGANIZER;CN="Ada A Admin":mailto:ada@example.test\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      '\r\nATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:bob@example.test\r\n',
    );
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('a CANCEL names every attendee without asking for an answer, carries its SEQUENCE and STATUS:CANCELLED', () => {
    const event = {
      uid: 'm2@example.test',
      stamp: new Date('2030-12-31T00:00:00Z'),
      sequence: 2,
      cancelled: true,
      start: new Date('2031-01-02T09:00:00Z'),
      end: new Date('2031-01-02T10:00:00Z'),
      summary: 'Plan',
      description: 'Cancelled',
      url: 'https://meet.jit.si/TeamSmith-Plan-abc',
      organizer: { name: 'Ada', email: 'ada@example.test' },
      attendees: [{ name: 'Bob', email: 'bob@example.test' }],
      method: 'CANCEL' as const,
    };
    const lines = buildIcs(event).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('ATTENDEE;CN="Bob";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:bob@example.test');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(() => buildIcs({ ...event, attendees: [] })).toThrow('an iTIP CANCEL needs an organizer and an attendee');
    expect(() => buildIcs({ ...event, organizer: null })).toThrow('an iTIP CANCEL needs an organizer and an attendee');
  });

  it('names the file after the title (letters, digits and dashes only)', () => {
    expect(icsFileName('Kick-off call')).toBe('Kick-off-call.ics');
    expect(icsFileName('../../etc/passwd "x"')).toBe('etcpasswd-x.ics');
    expect(icsFileName('🙂')).toBe('meeting.ics');
  });
});
