import type { ReactNode } from 'react';
import type { TSettings } from '@shared/domain/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminSettings } from '../api/get-admin-settings';

/** One settings card: its title and purpose, then its form once the settings are loaded (or why they are not). */
export function SettingsPanel({
  title,
  description,
  skeletonClassName,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The loading placeholder's size, close to the form's. */
  skeletonClassName: string;
  children: (settings: TSettings) => ReactNode;
}) {
  const { data: settings, error } = useAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load settings: {error.message}
          </p>
        ) : settings ? (
          children(settings)
        ) : (
          <Skeleton className={skeletonClassName} />
        )}
      </CardContent>
    </Card>
  );
}
