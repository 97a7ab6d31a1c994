import { DRESSED_UP_REASON, PERSONAL_REASON } from '@shared/domain/password-strength';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PasswordStrengthMeter, loadPasswordJudge } from './password-strength-meter';

const render = (password: string, owner = {}) =>
  renderToString(<PasswordStrengthMeter id="meter" password={password} owner={owner} />);

describe('PasswordStrengthMeter', () => {
  it('says it is checking until the dictionaries have loaded', () => {
    expect(render('Password123!')).toContain('Checking password strength…');
  });

  describe('once loaded', () => {
    beforeAll(async () => {
      await loadPasswordJudge();
    });

    it('shows nothing before typing', () => {
      expect(render('')).toBe('');
    });

    it('names the strength in words and as a labelled meter, with the reasons a password is weak', () => {
      const dressed = render('Password123!');
      expect(dressed).toMatch(/<meter[^>]*value="1" aria-label="Strength: Weak"/);
      expect(dressed).toContain('too easy to guess:');
      expect(dressed).toContain(`<li>${DRESSED_UP_REASON}</li>`);
      expect(dressed).toContain('aria-live="polite"');
      const own = render('CaseyCareful2026!', { name: 'Casey Careful', email: 'casey@example.test' });
      expect(own).toContain(`<li>${PERSONAL_REASON}</li>`);
      expect(render('short')).toContain('Too short');
      const strong = render('kettle orbit violin lantern');
      expect(strong).toMatch(/<meter[^>]*value="4" aria-label="Strength: Strong"/);
      expect(strong).toContain('good to use.');
      expect(strong).not.toContain('<li>');
    });
  });
});
