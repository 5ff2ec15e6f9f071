import { stringify } from 'csv-stringify/sync';

/**
 * What makes a spreadsheet read a cell as a formula (CSV injection): a cell starting with =, +, -, @, a tab or a
 * carriage return, or holding one after a semicolon (';=' starts a formula in a spreadsheet that splits on ';').
 */
const FORMULA = /^[=+\-@\t\r]|;\s*[=+\-@]/;

/** A cell a spreadsheet would read as a formula, prefixed with a quote mark so it reads as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}

/**
 * Rows to CSV text written by csv-stringify (RFC 4180: quoted where needed, CRLF line ends), every cell's formula
 * neutralised, with a byte-order mark so spreadsheets read UTF-8 accents.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { string: neutraliseFormula } },
  );
}
