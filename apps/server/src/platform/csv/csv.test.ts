import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const cell = (value: string) => toCsv([[value]]).replace(/^\uFEFF/, '').replace(/\r\n$/, '');

describe('CSV', () => {
  it('quotes cells holding a comma, a quote or a line break, with CRLF line ends and a byte-order mark', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('line\nbreak')).toBe('"line\nbreak"');
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('\uFEFFa,b\r\nc,d\r\n');
  });

  it('neutralises every cell a spreadsheet would read as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(cell(`${lead}1+1`).replace(/^"/, '').startsWith(`'${lead}1+1`), JSON.stringify(lead)).toBe(true);
    expect(cell('x;=cmd|calc')).toBe("'x;=cmd|calc");
    expect(cell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(cell('Jordan Lee')).toBe('Jordan Lee');
  });
});
