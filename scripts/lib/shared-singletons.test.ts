// The build's one list of shared singletons (the root rsbuild.config.ts): the federation runtime is
// given no version range to parse on the phone, and the record the shell checks every remote
// against, before any of the remote's code runs, keeps each package's range.
// The config's plugins are ES modules Jest cannot load; the records read here need none of them.
jest.mock('@rsbuild/core', () => ({ defineConfig: (config: unknown) => config, mergeRsbuildConfig: (...configs: unknown[]) => configs }));
jest.mock('@rsbuild/plugin-react', () => ({ pluginReact: () => ({}) }));
jest.mock('@rsbuild/plugin-styled-components', () => ({ pluginStyledComponents: () => ({}) }));
jest.mock('@module-federation/rsbuild-plugin', () => ({ pluginModuleFederation: () => ({}) }));

import { satisfy } from '@module-federation/enhanced/runtime';
import { clubBuild, sharedSingletons } from '../../rsbuild.config';
import { versionOf } from './apps';

describe('the shared singletons', () => {
  it('ask the federation runtime for the one copy in the page, with no range of their own', () => {
    const entries = Object.entries(sharedSingletons);
    expect(entries.map(([request]) => request)).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'shared', 'shared/router']));
    for (const [request, config] of entries) {
      expect({ request, config }).toEqual({ request, config: expect.objectContaining({ singleton: true, requiredVersion: false }) });
    }
  });

  it('keep each package\'s range in the build record the shell checks a remote against', () => {
    const reactMajor = versionOf('node_modules/react').split('.')[0];
    expect(clubBuild.requires.react).toBe(`^${reactMajor}.0.0`);
    expect(clubBuild.requires['react-dom']).toBe(`^${reactMajor}.0.0`);
    // Every package the build records a version of (each singleton's, and the runtime core's).
    for (const pkg of Object.keys(clubBuild.versions)) {
      const range = clubBuild.requires[pkg];
      expect({ pkg, range }).toEqual({ pkg, range: expect.stringMatching(/^\^\d+\.\d+\.\d+$/) });
      expect({ pkg, satisfied: satisfy(clubBuild.versions[pkg]!, range!) }).toEqual({ pkg, satisfied: true });
    }
  });
});
