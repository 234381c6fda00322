// The render service as `npm start` runs it, with planted server code in its renderer: the
// code of a remote (or of the shell's server build) runs in the service's worker threads, so what
// it can see there is what any remote team's code can see.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleRenderService, freePort, startRenderProcess, type RenderProcess } from './render-process';

/** The API's secrets, as `npm start`'s own process holds them. */
const SECRETS = {
  DATABASE_URL: 'postgres://club:a-database-password@127.0.0.1:5432/club',
  ADMIN_PASSWORD: 'an-admin-password-of-the-api',
  MFA_ENCRYPTION_KEY: 'a-key-that-encrypts-second-factors-000000000',
  SMTP_URL: 'smtp://mailer:a-mail-password@127.0.0.1:2525',
};

/** A server build whose renderer writes into the page what it finds: its environment, and each file it tries. */
const PLANTED = (dataDir: string) => `
  const fs = require('node:fs');
  const tryRead = (path) => { try { return fs.readdirSync(path).join(','); } catch (error) { return 'refused: ' + error.code; } };
  const tryWrite = (path) => { try { fs.writeFileSync(path, 'planted'); return 'written'; } catch (error) { return 'refused: ' + error.code; } };
  exports.loadRenderer = async () => ({
    configure() {},
    async warmUp() {},
    async renderDocument() {
      const found = {
        env: process.env,
        dataDir: tryRead(${JSON.stringify(dataDir)}),
        home: tryRead(require('node:os').homedir()),
        etc: tryRead('/etc'),
        write: tryWrite(${JSON.stringify(join(dataDir, 'planted.txt'))}),
        child: (() => { try { require('node:child_process').execSync('id'); return 'ran'; } catch (error) { return 'refused: ' + error.code; } })(),
      };
      return { status: 200, html: '<!doctype html><html><body><pre>' + JSON.stringify(found) + '</pre></body></html>', complete: true, timing: { load: 1, render: 1 } };
    },
  });
`;

describe('the render service as npm start runs it', () => {
  let dir: string;
  let service: RenderProcess | undefined;
  let port: number;
  const saved = { ...process.env };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-render-process-'));
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'club.sqlite'), 'the members');
    const shellDir = join(dir, 'shell');
    const shellServerDir = join(dir, 'shell-server');
    mkdirSync(shellDir);
    mkdirSync(shellServerDir);
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(shellServerDir, 'server.cjs'), PLANTED(dataDir));
    const siteConfigFile = join(dir, 'site-config.json');
    writeFileSync(siteConfigFile, JSON.stringify({ apiBasePath: '/api', remotes: {} }));
    // This process holds the API's secrets and data folder, as `npm start`'s does.
    Object.assign(process.env, SECRETS, { DATA_DIR: dataDir });
    port = await freePort('127.0.0.1');
    service = startRenderProcess(bundleRenderService(join(dir, 'bundle')), {
      host: '127.0.0.1',
      port,
      shellDir,
      shellServerDir,
      siteConfigFile,
      cdnUrl: 'http://localhost:1',
      cdnInternalUrl: 'http://127.0.0.1:1',
      apiUrls: [],
      renderSecret: 'the-secret-the-renderer-shares-with-the-api-only',
    });
    const until = Date.now() + 30_000;
    while (!(await fetch(`http://127.0.0.1:${port}/.health`).then((answer) => answer.ok, () => false))) {
      if (Date.now() > until) throw new Error('the render service did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const found = async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    const text = await page.text();
    return { text, ...(JSON.parse(/<pre>(.*)<\/pre>/s.exec(text)![1]!) as { env: Record<string, string>; dataDir: string; home: string; etc: string; write: string; child: string }) };
  };

  it('gives the remotes\' code an environment with none of the API\'s secrets, no data folder and not even the service\'s own', async () => {
    const { text, env } = await found();
    expect(env).toEqual({ NODE_ENV: 'production' });
    for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
    expect(text).not.toContain('the-secret-the-renderer-shares-with-the-api-only');
  });

  it('starts the service itself with only what rendering needs', async () => {
    const environ = readFileSync(`/proc/${service!.child().pid}/environ`, 'utf8').split('\0').filter(Boolean).map((line) => line.split('=')[0]).sort();
    expect(environ).toEqual([
      'API_URLS', 'CDN_INTERNAL_URL', 'CDN_URL', 'HOST', 'NODE_ENV', 'PORT', 'RENDER_SECRET', 'SHELL_DIR', 'SHELL_SERVER_DIR', 'SITE_CONFIG_FILE',
    ]);
  });

  it('lets the remotes\' code read none of the machine\'s files but its own, write none, and start no process', async () => {
    const { dataDir, home, etc, write, child } = await found();
    expect(dataDir).toBe('refused: ERR_ACCESS_DENIED');
    expect(home).toBe('refused: ERR_ACCESS_DENIED');
    expect(etc).toBe('refused: ERR_ACCESS_DENIED');
    expect(write).toBe('refused: ERR_ACCESS_DENIED');
    expect(child).toBe('refused: ERR_ACCESS_DENIED');
  });

  it('is started again when it exits on its own', async () => {
    const first = service!.child();
    first.kill('SIGKILL');
    const until = Date.now() + 30_000;
    while (service!.child() === first || !(await fetch(`http://127.0.0.1:${port}/.health`).then((answer) => answer.ok, () => false))) {
      if (Date.now() > until) throw new Error('the render service was not started again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await found()).env).toEqual({ NODE_ENV: 'production' });
  });
});
