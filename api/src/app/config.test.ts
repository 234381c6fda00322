import path from 'node:path';
import { ConfigError, DEFAULT_CLUB_EMAIL, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.cdnPort).toBe(3001);
    expect(config.dataDir).toBe(path.resolve(process.cwd(), '.data'));
    expect(config.database).toEqual({ engine: 'sqlite', file: path.join(config.dataDir, 'club.sqlite') });
    expect(config.mail).toEqual({ transport: 'outbox' });
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.admin).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.demoPassword).toBeNull();
    expect(config.clubEmail).toBe(DEFAULT_CLUB_EMAIL);
    expect(config.shellDir).toBeNull();
    expect(config.siteConfigFile).toBeNull();
    expect(config.cdnOrigins).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
    expect(config.trustProxy).toBe(false);
    expect(config.loginRateLimit).toBe(20);
    expect(config.jsonBodyLimit).toBe(100 * 1024);
    expect(config.departureGraceDays).toBe(30);
    expect(config.canary).toEqual({ minLoads: 20, maxErrorPoints: 5, checkMs: 10_000 });
    expect(config.storage).toEqual({ url: 'http://localhost:3000', anonKey: 'local-anon-key', local: true });
    expect(config.mailDelivery).toEqual({ pollMs: 1000, giveUpMs: 24 * 60 * 60 * 1000 });
    expect(config.metricsPort).toBeNull();
    expect(config.mfa).toEqual({
      admin: 'required',
      adminTotpSecret: null,
      encryptionKey: null,
      rpId: 'localhost',
      rpName: 'The Chicago Supper Society',
      origin: 'http://localhost:3000',
    });
  });

  it('reads the second-factor settings: ADMIN_MFA, ADMIN_TOTP_SECRET, MFA_ENCRYPTION_KEY; the passkey RP from SITE_URL', () => {
    const key = Buffer.alloc(32, 1);
    const config = loadConfig({
      SITE_URL: 'https://club.example.com:8443/members/',
      ADMIN_MFA: ' OFF ',
      ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp',
      MFA_ENCRYPTION_KEY: key.toString('base64'),
      BRAND_NAME: 'Supper Club',
    });
    expect(config.mfa).toEqual({
      admin: 'off',
      adminTotpSecret: 'JBSWY3DPEHPK3PXP',
      encryptionKey: key,
      rpId: 'club.example.com',
      rpName: 'Supper Club',
      origin: 'https://club.example.com:8443',
    });
  });

  it('refuses an unknown ADMIN_MFA, a short or non-base32 ADMIN_TOTP_SECRET and a key that is not 32 bytes', () => {
    expect(() => loadConfig({ ADMIN_MFA: 'optional' })).toThrow(/ADMIN_MFA: must be 'required' or 'off'/);
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PX' })).toThrow(/ADMIN_TOTP_SECRET: must be a base32 secret/);
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PX1' })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(() => loadConfig({ MFA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/MFA_ENCRYPTION_KEY: must be 32 random bytes/);
  });

  it('reads RENDER_SECRET (none by default: no request is answered as the render service), refusing a short one', () => {
    expect(loadConfig({}).renderSecret).toBeNull();
    expect(loadConfig({ RENDER_SECRET: ' ' }).renderSecret).toBeNull();
    const secret = 'f'.repeat(64);
    expect(loadConfig({ RENDER_SECRET: secret }).renderSecret).toBe(secret);
    expect(() => loadConfig({ RENDER_SECRET: 'short-secret' })).toThrow(/RENDER_SECRET: must be 32 to 256 printable characters/);
    expect(() => loadConfig({ RENDER_SECRET: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toThrow(/RENDER_SECRET/);
  });

  it('points the storage at the site origin by default (the local stand-in)', () => {
    expect(loadConfig({ SITE_URL: 'https://club.example.com/members/' }).storage).toEqual({
      url: 'https://club.example.com',
      anonKey: 'local-anon-key',
      local: true,
    });
    expect(loadConfig({ PORT: '4000', STORAGE_URL: 'http://localhost:4000/' }).storage.local).toBe(true);
  });

  it('reads STORAGE_URL and STORAGE_ANON_KEY: another origin is a hosted project, not local', () => {
    const config = loadConfig({ STORAGE_URL: ' https://abcdefgh.supabase.co/ ', STORAGE_ANON_KEY: 'eyJhbGciOi.public.key' });
    expect(config.storage).toEqual({ url: 'https://abcdefgh.supabase.co', anonKey: 'eyJhbGciOi.public.key', local: false });
    // Same host, another port: another origin.
    expect(loadConfig({ STORAGE_URL: 'http://localhost:54321' }).storage.local).toBe(false);
  });

  it('derives the defaults that depend on PORT and CDN_PORT', () => {
    const config = loadConfig({ PORT: '4000', CDN_PORT: '4001' });
    expect(config.siteUrl).toBe('http://localhost:4000');
    expect(config.cdnOrigins).toEqual(['http://localhost:4001', 'http://127.0.0.1:4001']);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/club',
      DATABASE_URL: 'postgres://club@db:5432/club',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      SITE_URL: 'https://club.example.com/',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'correct horse battery',
      SEED_DEMO: '0',
      DEMO_PASSWORD: 'demo-pass-1',
      CLUB_EMAIL: 'hello@club.example.com',
      SHELL_DIR: '/srv/shell',
      SITE_CONFIG_FILE: '/srv/config.json',
      CDN_ORIGINS: 'https://cdn.example.com, https://cdn2.example.com/',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '5',
      MAIL_POLL_MS: '250',
      MAIL_GIVE_UP_HOURS: '1.5',
      METRICS_PORT: '9464',
      DEPARTURE_GRACE_DAYS: '7',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/club',
      database: { engine: 'postgres', url: 'postgres://club@db:5432/club' },
      mail: { transport: 'smtp', smtpUrl: 'smtps://user:pass@smtp.example.com' },
      siteUrl: 'https://club.example.com',
      siteOrigin: 'https://club.example.com',
      secureCookies: true,
      admin: { email: 'boss@example.com', password: 'correct horse battery' },
      seedDemo: false,
      demoPassword: 'demo-pass-1',
      clubEmail: 'hello@club.example.com',
      shellDir: '/srv/shell',
      siteConfigFile: '/srv/config.json',
      cdnOrigins: ['https://cdn.example.com', 'https://cdn2.example.com'],
      trustProxy: true,
      loginRateLimit: 5,
      mailDelivery: { pollMs: 250, giveUpMs: 90 * 60 * 1000 },
      metricsPort: 9464,
      departureGraceDays: 7,
    });
    expect(config.allowedOrigins).toEqual([
      'https://club.example.com',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ CDN_PORT: '-1' }, 'CDN_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ SITE_URL: 'ftp://club' }, 'SITE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT'],
    [{ DEPARTURE_GRACE_DAYS: '-1' }, 'DEPARTURE_GRACE_DAYS'],
    [{ DEPARTURE_GRACE_DAYS: '2.5' }, 'DEPARTURE_GRACE_DAYS'],
    [{ DEPARTURE_GRACE_DAYS: '4000' }, 'DEPARTURE_GRACE_DAYS'],
    [{ CDN_ORIGINS: 'not a url' }, 'CDN_ORIGINS'],
    [{ STORAGE_URL: 'ftp://files.example.com' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 'https://abc.supabase.co/?x=1' }, 'STORAGE_URL'],
    [{ STORAGE_ANON_KEY: 'has a space' }, 'STORAGE_ANON_KEY'],
    [{ MAIL_POLL_MS: '1s' }, 'MAIL_POLL_MS'],
    [{ MAIL_POLL_MS: '5' }, 'MAIL_POLL_MS'],
    [{ MAIL_GIVE_UP_HOURS: '0' }, 'MAIL_GIVE_UP_HOURS'],
    [{ MAIL_GIVE_UP_HOURS: 'forever' }, 'MAIL_GIVE_UP_HOURS'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT'],
    [{ CANARY_MIN_LOADS: '0' }, 'CANARY_MIN_LOADS'],
    [{ CANARY_MIN_LOADS: 'many' }, 'CANARY_MIN_LOADS'],
    [{ CANARY_MAX_ERROR_POINTS: '0' }, 'CANARY_MAX_ERROR_POINTS'],
    [{ CANARY_MAX_ERROR_POINTS: '101' }, 'CANARY_MAX_ERROR_POINTS'],
    [{ CANARY_CHECK_MS: '1' }, 'CANARY_CHECK_MS'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  it('reads the canary thresholds: CANARY_MIN_LOADS, CANARY_MAX_ERROR_POINTS, CANARY_CHECK_MS', () => {
    expect(loadConfig({ CANARY_MIN_LOADS: '50', CANARY_MAX_ERROR_POINTS: '2.5', CANARY_CHECK_MS: '500' }).canary)
      .toEqual({ minLoads: 50, maxErrorPoints: 2.5, checkMs: 500 });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SEED_DEMO: '', ADMIN_EMAIL: '' });
    expect(config.port).toBe(3000);
    expect(config.database.engine).toBe('sqlite');
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeNull();
  });
});
