import { SettingsPanel } from './settings-panel';
import { SettingToggle } from './setting-toggle';

/** Intake & Access: whether guests may submit a brief without signing in (the server enforces it). */
export function IntakeAccessPanel() {
  return (
    <SettingsPanel
      title="Intake & Access"
      description="Who can send a custom request through the brief builder."
      skeletonClassName="h-12"
    >
      {(settings) => (
        <SettingToggle
          settingKey="allow_custom_request_without_login"
          enabled={settings.allow_custom_request_without_login.enabled}
          label="Allow custom requests without signing in"
          description="When off, guests are asked to sign in before submitting a brief."
        />
      )}
    </SettingsPanel>
  );
}
