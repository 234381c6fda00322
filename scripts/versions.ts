/**
 * `npm run versions [-- <remote>] [--json]`: the versions of each remote on the CDN
 * (CDN_DIR, default `.cdn/`), published (immutable) or working copies of `npm start`, with the
 * one the running site's config loads (live) and the one pinned by `npm run release`.
 */
import { remoteNamed } from './lib/apps';
import { cdnDir } from './lib/publish';
import { siteConfigFile, versionsReport } from './lib/releases';

function main() {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const only = name ? remoteNamed(name).dir : undefined;
  const report = versionsReport().filter((r) => !only || r.remote.dir === only);
  if (args.includes('--json')) {
    console.log(JSON.stringify(report.map((r) => ({
      remote: r.remote.dir,
      packageVersion: r.packageVersion,
      live: r.live,
      pinned: r.pinned,
      versions: r.versions.map(({ version, kind, publishedAt }) => ({ version, kind, publishedAt })),
    })), null, 2));
    return;
  }
  console.log(`CDN ${cdnDir()}; live = what ${siteConfigFile()} loads`);
  for (const r of report) {
    console.log(`\n${r.remote.dir} (package.json ${r.packageVersion})`);
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
}

try {
  main();
} catch (error) {
  console.error(`[versions] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
