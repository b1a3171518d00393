import { describe, expect, it } from 'vitest';
import { csvToText } from './csv.ts';

describe('csvToText', () => {
  it('writes each row as "Header: value" pairs, skipping empty cells', () => {
    const source = 'code,service,fee_usd,notes\nD1110,Adult cleaning,112.00,\nD2740,"Crown, ceramic",1240.00,"Same-day ""CEREC"""\n';
    expect(csvToText(source)).toBe(
      'code: D1110; service: Adult cleaning; fee usd: 112.00\ncode: D2740; service: Crown, ceramic; fee usd: 1240.00; notes: Same-day "CEREC"',
    );
  });

  it('detects semicolon and tab delimiters, names blank headers and tolerates ragged rows', () => {
    expect(csvToText('Day;Hours\nMonday;8-5\n')).toBe('Day: Monday; Hours: 8-5');
    expect(csvToText('Day\tHours\nTue\t10-6:30\textra\n')).toBe('Day: Tue; Hours: 10-6:30; Column 3: extra');
    expect(csvToText(',Price\nCleaning,112\n')).toBe('Column 1: Cleaning; Price: 112');
  });

  it('reads a single line as its values', () => {
    expect(csvToText('just,one,row')).toBe('just | one | row');
  });
});
