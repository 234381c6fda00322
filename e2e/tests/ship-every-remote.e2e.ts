/**
 * CI ships every remote: for each one, `npm run ship` (its build, the contract gate against this
 * run's live shell, started from the same checkout, and the publish) into a throwaway CDN. The
 * remote's own tests and type check ran earlier in the same `npm test`, so they are skipped
 * (`--no-checks`). A change that pushes a remote over either budget, or breaks a contract with
 * the shell, fails here, in the change that caused it.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, versionOf } from '../../scripts/lib/apps';
import { distOf } from '../../scripts/lib/build-apps';
import { ContractGateError, gateThenPublish } from '../../scripts/lib/contract-gate';
import { JS_GZIP_BUDGETS } from '../../scripts/lib/budgets';
import { runScript } from '../../scripts/lib/testing/run-script';
import { BASE_URL } from '../support/env';

let cdn: string;
beforeAll(() => { cdn = mkdtempSync(join(tmpdir(), 'club-ship-cdn-')); });
afterAll(() => rmSync(cdn, { recursive: true, force: true }));

describe.each(REMOTES.map((r) => r.dir))('npm run ship -- %s', (remote) => {
  test('builds, passes the contract gate against the live shell and both budgets, and publishes', async () => {
    const run = await runScript('ship', [remote, '--no-checks', '--strict', '--live', BASE_URL], { ...process.env, CDN_DIR: cdn });
    expect({ code: run.code, output: run.code === 0 ? '' : `${run.out}${run.err}` }).toEqual({ code: 0, output: '' });
    expect(run.out).toMatch(new RegExp(`contract gate, against the live shell at ${BASE_URL}: JavaScript gzip, first load \\d+\\.\\d KiB of \\d+\\.\\d KiB`));
    const published = join(cdn, remote, versionOf(remote));
    expect(existsSync(join(published, '.published'))).toBe(true);
    expect(existsSync(join(published, 'mf-manifest.json'))).toBe(true);
  });
});

test('a remote pushed 10 KiB over its first-load budget is refused by that step, and nothing is published', async () => {
  const remote = REMOTES.find((r) => r.dir === 'remote-admin')!;
  const grown = mkdtempSync(join(tmpdir(), 'club-ship-grown-'));
  const target = mkdtempSync(join(tmpdir(), 'club-ship-refused-'));
  try {
    cpSync(distOf(remote.dir), grown, { recursive: true });
    // 10 KiB that gzip cannot shrink, added to the first chunk of the exposed module.
    const manifest = JSON.parse(readFileSync(join(grown, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
    const firstChunk = manifest.exposes[0]!.assets.js.sync[0]!;
    let noise = '';
    for (let i = 0; i < 10 * 1024 * 1.25; i += 1) noise += String.fromCharCode(33 + Math.floor(Math.random() * 90));
    appendFileSync(join(grown, firstChunk), `/*${noise.replaceAll('*/', '')}*/`);
    const error = await gateThenPublish({
      remote, version: '99.0.0', fromDir: grown, root: target, meta: {},
      contractSource: { siteUrl: BASE_URL, strict: true }, log: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractGateError);
    const { refusals } = error as ContractGateError;
    // 10 KiB more is over the whole remote's budget too; the first load's refusal is the one asked for.
    expect(refusals).toEqual(expect.arrayContaining([expect.stringMatching(
      new RegExp(`^budget: remote-admin's first load .* its first-load budget is ${(JS_GZIP_BUDGETS['remote-admin'].firstLoad / 1024).toFixed(1)} KiB`),
    )]));
    expect(refusals.filter((r) => !r.startsWith('budget: '))).toEqual([]);
    expect(readdirSync(target)).toEqual([]);
  } finally {
    rmSync(grown, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  }
});
