import { describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from '../../../shared/domain/demo';
import { DEMO_ACCOUNTS } from './content/demo-accounts';

describe('the demo sign-ins on /auth', () => {
  it('are seeded demo accounts of their role, with their passwords', () => {
    for (const signIn of DEMO_SIGN_INS) {
      const seeded = DEMO_ACCOUNTS.find((account) => account.email === signIn.email);
      expect(seeded, signIn.email).toBeDefined();
      expect(seeded!.password).toBe(signIn.password);
      expect(seeded!.role).toBe(signIn.role);
    }
  });
});
