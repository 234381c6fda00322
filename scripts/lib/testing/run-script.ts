/** Runs a command's script as `npm run <script> -- ...args` does (tsx), for the tests of the commands. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../apps';

/** tsx's command line, run by Node: what `npm run <script>` runs a script of scripts/ with. */
export const TSX_CLI = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface ScriptRun {
  code: number | null;
  out: string;
  err: string;
}

/** Runs `scripts/<script>.ts` from the repo root with `env`; resolves with its exit code and output. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, join(ROOT, 'scripts', `${script}.ts`), ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
