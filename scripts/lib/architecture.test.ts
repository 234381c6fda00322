// The import rules of the repo (README "Architecture"), in one place: over every front-end source
// file, and over the API's source.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/** Every `from '...'`, `import '...'`, `import('...')` and `jest.mock('...')` specifier of a file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\bjest\.mock\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

const files = APP_DIRS.flatMap((app) => sourceFiles(join(ROOT, app, 'src')).map((file) => ({ app, file, name: relative(ROOT, file) })));

describe('front-end import rules', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('reaches react-router only through shared/router, so one trimmed copy is shared at run time', () => {
    const direct = files
      .filter(({ file, name }) => !isTest(file) && name !== join('shared', 'src', 'router.ts'))
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

// The API: a feature (features/<name>/) imports from app/, db/, core/ and its own folder only,
// never from another feature; core/ (what most features use: auth, users, mail, ...) imports
// from app/, db/ and core/ only; the tests of either may also use the test support (test/).
// Packages (`shared`, `fastify`, ...) are not concerned.
const API_SRC = join(ROOT, 'api', 'src');

/** The folder under src/ a path belongs to: 'features/<name>', 'core', 'app', 'db', 'test', or '' for src/ itself. */
function areaOf(path: string): string {
  const [top, second] = relative(API_SRC, path).split(sep);
  if (top === 'features' && second !== undefined) return `features/${second}`;
  return top !== undefined && relative(API_SRC, path).includes(sep) ? top : '';
}

const isApiTest = (file: string) => file.endsWith('.test.ts');

/** `file -> target` for every import of a file under `area` (a prefix of areaOf) that `allowed` refuses. */
function crossings(area: string, allowed: (from: string, to: string, test: boolean) => boolean): string[] {
  return sourceFiles(API_SRC)
    .filter((file) => areaOf(file).startsWith(area))
    .flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => !allowed(areaOf(file), areaOf(target), isApiTest(file)))
        .map((target) => `${relative(API_SRC, file)} -> ${relative(API_SRC, target)}`),
    );
}

describe('API import rules', () => {
  it('finds the features and core modules', () => {
    const areas = new Set(sourceFiles(API_SRC).map(areaOf));
    expect([...areas].filter((area) => area.startsWith('features/')).length).toBeGreaterThan(5);
    expect(areas).toContain('core');
  });

  it('keeps features apart: a feature imports app/, db/, core/ and its own folder only (its tests also test/)', () => {
    const allowed = (from: string, to: string, test: boolean) =>
      to === from || ['app', 'db', 'core'].includes(to) || (test && to === 'test');
    expect(crossings('features/', allowed)).toEqual([]);
  });

  it('keeps core free of the features: core imports app/, db/ and core/ only (its tests also test/)', () => {
    const allowed = (_from: string, to: string, test: boolean) => ['app', 'db', 'core'].includes(to) || (test && to === 'test');
    expect(crossings('core', allowed)).toEqual([]);
  });
});
