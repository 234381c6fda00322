import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedSince, projectOf, scopeOf } from './changed';
import { TYPECHECKED_PROJECTS } from './typecheck';
import { tempSite } from './testing/temp-dirs';

describe('scopeOf', () => {
  it('runs a remote\'s own check, the yardstick that compiles it and the browser tests for a change to that remote', () => {
    expect(scopeOf(['remote-admin/src/features/panel/admin-page.tsx'])).toEqual({
      files: ['remote-admin/src/features/panel/admin-page.tsx'],
      projects: ['remote-admin', 'unfederated', 'e2e', 'bench'],
      allUnit: false,
      e2e: true,
    });
  });

  it('runs everything that depends on shared for a change to shared (the root\'s build config imports it too)', () => {
    const scope = scopeOf(['shared/src/format/format-date.ts']);
    expect(scope.projects).toEqual([...TYPECHECKED_PROJECTS]);
    expect(scope.allUnit).toBe(true);
    expect(scope.e2e).toBe(true);
  });

  it('runs the API\'s check and the browser tests for an API change, no front end', () => {
    expect(scopeOf(['api/src/app/server.ts']).projects).toEqual(['api', 'e2e', 'bench']);
  });

  it('runs every test for a change to the repo\'s own config, and nothing for documents', () => {
    expect(scopeOf(['jest.preset.cjs'])).toMatchObject({ projects: [...TYPECHECKED_PROJECTS], allUnit: true, e2e: true });
    expect(scopeOf(['README.md', 'docs/performance.md'])).toEqual({
      files: ['README.md', 'docs/performance.md'], projects: [], allUnit: false, e2e: false,
    });
  });

  it('keeps the browser tests out of a change to the benchmarks alone', () => {
    expect(scopeOf(['bench/lighthouse.ts'])).toMatchObject({ projects: ['bench'], e2e: false });
  });

  it('knows a file\'s workspace', () => {
    expect(projectOf('shell/server/render-pool.ts')).toBe('shell');
    expect(projectOf('rsbuild.config.ts')).toBe('root');
    expect(projectOf('remote-member/CHANGELOG.md')).toBe('remote-member');
  });
});

describe('changedSince', () => {
  it('lists what changed since the branch left the ref: committed, staged, unstaged and new files', () => {
    const site = tempSite();
    try {
      const repo = site.root;
      const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.test', '-c', 'user.name=t', ...args], { cwd: repo, encoding: 'utf8' });
      git('init', '-q', '-b', 'main');
      mkdirSync(join(repo, 'api'), { recursive: true });
      writeFileSync(join(repo, 'api', 'a.ts'), 'a');
      writeFileSync(join(repo, 'README.md'), 'r');
      git('add', '.');
      git('commit', '-q', '-m', 'one');
      git('checkout', '-q', '-b', 'work');
      writeFileSync(join(repo, 'api', 'a.ts'), 'a2');
      git('commit', '-q', '-am', 'two');
      writeFileSync(join(repo, 'README.md'), 'r2');
      writeFileSync(join(repo, 'new.ts'), 'n');
      const changed = changedSince('main', repo);
      expect(changed.files).toEqual(['README.md', 'api/a.ts', 'new.ts']);
      expect(changed.base).toBe(git('rev-parse', 'main').trim());
    } finally {
      site.cleanup();
    }
  });
});
