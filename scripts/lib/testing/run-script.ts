/**
 * Runs a command's script as `npm run <script> -- ...args` runs it, for the tests of the commands.
 *
 * `npm run` runs `scripts/<script>.ts` through tsx, which compiles every module it loads at each
 * start: about 2.9 s of CPU before the script does anything. The tests run the same module
 * compiled once per Jest worker by esbuild (the `shared` workspace's TypeScript bundled in, every
 * other package an import of node_modules, as tsx loads them): about 0.6 s per start.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from '../apps';

export interface ScriptRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Two folders below the repo's root, as scripts/lib/ is: the scripts find the root two folders
 * above their own module (scripts/lib/apps.ts). One folder per Jest worker.
 */
const COMPILED_DIR = join(ROOT, '.tmp', `scripts-${process.pid}`);

/** Every package stays an import of node_modules, but the workspace `shared`, whose exports are TypeScript. */
const packagesFromNodeModules: Plugin = {
  name: 'packages-from-node-modules',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) => (path === 'shared' || path.startsWith('shared/') ? undefined : { external: true }));
  },
};

const compiled = new Map<string, Promise<string>>();

afterAll(() => {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  compiled.clear();
});

/** `scripts/<script>.ts` as one ES module; the path of the result. */
function compile(script: string): Promise<string> {
  const known = compiled.get(script);
  if (known) return known;
  const outfile = join(COMPILED_DIR, `${script}.mjs`);
  mkdirSync(COMPILED_DIR, { recursive: true });
  const done = build({
    entryPoints: [join(ROOT, 'scripts', `${script}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // CommonJS packages bundled in may still call require.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [packagesFromNodeModules],
    logLevel: 'error',
  }).then(() => outfile);
  compiled.set(script, done);
  return done;
}

/** Runs `scripts/<script>.ts` from the repo root with `env`; resolves with its exit code and output. */
export async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  const module = await compile(script);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [module, ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
