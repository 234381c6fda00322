/**
 * The contract gate of `npm run ship`: before a remote is published, its build is checked
 * against the shell that is live (its `/shell-contract.json`), not only the one in the checkout:
 *
 * (a) every module the shell loads from this remote is exposed by the build, with the contract
 *     version the shell expects;
 * (b) every shared singleton the remote declares is provided by the shell, in a version the
 *     remote accepts, and the remote's own version is one the shell accepts;
 * (c) the remote's JavaScript, gzip, is within its two budgets (scripts/lib/budgets.ts): the
 *     first load (the remote entry and an exposed module's first chunks, for the heaviest module)
 *     and the whole remote (the entry and every chunk its exposed modules list).
 *
 * When the live site cannot be reached, the gate checks against the checkout's built shell and
 * says so, or, with `--strict`, refuses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { satisfy } from '@module-federation/enhanced/runtime';
import { breakingPart } from 'shared/semver';
import { parseShellContract, SHELL_CONTRACT_FILE, type ShellContract } from '../../shell/src/federation/shell-contract';
import { ROOT, shownPath, type RemoteApp } from './apps';
import { JS_GZIP_BUDGETS, type JsBudget } from './budgets';
import { publishImmutable, type PublishOptions } from './publish';

export class ContractGateError extends Error {
  constructor(remote: RemoteApp, version: string, readonly refusals: string[]) {
    super(`${remote.dir} ${version} not published: the contract gate refused it:\n${refusals.map((r) => `  - ${r}`).join('\n')}`);
    this.name = 'ContractGateError';
  }
}

export interface GateResult {
  /** Why the build may not be published, one sentence per finding (empty: it may). */
  refusals: string[];
  /** The remote's JavaScript, bytes gzip (check c). */
  js: JsFigures;
}

