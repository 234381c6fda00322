/**
 * `npm run versions [-- <remote>] [--json]`: per remote, its release state (stable, canary and
 * share, from the database the API reads) with each live and canary version's page loads,
 * errors, error rate and p75 LCP/INP over the last hour (the figures of
 * GET /api/admin/ops/remotes); then the versions on the CDN (CDN_DIR, default `.cdn/`), published
 * (immutable) or working copies of `npm start`, with the one the site config file loads and the
 * one pinned by `npm run release`.
 *
 * `npm run versions -- --history [<remote>]`: the release history, newest first: every release,
 * canary, promotion, abort and automatic rollback, who or what, when, from, to and why.
 */
import type { RemoteOps, VersionFigures } from 'shared/types';
import { remotesOps } from '../api/src/features/releases/ops-routes';
import { listReleaseHistory } from '../api/src/features/releases/release-repository';
import { remoteNamed } from './lib/apps';
import { cdnDir } from './lib/publish';
import { openReleaseDatabase } from './lib/release-state';
import { siteConfigFile, versionsReport } from './lib/releases';

const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);

function figuresLine(label: string, f: VersionFigures): string {
  return `  ${label.padEnd(22)} ${String(f.loads).padStart(6)} loads ${String(f.errors).padStart(5)} errors `
    + `${percent(f.errorRate).padStart(6)} error rate   p75 LCP ${ms(f.p75LcpMs)}, INP ${ms(f.p75InpMs)}`;
}

function stateLines(ops: RemoteOps | undefined): string[] {
  if (!ops) return ['  release state: none yet (the site config file decides; `npm start` or `npm run release` starts it)'];
  return [
    `  release state (revision ${ops.revision}): stable ${ops.stable.version}`
      + (ops.canary ? `, canary ${ops.canary.version} for ${ops.canary.share}% since ${ops.canary.startedAt.slice(0, 19).replace('T', ' ')}` : ', no canary'),
    figuresLine(`stable ${ops.stable.version}`, ops.stable),
    ...(ops.canary ? [figuresLine(`canary ${ops.canary.version}`, ops.canary)] : []),
  ];
}

async function main() {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const only = name ? remoteNamed(name).dir : undefined;
  const handle = await openReleaseDatabase();
  try {
    if (args.includes('--history')) {
      const history = await listReleaseHistory(handle.db, { ...(only && { remote: only }), limit: 1000 });
      if (args.includes('--json')) {
        console.log(JSON.stringify(history, null, 2));
        return;
      }
      if (history.length === 0) console.log('no release history yet');
      for (const h of history) {
        const what = h.kind === 'canary' ? `canary ${h.to} for ${h.share}% (stable ${h.from ?? '-'})`
          : h.kind === 'release' ? `${h.from ?? 'none'} -> ${h.to}`
            : h.kind === 'promote' ? `${h.from ?? '-'} -> ${h.to} (canary promoted)`
              : `canary ${h.to} ended, stable ${h.from ?? '-'}`;
        console.log(`${h.at.slice(0, 19).replace('T', ' ')}  ${h.remote.padEnd(14)} ${h.kind.padEnd(13)} ${what}  by ${h.actor}`
          + (h.reason ? `: ${h.reason}` : ''));
      }
      return;
    }

    const ops = await remotesOps(handle.db);
    const report = versionsReport().filter((r) => !only || r.remote.dir === only);
    if (args.includes('--json')) {
      console.log(JSON.stringify(report.map((r) => ({
        remote: r.remote.dir,
        packageVersion: r.packageVersion,
        live: r.live,
        pinned: r.pinned,
        release: ops.remotes.find((o) => o.remote === r.remote.dir) ?? null,
        versions: r.versions.map(({ version, kind, publishedAt }) => ({ version, kind, publishedAt })),
      })), null, 2));
      return;
    }
    console.log(`CDN ${cdnDir()}; live = what ${siteConfigFile()} loads; figures since ${ops.since.slice(0, 16).replace('T', ' ')} UTC`);
    for (const r of report) {
      console.log(`\n${r.remote.dir} (package.json ${r.packageVersion})`);
      for (const line of stateLines(ops.remotes.find((o) => o.remote === r.remote.dir))) console.log(line);
      if (r.versions.length === 0) console.log('  (nothing on the CDN)');
      for (const v of r.versions) {
        const marks = [
          v.kind === 'published' ? `published ${v.publishedAt?.slice(0, 19).replace('T', ' ') ?? ''}`.trim() : 'working copy (npm start)',
          ...(v.version === r.live ? ['LIVE'] : []),
          ...(v.version === r.pinned ? ['pinned'] : []),
        ];
        console.log(`  ${v.version === r.live ? '*' : ' '} ${v.version.padEnd(16)} ${marks.join(', ')}`);
      }
      if (r.live && !r.versions.some((v) => v.version === r.live)) console.log(`  ! live ${r.live} is not on this CDN`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[versions] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
