import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('CSV cells (RFC 4180, formula injection)', () => {
  it('quotes fields holding a comma, quote, CR or LF and doubles the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvLine(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });

  it('neutralises a text cell starting with = + - @, tab or CR', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-1e3')).toBe("'-1e3");
    expect(csvCell('-10.00 ')).toBe("'-10.00 ");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers and booleans as they are (a negative number is data, not a formula)', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-10.00')).toBe('-10.00');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(undefined)).toBe('');
  });
});
