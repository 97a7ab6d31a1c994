import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './csv-download';

describe('CSV file names ({kind}_report_{date}.csv)', () => {
  it("reads the server's Content-Disposition", () => {
    expect(fileNameFromDisposition('attachment; filename="quotes_report_2026-11-22.csv"')).toBe(
      'quotes_report_2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=meetings_report_2026-11-22.csv')).toBe(
      'meetings_report_2026-11-22.csv',
    );
    expect(
      fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''milestones_report_2026-11-22.csv`),
    ).toBe('milestones_report_2026-11-22.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
