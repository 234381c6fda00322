import { newPasswordProblem, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password';

describe('newPasswordProblem', () => {
  it('refuses fewer than 8 and more than 128 characters', () => {
    expect(newPasswordProblem('1234567')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });

  it('accepts 8 to 128 characters', () => {
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
  });

  it('says the rule in words', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters');
  });
});
