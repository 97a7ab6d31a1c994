import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingToggle } from './setting-toggle';

/** Intake & Access: whether guests may submit a brief without signing in (the server enforces it). */
export function IntakeAccessPanel() {
  const { data: settings, error } = useAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Intake &amp; Access</h2>
        </CardTitle>
        <CardDescription>Who can send a custom request through the brief builder.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load settings: {error.message}
          </p>
        ) : settings ? (
          <SettingToggle
            settingKey="allow_custom_request_without_login"
            enabled={settings.allow_custom_request_without_login.enabled}
            label="Allow custom requests without signing in"
            description="When off, guests are asked to sign in before submitting a brief."
          />
        ) : (
          <Skeleton className="h-12" />
        )}
      </CardContent>
    </Card>
  );
}
