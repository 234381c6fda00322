import { adminMfaNotice } from './admin-mfa-notice';
import { loadConfig } from './config';

describe('the ADMIN_MFA=off notice', () => {
  it('is a framed warning when admins sign in with a password alone, and nothing otherwise', () => {
    const lines = adminMfaNotice(loadConfig({ ADMIN_MFA: 'off' }));
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(lines.join('\n')).toContain('WARNING: ADMIN_MFA=off: administrators sign in with a password alone.');
    expect(adminMfaNotice(loadConfig({}))).toEqual([]);
    expect(adminMfaNotice(loadConfig({ ADMIN_MFA: 'required' }))).toEqual([]);
  });
});
