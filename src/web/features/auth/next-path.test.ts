import { describe, expect, it } from 'vitest';
import { nextPathOf } from './next-path';

const next = (query: string) => nextPathOf(new URLSearchParams(query));

describe('the path after sign-in', () => {
  it('follows next when it is a path on this site, with its query', () => {
    expect(next('next=%2Fagency')).toBe('/agency');
    expect(next('next=%2Fagency%2Finvitations%2Fabc%3Fx%3D1')).toBe('/agency/invitations/abc?x=1');
  });

  it('goes home without next, or when next leaves the site', () => {
    expect(next('')).toBe('/');
    expect(next('next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(next('next=%2F%2Fevil.example')).toBe('/');
    expect(next('next=%2F%5Cevil.example')).toBe('/');
    expect(next('next=agency')).toBe('/');
  });
});
