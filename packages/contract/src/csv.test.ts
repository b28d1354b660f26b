import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('keeps a spreadsheet from running text as a formula, and quotes what needs quoting', () => {
    expect(['=1+1', '+33 1', '-1', '@a', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+1", "'+33 1", "'-1", "'@a", "'\tx", `"'\rx"`]);
    expect(csvCell('@home, "cellar"')).toBe(`"'@home, ""cellar"""`);
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('/Events')).toBe('/Events');
  });

  it('writes numbers as they are and nothing for no value', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins rows with CRLF after a byte order mark', () => {
    expect(
      toCsv([
        ['A', 'B'],
        ['x', 1],
        ['c', '=d'],
      ]),
    ).toBe("\uFEFFA,B\r\nx,1\r\nc,'=d\r\n");
  });
});
