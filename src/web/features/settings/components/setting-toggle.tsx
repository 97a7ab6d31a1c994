import { useState } from 'react';
import type { TSettingKey } from '@shared/domain/settings';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/lib/toast';
import { useUpdateAdminSetting, type TSettingUpdate } from '../api/update-admin-setting';

/** The boolean settings, stored as `{ enabled }`. */
export type TToggleKey = Extract<TSettingUpdate, { value: { enabled: boolean } }>['key'];

/**
 * An on/off setting that saves as soon as it is flipped. It shows the new position while saving; if the save fails it
 * returns to the stored position and says "Failed to update setting: …".
 */
export function SettingToggle({
  settingKey,
  enabled,
  label,
  description,
  disabled,
}: {
  settingKey: TToggleKey & TSettingKey;
  enabled: boolean;
  label: string;
  description?: string;
  disabled?: boolean;
}) {
  const update = useUpdateAdminSetting();
  // The position being saved; null shows the stored one.
  const [pending, setPending] = useState<boolean | null>(null);
  const id = `setting-${settingKey}`;

  const flip = (next: boolean) => {
    setPending(next);
    update.mutate({ key: settingKey, value: { enabled: next } } as TSettingUpdate, {
      onSuccess: () => toast.success(next ? 'Setting enabled.' : 'Setting disabled.'),
      onError: (failure) => toast.error(`Failed to update setting: ${failure.message || 'Unknown error'}`),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={id} className={disabled ? 'text-slate-400' : undefined}>
          {label}
        </Label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={pending ?? enabled}
        disabled={disabled || update.isPending}
        onCheckedChange={flip}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}
