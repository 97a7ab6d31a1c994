import { SettingsPanel } from './settings-panel';
import { useState } from 'react';
import type { TSettings } from '@shared/domain/settings';
import { EMAIL_MAX_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { SettingToggle } from './setting-toggle';

const PRIVACY_NOTE_MAX = 2000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function RecordingForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const on = settings.fireflies_enabled.enabled;
  const [email, setEmail] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const emailValue = email ?? settings.fireflies_bot_email.email;
  const noteValue = note ?? settings.fireflies_privacy_note.text;
  const emailValid = emailValue.trim() === '' || EMAIL_PATTERN.test(emailValue.trim());
  const dirty =
    emailValue.trim() !== settings.fireflies_bot_email.email || noteValue !== settings.fireflies_privacy_note.text;

  const save = async () => {
    try {
      if (emailValue.trim() !== settings.fireflies_bot_email.email)
        await update.mutateAsync({ key: 'fireflies_bot_email', value: { email: emailValue.trim() } });
      if (noteValue !== settings.fireflies_privacy_note.text)
        await update.mutateAsync({ key: 'fireflies_privacy_note', value: { text: noteValue } });
      setEmail(null);
      setNote(null);
      toast.success('Settings saved successfully');
    } catch (failure) {
      toast.error(`Failed to save settings: ${(failure as Error).message || 'Unknown error'}`);
    }
  };

  return (
    <div className="space-y-5">
      <SettingToggle
        settingKey="fireflies_enabled"
        enabled={on}
        label="Recording integration"
        description="Lets a note-taking bot join project meetings when participants consent."
      />
      <fieldset disabled={!on} className="space-y-5 border-t border-slate-100 pt-5">
        <legend className="sr-only">Recording options</legend>
        {!on && (
          <p className="text-sm text-slate-600" role="note">
            Turn the recording integration on to change these.
          </p>
        )}
        <SettingToggle
          settingKey="fireflies_default_on"
          enabled={settings.fireflies_default_on.enabled}
          label="Record new meetings by default"
          description="New meetings start with recording selected; organisers can still turn it off."
          disabled={!on}
        />
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="fireflies-bot-email">Recording bot e-mail</Label>
            <Input
              id="fireflies-bot-email"
              type="email"
              maxLength={EMAIL_MAX_LENGTH}
              className="max-w-md"
              value={emailValue}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={!emailValid}
              aria-describedby="fireflies-bot-email-hint"
            />
            <p id="fireflies-bot-email-hint" className={emailValid ? 'text-xs text-slate-500' : 'text-xs text-red-700'}>
              {emailValid ? 'The address invited to meetings that are recorded.' : 'Enter a valid e-mail address.'}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="fireflies-privacy-note">Privacy note</Label>
            <textarea
              id="fireflies-privacy-note"
              maxLength={PRIVACY_NOTE_MAX}
              rows={3}
              className="w-full max-w-xl rounded-md border border-slate-300 px-3 py-2 text-sm disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500"
              value={noteValue}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby="fireflies-privacy-note-hint"
            />
            <p id="fireflies-privacy-note-hint" className="text-xs text-slate-500">
              Shown to participants before a recorded meeting. {noteValue.length} / {PRIVACY_NOTE_MAX} characters
            </p>
          </div>
          <Button type="submit" disabled={!on || !dirty || !emailValid || update.isPending}>
            {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
            Save recording settings
          </Button>
        </form>
      </fieldset>
    </div>
  );
}

/** Meetings & Recording: the integration on/off; its options are disabled while it is off. */
export function MeetingsRecordingPanel() {
  return (
    <SettingsPanel
      title="Meetings & Recording"
      description="Meeting recording and the note taken for participants."
      skeletonClassName="h-40"
    >
      {(settings) => <RecordingForm settings={settings} />}
    </SettingsPanel>
  );
}
