import type { ComponentType } from 'react';
import { QuoteThresholdPanel } from '@web/features/settings/components/quote-threshold-panel';

/** The admin Settings tab: one panel per concern, contributed by features (add yours here). */
const SETTINGS_PANELS: ComponentType[] = [QuoteThresholdPanel];

export function AdminSettingsTab() {
  return (
    <div className="space-y-6">
      {SETTINGS_PANELS.map((Panel, index) => (
        <Panel key={index} />
      ))}
    </div>
  );
}
