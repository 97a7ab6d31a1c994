import { describe, expect, it } from 'vitest';
import { createPasswordJudge } from './password-judge';
import {
  DRESSED_UP_REASON,
  PASSWORD_MIN_SCORE,
  PERSONAL_REASON,
  judgePassword,
  ownerWords,
  passwordStem,
} from './password-strength';

const judge = createPasswordJudge();
const owner = { name: 'Casey Careful', email: 'casey.careful@harbourline.test' };
const judged = (password: string) => judgePassword(judge, password, owner);

describe('password strength rule', () => {
  it('strips case and the digits and symbols at the ends to find the stem', () => {
    expect(passwordStem('Password123!')).toBe('password');
    expect(passwordStem('!!Welcome1!')).toBe('welcome');
    expect(passwordStem('2024')).toBe('');
  });

  it('takes the owner’s name, address, local part and domain words as dictionary words', () => {
    expect(ownerWords(owner)).toEqual(
      expect.arrayContaining(['casey careful', 'caseycareful', 'casey', 'careful', 'casey.careful', 'harbourline']),
    );
  });

  it('calls short passwords too short (under 8 characters)', () => {
    expect(judged('Ab1!xyz')).toMatchObject({ score: 0, acceptable: false, label: 'Too short' });
  });

  it('refuses common passwords dressed up with digits and symbols, saying so', () => {
    for (const password of ['Password123!', 'Welcome1!', 'Qwerty123!', 'Letmein1!', 'Iloveyou1!', 'Football1!']) {
      const strength = judged(password);
      expect([password, strength.acceptable, strength.reasons[0]]).toEqual([password, false, DRESSED_UP_REASON]);
      expect(strength.score).toBeLessThan(PASSWORD_MIN_SCORE);
    }
  });

  it('refuses the owner’s own name or address even with digits and symbols added', () => {
    for (const password of ['CaseyCareful2026!', 'casey.careful!!', 'Harbourline1990'])
      expect([password, judged(password).acceptable, judged(password).reasons[0]]).toEqual([
        password,
        false,
        PERSONAL_REASON,
      ]);
  });

  it('accepts a passphrase of unrelated words', () => {
    expect(judged('kettle orbit violin lantern')).toEqual({ score: 4, acceptable: true, label: 'Strong', reasons: [] });
  });
});
