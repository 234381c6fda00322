/** `npm run typecheck`: TypeScript strict over every workspace and the scripts. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/apps';

const projects = ['shared', 'shell', 'remote-public', 'remote-member', 'remote-admin', 'api', 'e2e', 'scripts'];
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', join(ROOT, project, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'failed'}`);
}
process.exit(failed ? 1 : 0);
