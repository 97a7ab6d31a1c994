import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TSettings } from '@shared/domain/settings';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@shared/domain/email';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { saveFailure } from '../lib/setting-ranges';
import { SettingsPanel } from './settings-panel';
import { SettingToggle } from './setting-toggle';

const PRIVACY_NOTE_MAX = 2000;

/** An empty address is allowed: no bot is invited then. */
const ZRecordingForm = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => email === '' || isValidEmail(email), INVALID_EMAIL_MESSAGE),
  note: z.string().max(PRIVACY_NOTE_MAX, `Keep the privacy note to ${PRIVACY_NOTE_MAX} characters.`),
});
type TRecordingForm = z.infer<typeof ZRecordingForm>;
const FIELD_IDS = { email: 'fireflies-bot-email', note: 'fireflies-privacy-note' } as const;

function RecordingForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const on = settings.fireflies_enabled.enabled;
  const form = useForm<TRecordingForm>({
    resolver: zodResolver(ZRecordingForm),
    defaultValues: { email: settings.fireflies_bot_email.email, note: settings.fireflies_privacy_note.text },
  });
  const { errors, submitCount } = form.formState;
  const noteLength = form.watch('note').length;

  // Each changed value is its own setting; a refusal is said under the field it came from.
  const save = form.handleSubmit(async ({ email, note }) => {
    let field: keyof TRecordingForm = 'email';
    try {
      if (email !== settings.fireflies_bot_email.email)
        await update.mutateAsync({ key: 'fireflies_bot_email', value: { email } });
      field = 'note';
      if (note !== settings.fireflies_privacy_note.text)
        await update.mutateAsync({ key: 'fireflies_privacy_note', value: { text: note } });
      form.reset({ email, note });
      toast.success('Settings saved successfully');
    } catch (failure) {
      form.setError(field, { type: 'server', message: saveFailure(failure) }, { shouldFocus: true });
    }
  });

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
        <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField
            id={FIELD_IDS.email}
            label="Recording bot e-mail"
            hint="The address invited to meetings that are recorded."
            error={errors.email?.message}
            summarised
          >
            <Input
              id={FIELD_IDS.email}
              type="email"
              className="max-w-md"
              {...form.register('email')}
              {...describedBy(FIELD_IDS.email, errors.email, true)}
            />
          </FormField>
          <FormField
            id={FIELD_IDS.note}
            label="Privacy note"
            hint={`Shown to participants before a recorded meeting. ${noteLength} / ${PRIVACY_NOTE_MAX} characters`}
            error={errors.note?.message}
            summarised
          >
            <Textarea
              id={FIELD_IDS.note}
              rows={3}
              className="max-w-xl"
              {...form.register('note')}
              {...describedBy(FIELD_IDS.note, errors.note, true)}
            />
          </FormField>
          <Button type="submit" disabled={!on || update.isPending}>
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
