import { describe, expect, it } from 'vitest';
import { clock } from './clock';

describe('clock', () => {
  it('is the real time outside runAt', () => {
    const before = Date.now();
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(clock.isSet()).toBe(false);
  });

  it('moves on from the set time inside runAt, through awaits, and only there', async () => {
    const at = new Date('2025-03-01T10:00:00Z');
    const outside: number[] = [];
    const inside = clock.runAt(at, async () => {
      expect(clock.isSet()).toBe(true);
      const first = clock.now().getTime();
      await new Promise((resolve) => setTimeout(resolve, 20));
      outside.push(Date.now());
      return [first, clock.nowMs()];
    });
    const [first, later] = await inside;
    expect(first! - at.getTime()).toBeLessThan(50);
    expect(later!).toBeGreaterThan(first!);
    expect(later! - at.getTime()).toBeLessThan(1_000);
    expect(clock.isSet()).toBe(false);
    expect(Math.abs(clock.nowMs() - outside[0]!)).toBeLessThan(1_000);
  });
});
