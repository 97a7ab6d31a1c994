import type { TMeetingProvider } from './collaboration';
import { MEETING_DEFAULT_DURATION_MINUTES } from './limits';

/** The spec's validation texts (section 5), word for word. */
export const MEETING_TITLE_REQUIRED = 'Please enter a meeting title';
export const MEETING_URL_REQUIRED = 'Please enter a meeting URL';
export const MEETING_GOOGLE_TIMES_REQUIRED = 'Please select start and end times for Google Meet';
/** Manual meeting from the chat: title and link required. */
export const CHAT_MEETING_FIELDS_REQUIRED = 'Please fill in the required fields';
export const MEETING_END_AFTER_START = 'The meeting must end after it starts';
export const MEETING_START_REQUIRED = 'Please select a start time';
export const MEETING_END_REQUIRED = 'Please select an end time';
export const MEETING_START_IN_FUTURE = 'The new start must be in the future';
export const MEETING_URL_INVALID = 'Please enter a link starting with http:// or https://';

/** The spec's meeting texts (section 8). */
export const MEETING_TEXTS = {
  loadFailed: 'Failed to load meetings',
  createFailed: 'Failed to create meeting',
  copyFailed: 'Failed to copy to clipboard',
  empty: 'No upcoming meetings found. Create a meeting first!',
} as const;

/** Providers offered in the Meetings tab, in order; `google` is accepted by the API and stored as google_meet. */
export const MEETING_PROVIDER_CHOICES = ['google_meet', 'zoom', 'teams', 'jitsi', 'manual'] as const;

export const MEETING_PROVIDER_LABELS: Record<TMeetingProvider, string> = {
  google: 'Google Meet',
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  jitsi: 'Jitsi Meet',
  manual: 'Manual link',
};

/** Providers whose link the organizer pastes; the others create their room themselves. */
export function meetingNeedsUrl(provider: TMeetingProvider): boolean {
  return provider === 'zoom' || provider === 'teams' || provider === 'manual';
}

export function isGoogleMeet(provider: TMeetingProvider): boolean {
  return provider === 'google' || provider === 'google_meet';
}

/** A link people can open: http or https only (never javascript:, data:, …). */
export function isMeetingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export type TMeetingDisplayStatus = 'Upcoming' | 'Live' | 'Completed' | 'Scheduled';

/** When a meeting ends: its end, else its start plus the default duration; null without a start. */
export function meetingEnd(meeting: { startsAt: string | null; endsAt: string | null }): Date | null {
  if (meeting.endsAt) return new Date(meeting.endsAt);
  if (!meeting.startsAt) return null;
  return new Date(new Date(meeting.startsAt).getTime() + MEETING_DEFAULT_DURATION_MINUTES * 60_000);
}

/** Spec section 4: Upcoming, Live (between start and end), Completed, or Scheduled if no times. */
export function meetingDisplayStatus(
  meeting: { startsAt: string | null; endsAt: string | null },
  now: Date = new Date(),
): TMeetingDisplayStatus {
  if (!meeting.startsAt) return 'Scheduled';
  const start = new Date(meeting.startsAt);
  const end = meetingEnd(meeting)!;
  if (now < start) return 'Upcoming';
  if (now < end) return 'Live';
  return 'Completed';
}

/** Whether any meeting is still to come or under way: without one, the Meetings tab says the spec's info line. */
export const hasUpcomingMeeting = (
  meetings: readonly { startsAt: string | null; endsAt: string | null }[],
  now: Date = new Date(),
): boolean => meetings.some((meeting) => ['Upcoming', 'Live'].includes(meetingDisplayStatus(meeting, now)));
