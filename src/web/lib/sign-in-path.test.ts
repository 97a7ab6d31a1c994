import { describe, expect, it } from 'vitest';
import { signInPathFor } from './sign-in-path';

describe('signInPathFor', () => {
  it('comes back to the page with its query and fragment', () => {
    expect(signInPathFor({ pathname: '/dashboard', search: '?tab=customizations' })).toBe(
      '/auth?next=%2Fdashboard%3Ftab%3Dcustomizations',
    );
    expect(signInPathFor({ pathname: '/quote/abc', search: '', hash: '#milestones' })).toBe(
      '/auth?next=%2Fquote%2Fabc%23milestones',
    );
  });

  it('needs no next for the home page', () => {
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/auth');
  });
});
