import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shellContract, type ShellContract } from '../../shell/src/federation/shell-contract';
import { remoteNamed } from './apps';
import {
  checkRemoteAgainstShell, ContractGateError, gateThenPublish, resolveShellContract, type GateResult,
} from './contract-gate';
import { tempSite, type TempSite } from './testing/temp-dirs';

const member = remoteNamed('remote-member');
const SHELL_BUILD = {
  versions: { react: '19.3.1', 'react-dom': '19.3.1', shared: '0.1.0', jotai: '3.0.1' },
  requires: { react: '^19.0.0', 'react-dom': '^19.0.0', shared: '^0.1.0', jotai: '^3.0.0' },
};
const liveContract = (): ShellContract => shellContract(SHELL_BUILD);

interface FakeRemote {
  exposes?: string[];
  clubContract?: Record<string, number>;
  versions?: Record<string, string>;
  requires?: Record<string, string>;
  shared?: Array<Record<string, unknown>>;
  /** Bytes of incompressible JavaScript in the exposed module's first chunk. */
  chunkBytes?: number;
  /** The same in its lazy chunk. */
  lazyBytes?: number;
}

let site: TempSite;
beforeEach(() => { site = tempSite(); });
afterEach(() => site.cleanup());

/** Random bytes as text: gzip cannot shrink them much, so the size is predictable. */
function noise(bytes: number): string {
  let text = '';
  for (let i = 0; i < bytes; i += 1) text += String.fromCharCode(33 + Math.floor(Math.random() * 90));
  return text;
}

