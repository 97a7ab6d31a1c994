import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

const render = (password: string) => renderToString(<PasswordStrengthMeter id="meter" password={password} />);

describe('PasswordStrengthMeter', () => {
  it('shows nothing before typing', () => {
    expect(render('')).toBe('');
  });

  it('names the strength in words and as a labelled meter', () => {
    const common = render('password');
    expect(common).toContain('Password strength: <span class="font-medium">Too common</span>');
    expect(common).toMatch(/<meter[^>]*value="1" aria-label="Strength: Too common"/);
    expect(render('        ')).toContain('Too common');
    expect(render('12345678')).toContain('Too common');
    expect(render('Kettle-orbit-7')).toMatch(/<meter[^>]*value="4" aria-label="Strength: Strong"/);
    expect(render('short')).toContain('Too short');
  });
});
