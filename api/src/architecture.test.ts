// The import rules of the API's source, checked over every file under src/:
// - a feature (features/<name>/) imports from app/, db/, core/ and its own folder only, never
//   from another feature; its tests may also use the test support (test/);
// - core/ (what most features use: auth, users, mail, ...) imports from app/, db/ and core/ only,
//   never from a feature; its tests may also use test/.
// Packages (`shared`, `fastify`, ...) are not concerned.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative `from '...'`, `import '...'`, `import('...')` and `jest.mock('...')` of a file. */
function relativeImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\bjest\.mock\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g)].map((m) => m[1]!);
}

/** The folder under src/ a path belongs to: 'features/<name>', 'core', 'app', 'db', 'test', or '' for src/ itself. */
function areaOf(path: string): string {
  const [top, second] = relative(SRC, path).split(sep);
  if (top === 'features' && second !== undefined) return `features/${second}`;
  return top !== undefined && relative(SRC, path).includes(sep) ? top : '';
}

const isTest = (file: string) => file.endsWith('.test.ts');

/** `file -> target` for every import of a file under `area` (a prefix of areaOf) that `allowed` refuses. */
function crossings(area: string, allowed: (from: string, to: string, test: boolean) => boolean): string[] {
  return sourceFiles(SRC)
    .filter((file) => areaOf(file).startsWith(area))
    .flatMap((file) =>
      relativeImportsOf(file)
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => !allowed(areaOf(file), areaOf(target), isTest(file)))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
}

describe('API import rules', () => {
  it('finds the features and core modules', () => {
    const areas = new Set(sourceFiles(SRC).map(areaOf));
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
