/**
 * The roles offered as "Try the demo as …" on /auth. The sign-ins themselves (e-mail, password, landing) come from the
 * server's public config, only where it seeded the demo accounts, so no password ships in the web bundle.
 */
export const DEMO_SIGN_IN_ROLES = ['client', 'expert', 'admin'] as const;

export const DEMO_HISTORY_STATES = ['off', 'seeding', 'done', 'failed'] as const;
export type TDemoHistoryState = (typeof DEMO_HISTORY_STATES)[number];
