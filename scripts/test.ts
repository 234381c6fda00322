/**
 * `npm test`: the linter, TypeScript's strict check of every project, Jest (unit, component and
 * API tests) and the browser tests (Jest + Chromium, which also ship every remote through its
 * pipeline against the live product), then one closing line `N passed, N failed` counting all of
 * them. The linter (ESLint over the whole repo, no warning allowed) counts as one test, the type
 * check as one test per project.
 *
 * The machine's cores are used: the linter and the type checks run side by side, Jest runs its
 * test files on as many workers as there are cores, and so do the browser tests (one product
 * per worker). Each part's time is printed at the end, with the slowest projects and files.
 * After an install without scripts (`npm ci --ignore-scripts`, as CI installs), better-sqlite3's
 * native module is compiled first, beside the static checks, which do not load it; so is the
 * command TEST_PREREQUISITES names, if any (CI's: Debian's packages and PostgreSQL). The static
 * checks then run at a lower priority (nice 10): the tests wait for those, not for the checks.
 *
 *   npm test                               everything (what CI runs)
 *   npm test -- --lint | --typecheck | --unit | --e2e   one part (several may be named)
 *   npm test -- --changed [--since <ref>]  what a change since `main` (or <ref>) can affect:
 *                                          the linter on the changed files, the type check of
 *                                          the projects they reach, the Jest tests related to
 *                                          them, and the browser tests when an app changed
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { FRONTEND_APPS, ROOT, UNFEDERATED } from './lib/apps';
import { changedSince, projectOf, scopeOf, type ChangeScope } from './lib/changed';
import { TYPECHECKED_PROJECTS, typecheck } from './lib/typecheck';

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

/** What one runner reports. */
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const NOTHING: Counts = { passed: 0, failed: 0, skipped: 0 };
const FAILED: Counts = { passed: 0, failed: 1, skipped: 0 };
const CORES = Math.max(1, availableParallelism());
const jestBin = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** Runs a command (a Node script, or `program`); its output is held back and printed whole when it ends, so parallel runs do not interleave. */
function runQuietly(command: string[], env: NodeJS.ProcessEnv = process.env, program = process.execPath): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, command, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

/** better-sqlite3's compiled module: the one install script the project needs. */
const SQLITE_ADDON = join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');

/**
 * Compiles better-sqlite3 when an install without scripts left it out: SQLite's one large file
 * takes about a minute on one core, so it runs beside the linter and the type check. Resolves
 * true once the module is there.
 */
function nativeModulesBuilt(): Promise<boolean> {
  if (existsSync(SQLITE_ADDON)) return Promise.resolve(true);
  console.log('[test] better-sqlite3 is not compiled (installed without scripts): compiling it beside the static checks');
  const started = performance.now();
  // At -O1 (the package's own build asks -O3): 66 s of CPU where -O3 takes 120 s, for the same
  // SQLite. A plain `npm ci` or `npm install` builds it at -O3, and then nothing is compiled here.
  return runQuietly(['rebuild', 'better-sqlite3'], { ...process.env, CFLAGS: `${process.env.CFLAGS ?? ''} -O1`.trim() }, 'npm')
    .then(({ ok, output }) => {
      const built = ok && existsSync(SQLITE_ADDON);
      if (!built) process.stdout.write(output);
      console.log(`[test] better-sqlite3 ${built ? 'compiled' : 'FAILED to compile'} in ${seconds(performance.now() - started)}`);
      return built;
    });
}

/**
 * The system's part, when TEST_PREREQUISITES names a shell command: CI installs Debian's packages
 * and starts PostgreSQL with it (.ci/system), beside the static checks, which need none of it.
 * Resolves true once it succeeded (at once without one).
 */
function systemPrepared(): Promise<boolean> {
  const command = process.env.TEST_PREREQUISITES;
  if (!command) return Promise.resolve(true);
  console.log(`[test] preparing what the tests need beside the static checks: ${command}`);
  const started = performance.now();
  return runQuietly(['-c', command], process.env, 'bash')
    .then(({ ok, output }) => {
      process.stdout.write(output);
      console.log(`[test] ${command}: ${ok ? 'done' : 'FAILED'} in ${seconds(performance.now() - started)}`);
      return ok;
    });
}

/** What Jest's tests need beyond the install: both of the above, started together. */
const prerequisitesReady = (): Promise<boolean> =>
  Promise.all([nativeModulesBuilt(), systemPrepared()]).then((ready) => ready.every(Boolean));

/** Runs tasks with at most `limit` at once, in order of start. */
async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  return results;
}