/** A remote's JavaScript as the budgets count it, bytes gzip. */
export interface JsFigures {
  /** The remote entry plus the heaviest exposed module's first (sync) chunks. */
  firstLoad: number;
  /** The exposed module that heaviest first load is for. */
  firstLoadOf: string | null;
  /** The entry and every listed chunk, each counted once. */
  whole: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const packageOf = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Check (a): the modules the shell loads from this remote, exposed with the expected contract version. */
function checkModules(remote: RemoteApp, manifest: Record<string, unknown>, contract: ShellContract): string[] {
  const wanted = contract.remotes[remote.name]?.modules ?? {};
  const exposed = new Set(
    (Array.isArray(manifest.exposes) ? manifest.exposes : [])
      .flatMap((e) => (isRecord(e) && typeof e.name === 'string' ? [e.name.replace(/^\.\//, '')] : [])),
  );
  const metaData = isRecord(manifest.metaData) ? manifest.metaData : {};
  const built = isRecord(metaData.clubContract) ? metaData.clubContract : {};
  const refusals: string[] = [];
  for (const [name, version] of Object.entries(wanted)) {
    if (!exposed.has(name)) {
      refusals.push(`module: the shell loads ${remote.name}/${name}, which this build does not expose`);
    } else if (built[name] !== version) {
      refusals.push(`module: the shell expects ${remote.name}/${name} at contract version ${version}; `
        + `this build implements ${typeof built[name] === 'number' ? `version ${built[name]}` : 'no recorded version'}`);
    }
  }
  return refusals;
}

/** What the remote's manifest says about each shared singleton package: versions and ranges. */
function singletonsOf(manifest: Record<string, unknown>): Map<string, { versions: Set<string>; requires: Set<string> }> {
  const found = new Map<string, { versions: Set<string>; requires: Set<string> }>();
  const entry = (pkg: string) => {
    const record = found.get(pkg) ?? { versions: new Set<string>(), requires: new Set<string>() };
    found.set(pkg, record);
    return record;
  };
  const metaData = isRecord(manifest.metaData) ? manifest.metaData : {};
  const clubBuild = isRecord(metaData.clubBuild) ? metaData.clubBuild : {};
  for (const [pkg, version] of Object.entries(isRecord(clubBuild.versions) ? clubBuild.versions : {})) {
    if (typeof version === 'string') entry(pkg).versions.add(version);
  }
  for (const [pkg, range] of Object.entries(isRecord(clubBuild.requires) ? clubBuild.requires : {})) {
    if (typeof range === 'string') entry(pkg).requires.add(range);
  }
  for (const shared of Array.isArray(manifest.shared) ? manifest.shared : []) {
    if (!isRecord(shared) || typeof shared.name !== 'string' || shared.singleton === false) continue;
    const record = entry(packageOf(shared.name));
    if (typeof shared.version === 'string') record.versions.add(shared.version);
    if (typeof shared.requiredVersion === 'string') record.requires.add(shared.requiredVersion);
  }
  return found;
}

/**
 * Check (b), with the federation runtime's own range rules (`satisfy`, as the shell's run-time
 * check applies them) and semver's breaking part (shared/semver).
 */
function checkSingletons(remote: RemoteApp, manifest: Record<string, unknown>, contract: ShellContract): string[] {
  const refusals: string[] = [];
  for (const [pkg, { versions, requires }] of singletonsOf(manifest)) {
    const shell = contract.singletons[pkg];
    if (!shell) {
      refusals.push(`singleton: ${remote.name} shares ${pkg} as a singleton; the shell provides no ${pkg}`);
      continue;
    }
    for (const range of requires) {
      if (!satisfy(shell.version, range)) {
        refusals.push(`singleton: ${remote.name} requires ${pkg} ${range}; the shell provides ${pkg} ${shell.version}`);
      }
    }
    for (const version of versions) {
      const sameBreakingPart = breakingPart(version) !== null && breakingPart(version) === breakingPart(shell.version);
      if (!sameBreakingPart || (shell.requiredVersion !== undefined && !satisfy(version, shell.requiredVersion))) {
        refusals.push(`singleton: ${remote.name} was built against ${pkg} ${version}; the shell provides ${pkg} ${shell.version}`
          + (shell.requiredVersion ? ` and accepts ${shell.requiredVersion}` : ''));
      }
    }
  }
  return refusals;
}

/** The JavaScript files of a remote's manifest: its entry, and each exposed module's first and later chunks. */
export function remoteJsFiles(manifest: Record<string, unknown>): { entry: string[]; exposes: Array<{ name: string; sync: string[]; async: string[] }> } {
  const metaData = isRecord(manifest.metaData) ? manifest.metaData : {};
  const entry = isRecord(metaData.remoteEntry) ? metaData.remoteEntry : {};
  const entryFile = typeof entry.name === 'string' ? [[entry.path, entry.name].filter((p) => typeof p === 'string' && p !== '').join('/')] : [];
  const exposes = (Array.isArray(manifest.exposes) ? manifest.exposes : []).filter(isRecord).map((expose) => {
    const js = isRecord(expose.assets) && isRecord(expose.assets.js) ? expose.assets.js : {};
    return { name: typeof expose.name === 'string' ? expose.name : '?', sync: strings(js.sync), async: strings(js.async) };
  });
  return { entry: entryFile, exposes };
}

/** Check (c): the listed JavaScript, gzip, against the first-load and the whole budget. */
function checkBudget(remote: RemoteApp, distDir: string, manifest: Record<string, unknown>, budget: JsBudget): { refusals: string[]; js: JsFigures } {
  const refusals: string[] = [];
  const sizes = new Map<string, number>();
  const sizeOf = (file: string): number => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const path = normalize(join(distDir, file));
    let bytes = 0;
    if (!path.startsWith(normalize(distDir) + sep) || !existsSync(path)) {
      refusals.push(`budget: the manifest lists ${file}, which the build does not hold`);
    } else {
      bytes = gzipSync(readFileSync(path), { level: 9 }).length;
    }
    sizes.set(file, bytes);
    return bytes;
  };
  const { entry, exposes } = remoteJsFiles(manifest);
  const entryBytes = entry.reduce((sum, file) => sum + sizeOf(file), 0);
  const js: JsFigures = { firstLoad: entryBytes, firstLoadOf: null, whole: 0 };
  for (const expose of exposes) {
    const first = entryBytes + [...new Set(expose.sync)].reduce((sum, file) => sum + sizeOf(file), 0);
    if (js.firstLoadOf === null || first > js.firstLoad) Object.assign(js, { firstLoad: first, firstLoadOf: expose.name });
    for (const file of expose.async) sizeOf(file);
  }
  js.whole = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (js.firstLoad > budget.firstLoad) {
    refusals.push(`budget: ${remote.dir}'s first load (its entry and ${js.firstLoadOf ?? 'no module'}'s first chunks) sends `
      + `${kib(js.firstLoad)} of JavaScript gzip; its first-load budget is ${kib(budget.firstLoad)} `
      + `(${kib(js.firstLoad - budget.firstLoad)} over; budgets in scripts/lib/budgets.ts)`);
  }
  if (js.whole > budget.whole) {
    refusals.push(`budget: ${remote.dir} sends ${kib(js.whole)} of JavaScript gzip in all; its whole budget is ${kib(budget.whole)} `
      + `(${kib(js.whole - budget.whole)} over; budgets in scripts/lib/budgets.ts)`);
  }
  return { refusals, js };
}

/** The three checks of a remote's build (`distDir`, holding mf-manifest.json) against a shell contract. */
export function checkRemoteAgainstShell(remote: RemoteApp, distDir: string, contract: ShellContract, budget: JsBudget): GateResult {
  const manifestFile = join(distDir, 'mf-manifest.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    manifest = undefined;
  }
  if (!isRecord(manifest)) {
    return { refusals: [`manifest: ${shownPath(manifestFile)} is missing or not JSON`], js: { firstLoad: 0, firstLoadOf: null, whole: 0 } };
  }
  const sizes = checkBudget(remote, distDir, manifest, budget);
  return {
    refusals: [...checkModules(remote, manifest, contract), ...checkSingletons(remote, manifest, contract), ...sizes.refusals],
    js: sizes.js,
  };
}

/** The live shell's contract, over HTTP; throws saying why it could not be had. */
export async function fetchShellContract(siteUrl: string, timeoutMs = 5000): Promise<ShellContract> {
  const url = `${siteUrl.replace(/\/+$/, '')}/${SHELL_CONTRACT_FILE}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`${url} could not be reached (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const contract = parseShellContract(await response.json().catch(() => null));
  if (!contract) throw new Error(`${url} is not a shell contract`);
  return contract;
}

/** The contract of the shell built in the checkout (shell/dist/shell-contract.json). */
export function checkoutShellContract(shellDist = join(ROOT, 'shell', 'dist')): ShellContract {
  const file = join(shellDist, SHELL_CONTRACT_FILE);
  if (!existsSync(file)) throw new Error(`${shownPath(file)} is missing: build the shell (npm run build)`);
  const contract = parseShellContract(JSON.parse(readFileSync(file, 'utf8')));
  if (!contract) throw new Error(`${shownPath(file)} is not a shell contract`);
  return contract;
}

export interface ShellContractSource {
  /** The running site (SITE_URL, or `--live <url>`). */
  siteUrl: string;
  /** Refuse when the live site cannot be reached, instead of checking against the checkout's shell. */
  strict?: boolean;
  shellDist?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** The live shell's contract; the checkout's when the live site is down (loudly), unless strict. */
export async function resolveShellContract({ siteUrl, strict = false, shellDist, timeoutMs, log = console.warn }: ShellContractSource): Promise<{ contract: ShellContract; from: string }> {
  try {
    return { contract: await fetchShellContract(siteUrl, timeoutMs), from: `the live shell at ${siteUrl}` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (strict) throw new Error(`the live shell's contract is needed (--strict): ${why}`);
    log(`[ship] WARNING: the live shell's contract is unavailable: ${why}`);
    log('[ship] WARNING: checking against the CHECKOUT\'s shell instead, which may not be the one live (--strict refuses instead)');
    return { contract: checkoutShellContract(shellDist), from: 'the checkout\'s shell (NOT the live one)' };
  }
}

export interface GatedPublishOptions extends Omit<PublishOptions, 'remoteDir'> {
  remote: RemoteApp;
  contractSource: ShellContractSource;
  /** Defaults to the remote's entry in JS_GZIP_BUDGETS. */
  budget?: JsBudget;
  log?: (line: string) => void;
}

/**
 * Runs the gate on the build in `fromDir`, then publishes it; a refused build publishes nothing
 * (throws ContractGateError).
 */
export async function gateThenPublish({ remote, contractSource, budget = JS_GZIP_BUDGETS[remote.dir], log = console.log, ...publish }: GatedPublishOptions): Promise<{ path: string; gate: GateResult }> {
  const started = performance.now();
  const { contract, from } = await resolveShellContract({ log: console.warn, ...contractSource });
  const gate = checkRemoteAgainstShell(remote, publish.fromDir, contract, budget);
  log(`[ship] contract gate, against ${from}: JavaScript gzip, first load ${kib(gate.js.firstLoad)} of ${kib(budget.firstLoad)}`
    + ` (${gate.js.firstLoadOf ?? 'no module'}), whole ${kib(gate.js.whole)} of ${kib(budget.whole)}; `
    + `${gate.refusals.length ? `${gate.refusals.length} refusal(s)` : 'modules and singletons agree'} `
    + `(${((performance.now() - started) / 1000).toFixed(2)} s)`);
  if (gate.refusals.length) throw new ContractGateError(remote, publish.version, gate.refusals);
  return { path: publishImmutable({ remoteDir: remote.dir, ...publish }), gate };
}
