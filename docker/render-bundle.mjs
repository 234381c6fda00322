// Compiles the shell's render service (shell/server/render-service-main.ts) for its image
// (docker/shell.Dockerfile, target `render`): one ES module with the render pool in it, and the
// pool's worker script beside it. It needs no node_modules: the worker runs the shell's server
// build (shell/dist-server/server.cjs), which bundles what it uses.
// Usage: `node docker/render-bundle.mjs [outdir]` from the repository root.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? '.tmp/render-service';
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: ['shell/server/render-service-main.ts'],
  outfile: join(outdir, 'render-service.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
copyFileSync('shell/server/render-worker.cjs', join(outdir, 'render-worker.cjs'));
