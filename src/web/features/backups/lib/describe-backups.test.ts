import { describe, expect, it } from 'vitest';
import { describeSchedule, formatBytes } from './describe-backups';

describe('backup descriptions', () => {
  it('says when a daily schedule runs, and shows any other cron expression as it is', () => {
    expect(describeSchedule('0 3 * * *')).toBe('Daily at 03:00 UTC');
    expect(describeSchedule('30 23 * * *')).toBe('Daily at 23:30 UTC');
    expect(describeSchedule('0 */6 * * *')).toBe('On the schedule 0 */6 * * * (cron, UTC)');
  });

  it('formats sizes in binary units', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12_345_678)).toBe('12 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