/** The front-end workspaces: the whole repo's lint runs them in one ESLint and the rest in another. */
const FRONT_END_WORKSPACES = ['shared', ...FRONTEND_APPS, UNFEDERATED];

/**
 * ESLint (no warning allowed) over the repo, or over these files: one test. The whole repo is
 * linted by two ESLint processes side by side, the front-end workspaces and the rest: each
 * builds the type information of its own projects only. ESLint's own threads would each build
 * it for every project they meet (two threads: 273 s of CPU, one: 225 s).
 */
async function lint(files: string[] | undefined, niceness: number): Promise<Counts> {
  if (files && files.length === 0) return NOTHING;
  const eslint = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const halves = files
    ? [files]
    : [FRONT_END_WORKSPACES, ['.', ...FRONT_END_WORKSPACES.flatMap((w) => ['--ignore-pattern', `${w}/**`])]];
  const runs = await Promise.all(halves.map((targets) => {
    const command = [eslint, ...targets, '--max-warnings', '0', '--no-warn-ignored'];
    return niceness ? runQuietly(['-n', String(niceness), process.execPath, ...command], process.env, 'nice') : runQuietly(command);
  }));
  const ok = runs.every((run) => run.ok);
  for (const { output } of runs) if (output.trim()) process.stdout.write(output);
  console.log(`[test] lint${files ? ` (${files.length} changed files)` : ''}: ${ok ? 'ok' : 'FAILED'}`);
  return ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

/** The strict type check of one project: one test. */
async function typecheckOne(project: string, niceness: number): Promise<Counts> {
  const ok = await typecheck(project, { niceness });
  console.log(`[test] typecheck ${project}: ${ok ? 'ok' : 'FAILED'}`);
  return ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

const sum = (all: Counts[]): Counts => all.reduce((a, b) => ({
  passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped,
}), NOTHING);

/** Jest with a JSON report; the report's per-file times feed the closing table. */
function runJest(name: string, args: string[]): Promise<{ counts: Counts; report: JestJson | null }> {
  const out = join(ROOT, '.tmp', `jest-${name}.json`);
  rmSync(out, { force: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jestBin, ...args, '--json', `--outputFile=${out}`], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    child.on('exit', (code) => {
      if (!existsSync(out)) {
        console.error(`[test] ${name}: jest exited ${code} without a report`);
        resolve({ counts: { passed: 0, failed: 1, skipped: 0 }, report: null });
        return;
      }
      const report = JSON.parse(readFileSync(out, 'utf8')) as JestJson;
      const failed = report.numFailedTests + report.numRuntimeErrorTestSuites
        + (code !== 0 && report.numFailedTests === 0 && report.numRuntimeErrorTestSuites === 0 ? 1 : 0);
      resolve({ counts: { passed: report.numPassedTests, failed, skipped: report.numPendingTests }, report });
    });
  });
}

/** Where a Jest run's time went: per project (the file's workspace) and its slowest files. */
function jestTimes(report: JestJson | null, top: number): string[] {
  if (!report) return [];
  const files = report.testResults.map((r) => {
    const path = r.name.startsWith(ROOT) ? r.name.slice(ROOT.length + 1) : r.name;
    return { path, project: path.split('/')[0] ?? '?', ms: r.endTime - r.startTime, tests: r.assertionResults.length };
  });
  const projects = new Map<string, { ms: number; files: number; tests: number }>();
  for (const f of files) {
    const p = projects.get(f.project) ?? { ms: 0, files: 0, tests: 0 };
    projects.set(f.project, { ms: p.ms + f.ms, files: p.files + 1, tests: p.tests + f.tests });
  }
  return [
    ...[...projects].sort((a, b) => b[1].ms - a[1].ms)
      .map(([project, p]) => `    ${project.padEnd(14)} ${seconds(p.ms).padStart(6)} in files  ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests`),
    `    slowest files:`,
    ...files.sort((a, b) => b.ms - a.ms).slice(0, top).map((f) => `    ${seconds(f.ms).padStart(6)}  ${f.path} (${f.tests})`),
  ];
}

interface Part {
  name: string;
  run: () => Promise<{ counts: Counts; detail?: string[] }>;
}

function parseArgs(argv: string[]) {
  const since = argv.indexOf('--since');
  const ref = since >= 0 ? argv[since + 1] : undefined;
  if (since >= 0 && (!ref || ref.startsWith('--'))) throw new Error('--since needs a git ref (a branch, a tag or a commit)');
  const parts = ['--lint', '--typecheck', '--unit', '--e2e'].filter((p) => argv.includes(p)).map((p) => p.slice(2));
  // Anything else names test files (Jest's path patterns), for the unit and browser runs.
  const patterns = argv.filter((a, i) => !a.startsWith('--') && !(since >= 0 && i === since + 1));
  return { changed: argv.includes('--changed') || since >= 0, ref: ref ?? 'main', only: parts, patterns };
}

/** The parts of a full run, or of a change's scope. */
function partsFor(scope: ChangeScope | null, only: string[], patterns: string[], ready: () => Promise<boolean>): Part[] {
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  // While the tests' prerequisites are being made beside them (a compile, CI's packages), the
  // static checks give way to them: the tests wait for those, and the checks use what is left.
  const niceness = wanted('unit') || wanted('e2e') ? (existsSync(SQLITE_ADDON) && !process.env.TEST_PREREQUISITES ? 0 : 10) : 0;
  const present = (scope?.files ?? []).filter((f) => existsSync(join(ROOT, f)));
  const projects = scope ? scope.projects : [...TYPECHECKED_PROJECTS];
  const staticChecks: Array<() => Promise<Counts>> = [];
  if (wanted('lint')) {
    const rootChanged = scope?.files.some((f) => projectOf(f) === 'root') ?? true;
    staticChecks.push(() => lint(scope && !rootChanged ? present.filter((f) => /\.(c|m)?(t|j)sx?$/.test(f)) : undefined, niceness));
  }
  if (wanted('typecheck')) staticChecks.push(...projects.map((p) => () => typecheckOne(p, niceness)));
  const parts: Part[] = [];
  if (staticChecks.length) {
    parts.push({ name: wanted('lint') && wanted('typecheck') ? 'lint + typecheck' : wanted('lint') ? 'lint' : 'typecheck', run: async () => ({ counts: sum(await pool(staticChecks, CORES)) }) });
  }
  if (wanted('unit')) {
    const related = scope && !scope.allUnit;
    parts.push({
      name: 'unit',
      run: async () => {
        if (related && present.length === 0) return { counts: NOTHING };
        if (!(await ready())) return { counts: FAILED };
        const { counts, report } = await runJest('unit', [
          '-c', 'jest.config.cjs', `--maxWorkers=${CORES}`,
          ...(related ? ['--passWithNoTests', '--findRelatedTests', ...present.map((f) => join(ROOT, f))] : []),
          ...(patterns.length ? ['--passWithNoTests', ...patterns] : []),
        ]);
        return { counts, detail: jestTimes(report, 12) };
      },
    });
  }
  if (wanted('e2e') && (!scope || scope.e2e)) {
    parts.push({
      name: 'e2e',
      run: async () => {
        if (!(await ready())) return { counts: FAILED };
        const { counts, report } = await runJest('e2e', ['-c', 'e2e/jest.config.cjs', ...(patterns.length ? ['--passWithNoTests', ...patterns] : [])]);
        return { counts, detail: jestTimes(report, 30) };
      },
    });
  }
  return parts;
}

async function main() {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const { changed, ref, only, patterns } = parseArgs(process.argv.slice(2));
  let scope: ChangeScope | null = null;
  if (changed) {
    const { base, files } = changedSince(ref);
    scope = scopeOf(files);
    console.log(`[test] --changed: ${files.length} file(s) changed since ${ref} (${base.slice(0, 10)}); `
      + `type check: ${scope.projects.join(', ') || 'none'}; Jest: ${scope.allUnit ? 'every test' : 'the tests related to them'}; `
      + `browser tests: ${scope.e2e ? 'yes' : 'no'}`);
  }
  const started = performance.now();
  const times: string[] = [];
  let total = NOTHING;
  let preparing: Promise<boolean> | undefined;
  const ready = () => (preparing ??= prerequisitesReady());
  const parts = partsFor(scope, only, patterns, ready);
  // Started before the first part, so the compile and the system's part run beside the static checks.
  if (parts.some((p) => p.name === 'unit' || p.name === 'e2e')) void ready();
  for (const part of parts) {
    const partStarted = performance.now();
    const { counts, detail = [] } = await part.run();
    console.log(`[test] ${part.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    times.push(`  ${part.name.padEnd(17)} ${seconds(performance.now() - partStarted).padStart(6)}`, ...detail);
    total = sum([total, counts]);
  }
  console.log(`[test] time by part (${CORES} cores), ${seconds(performance.now() - started)} in all:\n${times.join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed > 0 || (total.passed === 0 && !changed) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
