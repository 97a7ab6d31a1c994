import type { TMeetingList } from '@shared/schemas/meetings';

/**
 * "Record this meeting" with the admin's privacy note (spec: recording requires consent; participants are notified).
 * Shown only while the recording integration is on.
 */
export function RecordingConsentField({
  id,
  recording,
  checked,
  onChange,
}: {
  id: string;
  recording: TMeetingList['recording'];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!recording.enabled) return null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-note`}
        />
        Record this meeting (invite the recording assistant)
      </label>
      <p id={`${id}-note`} className="pl-6 text-xs text-slate-600">
        {recording.privacyNote}
      </p>
    </div>
  );
}
