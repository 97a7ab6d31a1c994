import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

const label = (password: string) => passwordStrength(password).label;

describe('password strength meter', () => {
  it('calls short passwords too short (under 8 characters)', () => {
    expect(label('')).toBe('Empty');
    expect(label('abc')).toBe('Too short');
    expect(label('Ab1!xyz')).toBe('Too short');
  });

  it('calls the common ones common, whatever is added to them', () => {
    for (const common of [
      'password',
      'Password1!',
      '12345678',
      '87654321',
      'qwertyuiop',
      '        ',
      'aaaaaaaa',
      'letmein123',
    ])
      expect([common, label(common)]).toEqual([common, 'Too common']);
  });

  it('rises with length and variety', () => {
    expect(passwordStrength('kettle42').score).toBe(1);
    expect(passwordStrength('kettle-orbit').score).toBe(2);
    expect(passwordStrength('Kettle-orbit-7').score).toBe(4);
    expect(passwordStrength('kettle orbit violin fjord').score).toBeGreaterThanOrEqual(3);
    expect(label('correct horse battery staple')).toBe('Strong');
  });
});
