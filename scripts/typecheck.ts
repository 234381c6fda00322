/** `npm run typecheck`: TypeScript strict over every workspace and the scripts. */
import { TYPECHECKED_PROJECTS, typecheck } from './lib/typecheck';

let failed = 0;
for (const project of TYPECHECKED_PROJECTS) {
  const ok = await typecheck(project);
  if (!ok) failed += 1;
  console.log(`typecheck ${project}: ${ok ? 'ok' : 'failed'}`);
}
process.exit(failed ? 1 : 0);
