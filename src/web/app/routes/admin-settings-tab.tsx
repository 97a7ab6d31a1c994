import type { ComponentType } from 'react';
import { BackupsPanel } from '@web/features/backups/components/backups-panel';
import { MailDeliveryPanel } from '@web/features/mail-delivery/components/mail-delivery-panel';
import { AccountSecurityPanel } from '@web/features/settings/components/account-security-panel';
import { IntakeAccessPanel } from '@web/features/settings/components/intake-access-panel';
import { LiveAnalyticsPanel } from '@web/features/settings/components/live-analytics-panel';
import { MatchingNumbersPanel } from '@web/features/settings/components/matching-numbers-panel';
import { MeetingsRecordingPanel } from '@web/features/settings/components/meetings-recording-panel';
import { PaymentsPanel } from '@web/features/settings/components/payments-panel';
import { QuoteThresholdPanel } from '@web/features/settings/components/quote-threshold-panel';
import { SellerDetailsPanel } from '@web/features/settings/components/seller-details-panel';
import { SettingsAuditPanel } from '@web/features/settings/components/settings-audit-panel';
import { VatRulesPanel } from '@web/features/settings/components/vat-rules-panel';

/** The admin Settings tab: one panel per concern, contributed by features (add yours here). */
const SETTINGS_PANELS: ComponentType[] = [
  QuoteThresholdPanel,
  PaymentsPanel,
  SellerDetailsPanel,
  VatRulesPanel,
  MatchingNumbersPanel,
  MeetingsRecordingPanel,
  IntakeAccessPanel,
  AccountSecurityPanel,
  LiveAnalyticsPanel,
  BackupsPanel,
  MailDeliveryPanel,
  SettingsAuditPanel,
];

export function AdminSettingsTab() {
  return (
    <div className="space-y-6">
      {SETTINGS_PANELS.map((Panel, index) => (
        <Panel key={index} />
      ))}
    </div>
  );
}