/** A folder shaped like remote-member's `dist/`, its manifest as the root rsbuild.config.ts writes it. */
function fakeRemoteBuild(options: FakeRemote = {}, dir = join(site.root, 'dist')): string {
  const exposes = options.exposes ?? ['dashboard-page'];
  mkdirSync(join(dir, 'static', 'js', 'async'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), 'var remote_member = {};');
  writeFileSync(join(dir, 'static', 'js', 'async', 'page.0123.js'), `/*${noise(options.chunkBytes ?? 200)}*/`);
  writeFileSync(join(dir, 'static', 'js', 'async', 'lazy.4567.js'), `/*${noise(options.lazyBytes ?? 20)}*/`);
  const manifest = {
    name: 'remote_member',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      clubBuild: { schema: 1, versions: options.versions ?? SHELL_BUILD.versions, requires: options.requires ?? SHELL_BUILD.requires },
      clubContract: options.clubContract ?? { 'dashboard-page': 1 },
    },
    shared: options.shared ?? [{ name: 'react/jsx-runtime', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' }],
    exposes: exposes.map((name) => ({
      name,
      path: `./${name}`,
      assets: { js: { sync: ['static/js/async/page.0123.js'], async: ['static/js/async/lazy.4567.js'] }, css: { sync: [], async: [] } },
    })),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const ROOMY = { firstLoad: 100_000, whole: 100_000 };
const gate = (options: FakeRemote = {}, contract = liveContract(), budget = ROOMY): GateResult =>
  checkRemoteAgainstShell(member, fakeRemoteBuild(options), contract, budget);

describe('the shell contract', () => {
  test('lists the modules the shell loads per remote, from the typed contract, and the singletons it provides', () => {
    const contract = liveContract();
    expect(contract.remotes.remote_member).toEqual({ modules: { 'dashboard-page': 1 } });
    expect(Object.keys(contract.remotes.remote_public?.modules ?? {})).toContain('legal-page');
    expect(contract.singletons.react).toEqual({ version: '19.3.1', requiredVersion: '^19.0.0' });
  });
});

describe('checkRemoteAgainstShell', () => {
  test('passes a good remote and measures its JavaScript', () => {
    const result = gate();
    expect(result.refusals).toEqual([]);
    expect(result.js.firstLoad).toBeGreaterThan(200);
    expect(result.js.firstLoadOf).toBe('dashboard-page');
    expect(result.js.whole).toBeGreaterThan(result.js.firstLoad);
  });

  test('(a) refuses a build that does not expose a module the shell loads', () => {
    expect(gate({ exposes: ['profile-page'] }).refusals).toEqual([
      'module: the shell loads remote_member/dashboard-page, which this build does not expose',
    ]);
  });

  test('(a) refuses a build of another contract version of a module', () => {
    expect(gate({ clubContract: { 'dashboard-page': 2 } }).refusals).toEqual([
      'module: the shell expects remote_member/dashboard-page at contract version 1; this build implements version 2',
    ]);
    expect(gate({ clubContract: {} }).refusals).toEqual([
      'module: the shell expects remote_member/dashboard-page at contract version 1; this build implements no recorded version',
    ]);
  });

  test('(b) refuses a singleton the shell provides in a version the remote does not accept', () => {
    const refusals = gate({
      versions: { ...SHELL_BUILD.versions, react: '18.3.1' },
      requires: { ...SHELL_BUILD.requires, react: '^18.0.0' },
    }).refusals;
    expect(refusals).toEqual([
      'singleton: remote_member requires react ^18.0.0; the shell provides react 19.3.1',
      'singleton: remote_member was built against react 18.3.1; the shell provides react 19.3.1 and accepts ^19.0.0',
    ]);
  });

  test('(b) refuses a remote whose own version the shell does not accept, and a singleton the shell lacks', () => {
    const contract = liveContract();
    contract.singletons.jotai = { version: '3.4.0', requiredVersion: '^3.4.0' };
    expect(gate({ shared: [{ name: 'zustand', version: '5.0.0', singleton: true, requiredVersion: '^5.0.0' }] }, contract).refusals).toEqual([
      'singleton: remote_member was built against jotai 3.0.1; the shell provides jotai 3.4.0 and accepts ^3.4.0',
      'singleton: remote_member shares zustand as a singleton; the shell provides no zustand',
    ]);
  });

  test('(c) refuses a first load over its budget, with the figures', () => {
    const result = gate({ chunkBytes: 4000 }, liveContract(), { firstLoad: 2048, whole: 100_000 });
    expect(result.js.firstLoad).toBeGreaterThan(2048);
    expect(result.refusals).toEqual([expect.stringMatching(
      /^budget: remote-member's first load \(its entry and dashboard-page's first chunks\) sends \d+\.\d KiB of JavaScript gzip; its first-load budget is 2\.0 KiB \(\d+\.\d KiB over; budgets in scripts\/lib\/budgets\.ts\)$/,
    )]);
    expect(gate({ chunkBytes: 4000 }, liveContract(), ROOMY).refusals).toEqual([]);
  });

  test('(c) counts a lazy chunk in the whole remote only', () => {
    const result = gate({ lazyBytes: 4000 }, liveContract(), { firstLoad: 2048, whole: 3072 });
    expect(result.js.firstLoad).toBeLessThan(2048);
    expect(result.refusals).toEqual([expect.stringMatching(
      /^budget: remote-member sends \d+\.\d KiB of JavaScript gzip in all; its whole budget is 3\.0 KiB \(\d+\.\d KiB over; budgets in scripts\/lib\/budgets\.ts\)$/,
    )]);
  });
});

describe('the live shell', () => {
  let server: Server;
  let served: unknown;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/shell-contract.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A URL nothing listens on. */
  async function deadUrl(): Promise<string> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return `http://127.0.0.1:${port}`;
  }

  function checkoutShell(contract: ShellContract): string {
    const dir = join(site.root, 'shell-dist');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'shell-contract.json'), JSON.stringify(contract));
    return dir;
  }

  test('its contract is fetched over HTTP from the running site', async () => {
    const live = liveContract();
    live.remotes.remote_member = { modules: { 'dashboard-page': 3 } };
    served = live;
    const logs: string[] = [];
    const resolved = await resolveShellContract({ siteUrl: url, shellDist: checkoutShell(liveContract()), log: (l) => logs.push(l) });
    expect(resolved.from).toBe(`the live shell at ${url}`);
    expect(resolved.contract.remotes.remote_member).toEqual({ modules: { 'dashboard-page': 3 } });
    expect(logs).toEqual([]);
  });

  test('a live site that serves no contract is not trusted: the checkout\'s is used, loudly', async () => {
    served = { schema: 2 };
    const logs: string[] = [];
    const resolved = await resolveShellContract({ siteUrl: url, shellDist: checkoutShell(liveContract()), log: (l) => logs.push(l) });
    expect(resolved.from).toMatch(/checkout's shell \(NOT the live one\)/);
    expect(logs.join('\n')).toMatch(/is not a shell contract/);
  });

  test('when the live site is down, the checkout\'s shell is checked against, loudly; --strict refuses', async () => {
    const down = await deadUrl();
    const logs: string[] = [];
    const resolved = await resolveShellContract({ siteUrl: down, shellDist: checkoutShell(liveContract()), log: (l) => logs.push(l) });
    expect(resolved.from).toBe('the checkout\'s shell (NOT the live one)');
    expect(resolved.contract.remotes.remote_member).toEqual({ modules: { 'dashboard-page': 1 } });
    expect(logs.join('\n')).toMatch(/WARNING: the live shell's contract is unavailable: .*could not be reached/);
    expect(logs.join('\n')).toMatch(/checking against the CHECKOUT's shell/);
    await expect(resolveShellContract({ siteUrl: down, strict: true, shellDist: checkoutShell(liveContract()), log: () => {} }))
      .rejects.toThrow(/the live shell's contract is needed \(--strict\): .*could not be reached/);
  });

  test('a refused build publishes nothing: the CDN folder is untouched', async () => {
    const live = liveContract();
    live.remotes.remote_member = { modules: { 'dashboard-page': 2 } };
    served = live;
    const publish = () => gateThenPublish({
      remote: member, version: '0.9.0', fromDir: fakeRemoteBuild(), root: site.cdn,
      contractSource: { siteUrl: url, strict: true }, budget: ROOMY, log: () => {},
    });
    const error = await publish().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractGateError);
    expect((error as Error).message).toMatch(
      /^remote-member 0\.9\.0 not published: the contract gate refused it:\n {2}- module: the shell expects remote_member\/dashboard-page at contract version 2/,
    );
    expect(readdirSync(site.cdn)).toEqual([]);

    served = liveContract();
    const { path } = await publish();
    expect(path).toBe(join(site.cdn, 'remote-member', '0.9.0'));
    expect(existsSync(join(path, 'mf-manifest.json'))).toBe(true);
  });
});
