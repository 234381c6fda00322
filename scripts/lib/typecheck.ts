import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps';

/** Every TypeScript project of the repo, each checked strictly on its own. */
export const TYPECHECKED_PROJECTS = [
  'shared', 'shell', 'remote-public', 'remote-member', 'remote-admin', 'unfederated', 'api', 'e2e', 'scripts', 'bench',
  // The root's own files: the base build config, the Jest setup, the docker build scripts.
  'root',
] as const;

/** Runs `tsc -p <project>`; resolves whether it passed (its errors go to this process's output). */
export function typecheck(project: string): Promise<boolean> {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', join(ROOT, project === 'root' ? '' : project, 'tsconfig.json')], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}
