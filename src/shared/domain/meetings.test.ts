import { describe, expect, it } from 'vitest';
import { hasUpcomingMeeting, isMeetingUrl, MEETING_TEXTS, meetingDisplayStatus, meetingNeedsUrl } from './meetings';

describe('meeting display status (spec section 4)', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  it.each([
    ['Scheduled', null, null],
    ['Upcoming', '2030-05-01T12:30:00Z', '2030-05-01T13:00:00Z'],
    ['Live', '2030-05-01T11:30:00Z', '2030-05-01T12:30:00Z'],
    ['Live', '2030-05-01T12:00:00Z', '2030-05-01T12:30:00Z'],
    ['Completed', '2030-05-01T11:00:00Z', '2030-05-01T12:00:00Z'],
    // A start without an end lasts the default 60 minutes.
    ['Live', '2030-05-01T11:01:00Z', null],
    ['Completed', '2030-05-01T11:00:00Z', null],
  ])('%s: %s → %s', (status, startsAt, endsAt) => {
    expect(meetingDisplayStatus({ startsAt, endsAt }, now)).toBe(status);
  });
});

describe('meeting links', () => {
  it('Zoom, Teams and manual need a pasted URL; Jitsi and Google Meet make their own', () => {
    expect(['zoom', 'teams', 'manual'].every((p) => meetingNeedsUrl(p as 'zoom'))).toBe(true);
    expect(['jitsi', 'google', 'google_meet'].some((p) => meetingNeedsUrl(p as 'jitsi'))).toBe(false);
  });
  it('only http and https links', () => {
    expect(isMeetingUrl('https://zoom.us/j/1')).toBe(true);
    expect(isMeetingUrl('http://intranet.example/room')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.test', 'zoom.us/j/1', ''])
      expect(isMeetingUrl(bad)).toBe(false);
  });
});

describe('hasUpcomingMeeting', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const meeting = (startsAt: string | null) => ({ startsAt, endsAt: null });
  it('is false with only past meetings, so the tab says there is nothing upcoming', () => {
    expect(hasUpcomingMeeting([meeting('2026-06-01T09:00:00Z'), meeting(null)], now)).toBe(false);
    expect(MEETING_TEXTS.empty).toBe('No upcoming meetings found. Create a meeting first!');
  });

  it('is true with a meeting to come or one under way', () => {
    expect(hasUpcomingMeeting([meeting('2026-06-11T09:00:00Z')], now)).toBe(true);
    expect(hasUpcomingMeeting([meeting('2026-06-10T11:45:00Z')], now)).toBe(true);
  });
});
