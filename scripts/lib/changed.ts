import { execFileSync } from 'node:child_process';
import { ROOT } from './apps';
import { TYPECHECKED_PROJECTS } from './typecheck';

type Project = (typeof TYPECHECKED_PROJECTS)[number];

/**
 * What a change to a workspace can break, besides itself: `shared` reaches every app, the API,
 * the scripts and the benchmarks; the unfederated yardstick compiles the shell's and the
 * remotes' sources; the browser tests drive every app and the API, and ship and release through
 * the scripts.
 */
const REACHES: Partial<Record<Project, Project[]>> = {
  shared: TYPECHECKED_PROJECTS.filter((p) => p !== 'shared'),
  shell: ['unfederated', 'e2e', 'bench'],
  'remote-public': ['unfederated', 'e2e', 'bench'],
  'remote-member': ['unfederated', 'e2e', 'bench'],
  'remote-admin': ['unfederated', 'e2e', 'bench'],
  unfederated: ['bench'],
  api: ['e2e', 'bench'],
  scripts: ['e2e', 'bench'],
};

const WORKSPACES = TYPECHECKED_PROJECTS.filter((p) => p !== 'root');

/** What a change runs: the files to lint, the projects to type-check, the Jest tests, the browser tests. */
export interface ChangeScope {
  /** Every changed file still present (lint takes its own files among them). */
  files: string[];
  /** The TypeScript projects to check. */
  projects: Project[];
  /** True: every Jest test (a change to `shared` or to what configures them all); false: the tests related to `files`. */
  allUnit: boolean;
  /** The browser tests, all of them: they drive the whole product. */
  e2e: boolean;
}

/** A file's workspace, `root` for the repo's own files (build, Jest and lint config, lockfile). */
export function projectOf(file: string): Project | 'docs' {
  const top = file.split('/')[0] ?? '';
  if ((WORKSPACES as readonly string[]).includes(top)) return top as Project;
  if (/\.md$/i.test(file) || top === 'docs' || top === '.changeset') return 'docs';
  return 'root';
}

/** The scope of a change made of these files (paths relative to the repo's root). */
export function scopeOf(files: string[]): ChangeScope {
  const owners = new Set(files.map(projectOf));
  owners.delete('docs');
  if (owners.has('root')) {
    return { files, projects: [...TYPECHECKED_PROJECTS], allUnit: true, e2e: true };
  }
  const projects = new Set<Project>();
  for (const owner of owners as Set<Project>) {
    projects.add(owner);
    for (const reached of REACHES[owner] ?? []) projects.add(reached);
  }
  return {
    files,
    projects: TYPECHECKED_PROJECTS.filter((p) => projects.has(p)),
    // Jest relates a test to the files of its own workspace only: a change to `shared` runs them all.
    allUnit: owners.has('shared'),
    e2e: projects.has('e2e'),
  };
}

/**
 * The files changed since `ref` (committed since the branch left it, staged, unstaged and new),
 * and the commit they are compared with: the merge base of `ref` and HEAD (`ref` itself when it
 * is an ancestor, as a remote's last shipped commit is). Throws when `ref` is not in the clone.
 */
export function changedSince(ref: string, repo = ROOT): { base: string; files: string[] } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const base = git('merge-base', ref, 'HEAD').trim();
  const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
  const files = [...new Set([
    ...lines(git('diff', '--name-only', '--no-renames', base)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ])].sort();
  return { base, files };
}
