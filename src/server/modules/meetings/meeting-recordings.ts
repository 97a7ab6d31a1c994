import type { Executor } from '../../db/client';
import type { SettingsService } from '../settings/settings.service';

/** The admin's Meetings & Recording settings as a meeting uses them. */
export type RecordingSettings = { enabled: boolean; defaultOn: boolean; privacyNote: string; botEmail: string | null };

const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

/** Reads the recording settings; a bot address that is not an e-mail address invites no bot. */
export function createRecordingSettings(settings: Pick<SettingsService, 'getAll'>) {
  return async function recordingSettings(executor?: Executor): Promise<RecordingSettings> {
    const all = await settings.getAll(executor);
    const botEmail = all.fireflies_bot_email.email.trim();
    return {
      enabled: all.fireflies_enabled.enabled,
      defaultOn: all.fireflies_enabled.enabled && all.fireflies_default_on.enabled,
      privacyNote: all.fireflies_privacy_note.text,
      botEmail: EMAIL.test(botEmail) ? botEmail : null,
    };
  };
}

export type ReadRecordingSettings = ReturnType<typeof createRecordingSettings>;

/** Whether a meeting is recorded: never while the integration is off; else the organizer's choice or the default. */
export function recordingConsentOf(recording: RecordingSettings, asked: boolean | undefined): boolean {
  return recording.enabled ? (asked ?? recording.defaultOn) : false;
}
