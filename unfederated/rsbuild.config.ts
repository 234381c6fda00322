/**
 * The unfederated build: the same shell and remote source as one plain Rsbuild app, each
 * remote's exposed modules imported directly (lazy routes), no Module Federation at all.
 * It is the yardstick for what federation costs (bench/bundle-ratio.ts) and handy for
 * debugging a page without the run-time composition. `npm start -- --unfederated` serves it.
 *
 * Three of the shell's federation modules (the module loader, the remotes' registration and the
 * prefetch of a remote's files from its manifest) are swapped for local stand-ins in ./src, so no
 * part of the federation runtime is in this bundle; nothing else differs, so the shell's and the remotes'
 * code is exactly what the federated build runs.
 */
import { join } from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { clubBuild, styledComponentsPlugin } from '../rsbuild.config';
import { shellHtml } from '../shell/rsbuild.config';

const here = import.meta.dirname;
const standIns: Array<[RegExp, string]> = [
  [/federation[\\/]load-remote-module(\.ts)?$/, 'load-local-module.ts'],
  [/federation[\\/]register-remotes(\.ts)?$/, 'register-nothing.ts'],
  [/federation[\\/]prefetch-remote(\.ts)?$/, 'prefetch-nothing.ts'],
];

export default defineConfig({
  root: here,
  plugins: [pluginReact(), styledComponentsPlugin()],
  source: {
    tsconfigPath: join(here, 'tsconfig.json'),
    define: { __CLUB_BUILD__: JSON.stringify(clubBuild) },
  },
  environments: {
    web: {
      // The shell's start itself: without federation there is no async boundary to add.
      source: { entry: { index: join(here, 'src/start-at-once.ts') } },
      html: shellHtml,
      server: { publicDir: { name: join(here, '../shell/public') } },
      output: { assetPrefix: '/', sourceMap: { js: 'source-map', css: false } },
    },
  },
  output: { cleanDistPath: true },
  tools: {
    rspack: (config, { rspack }) => {
      for (const [pattern, file] of standIns) {
        config.plugins.push(new rspack.NormalModuleReplacementPlugin(pattern, join(here, 'src', file)));
      }
    },
  },
});
