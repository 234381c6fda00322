import { csvField, toCsv } from './csv';

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvField('Safe = fine')).toBe('Safe = fine');
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and empty cells as they are', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });

  it('writes CRLF rows after a UTF-8 byte-order mark', () => {
    expect(toCsv([['a', 1], ['b', null]])).toBe('\ufeffa,1\r\nb,\r\n');
  });
});
