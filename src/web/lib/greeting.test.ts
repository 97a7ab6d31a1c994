import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting', () => {
  it('welcomes by first name, without claiming the person has been here before', () => {
    expect(greeting('Sarah Bennett')).toBe('Welcome, Sarah');
    expect(greeting('  Ada  ')).toBe('Welcome, Ada');
    expect(greeting('Sarah Bennett')).not.toContain('back');
  });

  it('never greets an e-mail address: with no name it is a plain welcome', () => {
    expect(greeting(null)).toBe('Welcome');
    expect(greeting('   ')).toBe('Welcome');
  });
});
