import type { TDemoSignIn } from '../../../shared/schemas/demo';
import { DEMO_ACCOUNTS } from './content/demo-accounts';

const OFFERED = [
  { role: 'client', label: 'Client', email: 'client@demo.outcome.local', landing: '/dashboard' },
  { role: 'expert', label: 'Expert', email: 'expert1@demo.outcome.local', landing: '/expert' },
  { role: 'admin', label: 'Admin', email: 'admin@demo.outcome.local', landing: '/admin' },
] as const;

/**
 * The "Try the demo as Client / Expert / Admin" sign-ins, served in the public config only where the demo accounts
 * are seeded: the seeded accounts' e-mails and passwords (content/demo-accounts.ts is their one source).
 */
export function demoSignIns(): TDemoSignIn[] {
  return OFFERED.map((offer) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === offer.email);
    if (!account || account.role !== offer.role) throw new Error(`no seeded ${offer.role} demo account ${offer.email}`);
    return { ...offer, password: account.password };
  });
}
