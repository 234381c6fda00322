/**
 * `npm test`: every runner in turn (Jest for unit, component and API tests; Jest + Chromium for
 * the browser tests), then one closing line `N passed, N failed` counting all of them.
 * TypeScript's strict check of every workspace counts as one test per workspace, the linter
 * (ESLint over the whole repo, no warning allowed) as one test.
 * Pass `--lint`, `--typecheck`, `--unit` or `--e2e` to run one part.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/apps';
import { TYPECHECKED_PROJECTS, typecheck } from './lib/typecheck';

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
  success: boolean;
}

/** What one runner reports. */
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const jestBin = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

function runJest(name: string, args: string[]): Promise<Counts> {
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
        resolve({ passed: 0, failed: 1, skipped: 0 });
        return;
      }
      const report = JSON.parse(readFileSync(out, 'utf8')) as JestJson;
      const failed = report.numFailedTests + report.numRuntimeErrorTestSuites + (code !== 0 && report.numFailedTests === 0 && report.numRuntimeErrorTestSuites === 0 ? 1 : 0);
      resolve({ passed: report.numPassedTests, failed, skipped: report.numPendingTests });
    });
  });
}

/** TypeScript strict over every project: one test per project. */
async function runTypecheck(): Promise<Counts> {
  let passed = 0;
  let failed = 0;
  for (const project of TYPECHECKED_PROJECTS) {
    const ok = await typecheck(project);
    console.log(`[test] typecheck ${project}: ${ok ? 'ok' : 'FAILED'}`);
    if (ok) passed += 1;
    else failed += 1;
  }
  return { passed, failed, skipped: 0 };
}

/** ESLint over the repo (`npm run lint`): one test, passed when it reports no error and no warning. */
function runLint(): Promise<Counts> {
  const eslint = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [eslint, '.', '--max-warnings', '0'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(`[test] lint: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
    });
  });
}

async function main() {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const only = process.argv.slice(2);
  const parts: Array<[string, string[]]> = [];
  if (only.length === 0 || only.includes('--unit')) parts.push(['unit', ['-c', 'jest.config.cjs']]);
  if (only.length === 0 || only.includes('--e2e')) parts.push(['e2e', ['-c', 'e2e/jest.config.cjs', '--runInBand']]);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const runners: Array<[string, () => Promise<Counts>]> = [];
  if (only.length === 0 || only.includes('--lint')) runners.push(['lint', runLint]);
  if (only.length === 0 || only.includes('--typecheck')) runners.push(['typecheck', runTypecheck]);
  for (const [name, args] of parts) runners.push([name, () => runJest(name, args)]);
  for (const [name, run] of runners) {
    const result = await run();
    console.log(`[test] ${name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
    passed += result.passed;
    failed += result.failed;
    skipped += result.skipped;
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

void main();
