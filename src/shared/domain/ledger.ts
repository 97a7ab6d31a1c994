/** Ledger accounts (marketplace rules, Money). Escrow and expert payable are kept per project. */
export const LEDGER_ACCOUNTS = [
  'client_funding',
  'project_escrow',
  'platform_fees',
  'expert_payable',
  'payouts',
] as const;
export type TLedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What caused a money movement; each ledger transaction names one with its id. */
export const LEDGER_CAUSES = [
  'order',
  'milestone',
  'refund',
  'payout',
  'dispute',
  'cancellation',
  /** A payment that arrived for a milestone already funded, refunded at once. */
  'duplicate_payment',
] as const;
export type TLedgerCause = (typeof LEDGER_CAUSES)[number];
