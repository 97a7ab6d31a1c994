/**
 * The demo sign-ins offered on /auth where the server seeded the demo accounts (public config `demoAccounts`); the
 * same addresses and passwords as the seed (server/db/seed/content/demo-accounts.ts) and README.md.
 */
export const DEMO_SIGN_INS = [
  {
    role: 'client',
    label: 'Client',
    email: 'client@demo.outcome.local',
    password: 'Client!Demo2026',
    landing: '/dashboard',
  },
  {
    role: 'expert',
    label: 'Expert',
    email: 'expert1@demo.outcome.local',
    password: 'Expert!Demo2026',
    landing: '/expert',
  },
  { role: 'admin', label: 'Admin', email: 'admin@demo.outcome.local', password: 'Admin!Demo2026', landing: '/admin' },
] as const;
export type TDemoSignIn = (typeof DEMO_SIGN_INS)[number];

export const DEMO_HISTORY_STATES = ['off', 'seeding', 'done', 'failed'] as const;
export type TDemoHistoryState = (typeof DEMO_HISTORY_STATES)[number];
