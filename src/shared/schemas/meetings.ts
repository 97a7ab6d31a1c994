import { z } from 'zod';
import { MEETING_PROVIDERS } from '../domain/collaboration';
import { MEETING_MAX_DURATION_HOURS, MEETING_TITLE_MAX_LENGTH, MEETING_URL_MAX_LENGTH } from '../domain/limits';
import {
  CHAT_MEETING_FIELDS_REQUIRED,
  isGoogleMeet,
  isMeetingUrl,
  MEETING_END_AFTER_START,
  MEETING_END_REQUIRED,
  MEETING_GOOGLE_TIMES_REQUIRED,
  MEETING_START_IN_FUTURE,
  MEETING_START_REQUIRED,
  MEETING_TITLE_REQUIRED,
  MEETING_URL_INVALID,
  MEETING_URL_REQUIRED,
  meetingNeedsUrl,
} from '../domain/meetings';

const ZDate = z.iso.datetime({ offset: true });
/** An optional time: absent, null or '' mean none. */
const ZOptionalDate = ZDate.optional()
  .nullable()
  .or(z.literal('').transform(() => null));
const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const ZMeetingProviderSchema = z.enum(MEETING_PROVIDERS);

const TOO_LONG = `Meetings can last at most ${MEETING_MAX_DURATION_HOURS} hours`;

/** Times: both or neither checked by the caller; when both, the end is after the start and within the longest. */
function checkTimes(value: { startsAt?: string | null; endsAt?: string | null }, context: z.RefinementCtx): void {
  if (value.startsAt && value.endsAt) {
    const start = Date.parse(value.startsAt);
    const end = Date.parse(value.endsAt);
    if (end <= start) context.addIssue({ code: 'custom', path: ['endsAt'], message: MEETING_END_AFTER_START });
    else if (end - start > MEETING_MAX_DURATION_HOURS * 3_600_000)
      context.addIssue({ code: 'custom', path: ['endsAt'], message: TOO_LONG });
  } else if (value.endsAt && !value.startsAt) {
    context.addIssue({ code: 'custom', path: ['startsAt'], message: MEETING_START_REQUIRED });
  }
}

/** The Meetings tab's form (spec section 5): title; a URL for Zoom, Teams and manual; start and end for Google Meet. */
export const ZCreateMeetingSchema = z
  .object({
    provider: ZMeetingProviderSchema,
    title: z
      .string({ error: MEETING_TITLE_REQUIRED })
      .trim()
      .min(1, MEETING_TITLE_REQUIRED)
      .max(MEETING_TITLE_MAX_LENGTH),
    joinUrl: ZOptionalText(MEETING_URL_MAX_LENGTH),
    startsAt: ZOptionalDate,
    endsAt: ZOptionalDate,
    /** Asked only while the recording integration is on; absent means the admin's default. */
    recordingConsent: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (meetingNeedsUrl(value.provider)) {
      if (!value.joinUrl) context.addIssue({ code: 'custom', path: ['joinUrl'], message: MEETING_URL_REQUIRED });
      else if (!isMeetingUrl(value.joinUrl))
        context.addIssue({ code: 'custom', path: ['joinUrl'], message: MEETING_URL_INVALID });
    }
    if (isGoogleMeet(value.provider) && (!value.startsAt || !value.endsAt))
      context.addIssue({ code: 'custom', path: ['startsAt'], message: MEETING_GOOGLE_TIMES_REQUIRED });
    checkTimes(value, context);
  });
export type TCreateMeeting = z.input<typeof ZCreateMeetingSchema>;

/** The chat's manual meeting (spec section 5): title and link required; start and end optional. */
export const ZCreateChatMeetingSchema = z
  .object({
    title: z
      .string({ error: CHAT_MEETING_FIELDS_REQUIRED })
      .trim()
      .min(1, CHAT_MEETING_FIELDS_REQUIRED)
      .max(MEETING_TITLE_MAX_LENGTH),
    joinUrl: z
      .string({ error: CHAT_MEETING_FIELDS_REQUIRED })
      .trim()
      .min(1, CHAT_MEETING_FIELDS_REQUIRED)
      .max(MEETING_URL_MAX_LENGTH)
      .refine(isMeetingUrl, MEETING_URL_INVALID),
    startsAt: ZOptionalDate,
    endsAt: ZOptionalDate,
    recordingConsent: z.boolean().optional(),
  })
  .superRefine(checkTimes);
export type TCreateChatMeeting = z.input<typeof ZCreateChatMeetingSchema>;

/** Moving a meeting: a new start, in the future, and end. */
export const ZRescheduleMeetingSchema = z
  .object({
    startsAt: z.string({ error: MEETING_START_REQUIRED }).min(1, MEETING_START_REQUIRED).pipe(ZDate),
    endsAt: z.string({ error: MEETING_END_REQUIRED }).min(1, MEETING_END_REQUIRED).pipe(ZDate),
  })
  .superRefine((value, context) => {
    checkTimes(value, context);
    if (Date.parse(value.startsAt) <= Date.now())
      context.addIssue({ code: 'custom', path: ['startsAt'], message: MEETING_START_IN_FUTURE });
  });
export type TRescheduleMeeting = z.input<typeof ZRescheduleMeetingSchema>;

export const ZMeetingSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** The provider's id: the Jitsi room name or the Google Calendar event id; null for pasted links. */
  meetingId: z.string().nullable(),
  title: z.string(),
  provider: ZMeetingProviderSchema,
  joinUrl: z.string(),
  startsAt: ZDate.nullable(),
  endsAt: ZDate.nullable(),
  recordingConsent: z.boolean(),
  /** Google Meet without a connected Google account: the placeholder meeting. */
  placeholder: z.boolean(),
  organizer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The viewer organised it or is an admin: they may reschedule or cancel it. */
  canManage: z.boolean(),
  createdAt: ZDate,
});
export type TMeeting = z.infer<typeof ZMeetingSchema>;

export const ZMeetingListSchema = z.object({
  meetings: z.array(ZMeetingSchema),
  /** The admin's Meetings & Recording settings as participants need them (never the bot's address). */
  recording: z.object({ enabled: z.boolean(), defaultOn: z.boolean(), privacyNote: z.string() }),
  /** Google Calendar: whether the server can connect accounts and whether the viewer has connected theirs. */
  google: z.object({ available: z.boolean(), connected: z.boolean() }),
});
export type TMeetingList = z.infer<typeof ZMeetingListSchema>;

export const ZMeetingParamsSchema = z.object({ projectId: z.uuid(), id: z.uuid() });
export const ZProjectMeetingsParamsSchema = z.object({ projectId: z.uuid() });
