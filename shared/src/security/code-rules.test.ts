import { ANY_CODE_MESSAGE, APP_CODE_MESSAGE, codeProblem, normalizeCode, RECOVERY_CODE_MESSAGE } from './code-rules';

describe('codeProblem', () => {
  it.each(['123456', ' 123 456 ', '000000'])('accepts the app code %p', (code) => {
    expect(codeProblem(code, 'app')).toBeNull();
    expect(codeProblem(code, 'any')).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', '12345a'])('refuses %p as an app code', (code) => {
    expect(codeProblem(code, 'app')).toBe(APP_CODE_MESSAGE);
  });

  it.each(['abcd-efgh-ijkl-mnop', 'ABCD EFGH IJKL MNOP', 'abcdefghijklmn23'])('accepts the recovery code %p', (code) => {
    expect(codeProblem(code, 'recovery')).toBeNull();
    expect(codeProblem(code, 'any')).toBeNull();
  });

  it.each(['', '123456', 'abcd-efgh-ijkl', 'abcd-efgh-ijkl-mno1'])('refuses %p as a recovery code', (code) => {
    expect(codeProblem(code, 'recovery')).toBe(RECOVERY_CODE_MESSAGE);
  });

  it('names both kinds when either is accepted', () => {
    expect(codeProblem('12', 'any')).toBe(ANY_CODE_MESSAGE);
  });

  it('sends a code without its spaces and dashes', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('abcd-efgh-ijkl-mnop')).toBe('abcdefghijklmnop');
  });
});
