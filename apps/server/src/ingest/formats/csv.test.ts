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

  it('reads European Excel CSV: semicolons, decimal commas, quoted cells holding line breaks', () => {
    const source = 'Behandlung;Preis;Hinweis\r\nZahnreinigung;89,50;"Dauer: 45 min\r\nBitte 10 min früher kommen"\r\nFüllung;"120,00";\r\n';
    expect(csvToText(source)).toBe(
      'Behandlung: Zahnreinigung; Preis: 89,50; Hinweis: Dauer: 45 min Bitte 10 min früher kommen\nBehandlung: Füllung; Preis: 120,00',
    );
  });

  it('guesses the delimiter from the header line outside quotes, or takes Excel\'s "sep=" line', () => {
    // The quoted header holds commas and a line break; the header line still has two semicolons.
    expect(csvToText('"Name, full";"Notes\n(internal)";Fee\nJosé Muñoz;"a, b";€5\n')).toBe(
      'Name, full: José Muñoz; Notes (internal): a, b; Fee: €5',
    );
    expect(csvToText('Day|Hours|Notes, if any\nMon|8-5|closed 12-1, lunch\n')).toBe(
      'Day: Mon; Hours: 8-5; Notes, if any: closed 12-1, lunch',
    );
    expect(csvToText('sep=;\nDay,short;Hours\nMon;8-5\n')).toBe('Day,short: Mon; Hours: 8-5');
    expect(csvToText('\uFEFFsep=\t\nDay\tHours\nMon\t8-5\n')).toBe('Day: Mon; Hours: 8-5');
  });

  it('reads a single line as its values', () => {
    expect(csvToText('just,one,row')).toBe('just | one | row');
  });
});
