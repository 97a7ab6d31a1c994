import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './content/demo-accounts';
import { demoSignIns } from './demo-sign-ins';

describe('the demo sign-ins on /auth', () => {
  it('are the seeded client, expert1 and admin accounts, with their passwords and landings', () => {
    expect(demoSignIns()).toEqual([
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
      {
        role: 'admin',
        label: 'Admin',
        email: 'admin@demo.outcome.local',
        password: 'Admin!Demo2026',
        landing: '/admin',
      },
    ]);
    for (const signIn of demoSignIns()) {
      const seeded = DEMO_ACCOUNTS.find((account) => account.email === signIn.email);
      expect(seeded?.password, signIn.email).toBe(signIn.password);
    }
  });
});
