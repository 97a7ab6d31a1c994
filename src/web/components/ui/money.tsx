import { formatMoney } from '@shared/domain/money';

/**
 * An amount of a project, quote, milestone, order or document: always with pence ("£5,500.00"), so the same amount
 * reads the same on the dashboard, the project page, the admin list and the e-mail.
 */
export function Money({ minor, currency, className }: { minor: number; currency: string; className?: string }) {
  return <span className={className}>{formatMoney(minor, currency, { alwaysShowMinor: true })}</span>;
}
