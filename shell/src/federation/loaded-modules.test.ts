import { loadAndRemember, loadedModule } from './loaded-modules';

const Page = () => null;

describe('loadAndRemember', () => {
  it('remembers a loaded module for its loader only', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    await loadAndRemember('remote_public/login-page', load);
    expect(loadedModule('remote_public/login-page', load)?.default).toBe(Page);
    expect(loadedModule('remote_public/login-page', jest.fn())).toBeUndefined();
    expect(loadedModule('remote_public/legal-page', load)).toBeUndefined();
  });

  it('does not remember a failure', async () => {
    const fails = jest.fn(async () => { throw new Error('offline'); });
    await expect(loadAndRemember('remote_admin/admin-page', fails)).rejects.toThrow('offline');
    expect(loadedModule('remote_admin/admin-page', fails)).toBeUndefined();
  });
});
