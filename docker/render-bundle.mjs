// Compiles the shell's render service (shell/server/render-service-main.ts) for its image
// (docker/shell.Dockerfile, target `render`) and for `npm start`: one ES module with the render
// pool in it, the pool's task script beside it (render-worker.cjs), and Piscina's thread entry
// (worker.js, where Piscina looks for it: beside the module that runs it). It needs no
// node_modules: the task script runs the shell's server build (shell/dist-server/server.cjs),
// which bundles what it uses.
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
  // Piscina, bundled in, finds its thread entry beside itself (`__dirname`) and loads it with
  // `require`; its optional thread priorities (a native module) are left out.
  external: ['@napi-rs/nice'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; import { dirname as __dirnameOf } from 'node:path'; import { fileURLToPath as __pathOf } from 'node:url'; const require = __createRequire(import.meta.url); const __dirname = __dirnameOf(__pathOf(import.meta.url));",
  },
});
await build({
  entryPoints: ['node_modules/piscina/dist/worker.js'],
  outfile: join(outdir, 'worker.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'info',
  external: ['@napi-rs/nice'],
});
copyFileSync('shell/server/render-worker.cjs', join(outdir, 'render-worker.cjs'));
