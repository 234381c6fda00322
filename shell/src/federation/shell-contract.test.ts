import { REMOTE_CONTRACT_VERSIONS } from 'shared/remote-contract';
import { parseShellContract, shellContract } from './shell-contract';

const build = {
  versions: { react: '19.3.1', shared: '0.1.0', '@module-federation/runtime-core': '2.9.2' },
  requires: { react: '^19.0.0', shared: '^0.1.0' },
};

describe('shellContract', () => {
  it('lists every module of the typed contract, per remote, with its contract version', () => {
    const contract = shellContract(build);
    const listed = Object.entries(contract.remotes)
      .flatMap(([remote, { modules }]) => Object.entries(modules).map(([name, version]) => [`${remote}/${name}`, version]));
    expect(Object.fromEntries(listed)).toEqual(REMOTE_CONTRACT_VERSIONS);
    expect(Object.keys(contract.remotes).sort()).toEqual(['remote_admin', 'remote_member', 'remote_public']);
  });

  it('follows the contract versions, raised or not', () => {
    jest.isolateModules(() => {
      jest.doMock('shared/remote-contract', () => ({ REMOTE_CONTRACT_VERSIONS: { 'remote_member/dashboard-page': 3 } }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy over the mocked versions
      const fresh = require('./shell-contract') as typeof import('./shell-contract');
      expect(fresh.shellContract(build).remotes).toEqual({ remote_member: { modules: { 'dashboard-page': 3 } } });
    });
  });

  it('lists each singleton with the version the shell provides and the range it accepts', () => {
    expect(shellContract(build).singletons).toEqual({
      react: { version: '19.3.1', requiredVersion: '^19.0.0' },
      shared: { version: '0.1.0', requiredVersion: '^0.1.0' },
      '@module-federation/runtime-core': { version: '2.9.2' },
    });
  });
});

describe('parseShellContract', () => {
  it('reads back what the shell publishes', () => {
    const contract = shellContract(build);
    expect(parseShellContract(JSON.parse(JSON.stringify(contract)))).toEqual(contract);
  });

  it.each([
    ['not an object', 'contract'],
    ['another schema', { schema: 2, remotes: {}, singletons: {} }],
    ['a module version that is not a number', { schema: 1, remotes: { remote_admin: { modules: { 'admin-page': '1' } } }, singletons: {} }],
    ['a singleton without a version', { schema: 1, remotes: {}, singletons: { react: { requiredVersion: '^19.0.0' } } }],
  ])('refuses %s', (_, value) => {
    expect(parseShellContract(value)).toBeNull();
  });
});
