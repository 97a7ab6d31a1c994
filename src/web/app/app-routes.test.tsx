import { describe, expect, it } from 'vitest';
import { redirectTarget } from './app-routes';

describe('redirects of old addresses', () => {
  it('sends /product to the catalog', () => {
    expect(redirectTarget({ pathname: '/product', search: '' })).toBe('/catalog');
  });

  it("sends an old admin tab link to its area, keeping the link's other parameters", () => {
    expect(redirectTarget({ pathname: '/admin', search: '?tab=qa-queue&id=7' })).toBe('/admin/qa-queue?id=7');
    expect(redirectTarget({ pathname: '/admin', search: '?tab=no-such-tab' })).toBe('/admin');
  });

  it('leaves every other address alone', () => {
    expect(redirectTarget({ pathname: '/admin', search: '' })).toBeNull();
    expect(redirectTarget({ pathname: '/catalog', search: '?category=ai' })).toBeNull();
    expect(redirectTarget({ pathname: '/no/such/page', search: '?tab=qa-queue' })).toBeNull();
  });
});
