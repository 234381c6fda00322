import { neutraliseFormula, toCsv } from './csv';

describe('CSV exports', () => {
  it.each([
    ['=1+1'], ['+1'], ['-1'], ['@SUM(A1)'], ['\t=1'], ['\r=1'], ['\tplain'], ['  =1+1'], ['\n@x'],
    ['=HYPERLINK("http://evil.example","click")'],
  ])('neutralises %j, which a spreadsheet would run', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each([['Ada Lovelace'], ['ada@example.com'], ["O'Brien"], ['a=b'], ['1-2'], [''], ['Chef / Culinary Professional']])(
    'keeps %j as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it('quotes every cell, doubles quotes, keeps commas and line breaks inside the cell, ends lines with CRLF', () => {
    expect(toCsv(['Name', 'Note'], [['Doe, "Jo"', 'line 1\nline 2'], [null, '=x']])).toBe(
      '\uFEFF"Name","Note"\r\n"Doe, ""Jo""","line 1\nline 2"\r\n"","\'=x"\r\n',
    );
  });
});
