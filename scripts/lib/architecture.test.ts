// The import rules of the repo (README "Architecture"), checked over every front-end source file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FRONTEND_APPS, REMOTES, ROOT, UNFEDERATED } from './apps';

const APP_DIRS = ['shared', ...FRONTEND_APPS, UNFEDERATED];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test(-utils)?\.tsx?$/.test(file) || file.includes(`${join('shared', 'src', 'testing')}`);

/** Every `from '...'` / `import('...')` specifier of a file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

const files = APP_DIRS.flatMap((app) => sourceFiles(join(ROOT, app, 'src')).map((file) => ({ app, file, name: relative(ROOT, file) })));

describe('front-end import rules', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('reaches react-router only through shared/router, so one trimmed copy is shared at run time', () => {
    const direct = files
      // The prerender runs in Node only (never in the page), with its own memory router.
      .filter(({ file, name }) => !isTest(file) && ![join('shared', 'src', 'router.ts'), join('unfederated', 'src', 'prerender-landing.tsx')].includes(name))
      .filter(({ file }) => importsOf(file).some((s) => s === 'react-router' || s.startsWith('react-router/')))
      .map(({ name }) => name);
    expect(direct).toEqual([]);
  });

  it('imports the shared package only by its name, never by a path into it', () => {
    const byPath = files
      .filter(({ app }) => app !== 'shared')
      .filter(({ file }) => importsOf(file).some((s) => /(^|\/)shared\/src(\/|$)/.test(s) || s.startsWith('../shared') || s.startsWith('../../shared')))
      .map(({ name }) => name);
    expect(byPath).toEqual([]);
  });

  it('keeps remotes apart: a remote never imports another remote, the shell or the unfederated build', () => {
    const crossing = files
      .filter(({ app }) => REMOTES.some((r) => r.dir === app))
      .filter(({ app, file }) => importsOf(file).some((s) => APP_DIRS.filter((other) => other !== app && other !== 'shared').some((other) => s.includes(`${other}/`))))
      .map(({ name }) => name);
    expect(crossing).toEqual([]);
  });

  it("keeps the shell's federation code free of its UI: the remote slot decides what a failure shows", () => {
    const federation = join('shell', 'src', 'federation');
    const intoUi = files
      .filter(({ file, name }) => !isTest(file) && name.startsWith(federation))
      .filter(({ file }) => importsOf(file).some((s) => /^\.\.\/(features|app)\//.test(s)))
      .map(({ name }) => name);
    expect(intoUi).toEqual([]);
  });

  it('keeps shared free of the apps', () => {
    const upward = files
      .filter(({ app }) => app === 'shared')
      .filter(({ file }) => importsOf(file).some((s) => /(^|\/)(shell|remote-public|remote-member|remote-admin|unfederated)\//.test(s)))
      .map(({ name }) => name);
    expect(upward).toEqual([]);
  });
});
