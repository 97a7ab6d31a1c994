import { describe, expect, it } from 'vitest';
import { STATUS_MAP, statusText } from './status-map';

describe('status map', () => {
  it('names every status with words, never the raw value', () => {
    for (const table of Object.values(STATUS_MAP)) {
      for (const [status, { label }] of Object.entries(table)) {
        expect(label).not.toContain('_');
        expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
        expect(label === status && /^[a-z]/.test(status)).toBe(false);
      }
    }
  });

  it('reads the statuses the audits found contradicting', () => {
    expect(statusText('project', 'draft')).toBe('Awaiting expert');
    expect(statusText('order', 'paid')).toBe('Paid');
    expect(statusText('payment', 'succeeded')).toBe('Paid');
    expect(statusText('qaDecision', 'pending')).toBe('Pending');
  });
});
