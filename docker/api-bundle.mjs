// Compiles the API for its image (docker/api.Dockerfile): one ES module, api/dist/main.mjs,
// with the `shared` workspace (TypeScript sources) bundled in and every other dependency of
// api/package.json left as an import of node_modules (native modules among them).
// Usage: `node docker/api-bundle.mjs [outfile] [entry]` from the repository root (the entry is
// api/src/main.ts unless named: the API's tests compile their preloaded helpers the same way).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const outfile = process.argv[2] ?? 'api/dist/main.mjs';
const entry = process.argv[3] ?? 'api/src/main.ts';
const pkg = JSON.parse(readFileSync('api/package.json', 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== 'shared')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
