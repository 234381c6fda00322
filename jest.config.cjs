// Runs every workspace's Jest project (and the repo scripts'); each workspace also runs alone with `npm test -w <name>`.
module.exports = {
  projects: ['shared', 'shell', 'remote-public', 'remote-member', 'remote-admin', 'api', 'scripts'].map(
    (w) => `<rootDir>/${w}/jest.config.cjs`,
  ),
  // A global option: the projects' own testTimeout applies only when a workspace runs alone.
  testTimeout: 30000,
};
