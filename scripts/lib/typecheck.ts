import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps';

/** Every TypeScript project of the repo, each checked strictly on its own. */
export const TYPECHECKED_PROJECTS = [
  'shared', 'shell', 'remote-public', 'remote-member', 'remote-admin', 'unfederated', 'api', 'e2e', 'scripts', 'bench',
  // The root's own files: the base build config, the Jest setup, the docker build scripts.
  'root',
] as const;

/** Where each project's incremental record lives (ignored by git): a check after a small change reads only what changed. */
export const TS_BUILD_INFO_DIR = join(ROOT, '.tmp', 'tsbuildinfo');

/**
 * Runs `tsc -p <project>` incrementally (at `niceness`, when given: it then gives way to other
 * work on the machine); resolves whether it passed. Its errors are printed whole when it ends, so checks run side by side do not interleave. The checker is TypeScript's
 * native compiler (7, the `typescript-native` package): the same language, several times faster
 * than the JavaScript one (6), which stays the `typescript` package for the tools built on its
 * API (typescript-eslint, the federation's type plugin).
 */
export function typecheck(project: string, { niceness = 0 }: { niceness?: number } = {}): Promise<boolean> {
  const tsc = join(ROOT, 'node_modules', 'typescript-native', 'bin', 'tsc');
  const args = [
    tsc, '-p', join(ROOT, project === 'root' ? '' : project, 'tsconfig.json'),
    '--incremental', '--tsBuildInfoFile', join(TS_BUILD_INFO_DIR, `${project}.tsbuildinfo`),
  ];
  const [program, argv] = niceness ? ['nice', ['-n', String(niceness), process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve) => {
    const child = spawn(program, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('error', (error) => {
      process.stdout.write(`${output}${error.message}\n`);
      resolve(false);
    });
    child.on('exit', (code) => {
      if (output.trim()) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}
