// Compiles the API for its image (docker/api.Dockerfile): one ES module, api/dist/main.mjs,
// with the `shared` workspace (TypeScript sources) bundled in and every other dependency of
// api/package.json left as an import of node_modules (native modules among them).
// Usage: `node docker/api-bundle.mjs [outfile]` from the repository root.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const outfile = process.argv[2] ?? 'api/dist/main.mjs';
const pkg = JSON.parse(readFileSync('api/package.json', 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== 'shared')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['api/src/main.ts'],
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
