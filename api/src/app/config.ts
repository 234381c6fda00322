// Run-time configuration of the API, read once from environment variables and validated with zod.
// A bad value stops the start with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';

export type DatabaseConfig =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string };

export type MailConfig = { transport: 'outbox' } | { transport: 'smtp'; smtpUrl: string };

/** How the mail outbox's worker delivers (core/mail/mail-outbox-worker.ts). */
export interface MailDeliveryConfig {
  /** How often each instance looks for due mails. */
  pollMs: number;
  /** A mail still failing this long after it was written is given up. */
  giveUpMs: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  cdnPort: number;
  dataDir: string;
  database: DatabaseConfig;
  mail: MailConfig;
  mailDelivery: MailDeliveryConfig;
  /** Port of the Prometheus metrics (on HOST, apart from the site); null: no metrics served. */
  metricsPort: number | null;
  /** Public URL of the site, e.g. `https://club.example.com` (no trailing slash). */
  siteUrl: string;
  /** Origin of `siteUrl`. */
  siteOrigin: string;
  /** Cookies get `Secure` when the site is served over https. */
  secureCookies: boolean;
  /** Origins accepted on state-changing /api requests. */
  allowedOrigins: string[];
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  /** Password of the demo members; null means a random one, printed once. */
  demoPassword: string | null;
  clubEmail: string;
  shellDir: string | null;
  /**
   * The render service (shell/server/render-service.ts), a process of its own that holds none of
   * the API's secrets: with it and SHELL_DIR, each page is asked of it for the request's browser;
   * without it, or when it does not answer in time, pages are the plain index.html, rendered in
   * the browser.
   */
  renderUrl: string | null;
  /**
   * Pages answer `?scriptless` with their scriptless copy (the same HTML, no script), the yardstick
   * of bench/lighthouse.ts --compare. Off unless SCRIPTLESS_COPIES=1.
   */
  scriptlessCopies: boolean;
  /** Where this process fetches the remotes (their manifests) when the public CDN URL is not reachable from here. */
  cdnRewrite: { publicUrl: string; internalUrl: string } | null;
  siteConfigFile: string | null;
  cdnOrigins: string[];
  /** Origins the page may frame: the calendar and map embeds of the run-time config. */
  embedOrigins: string[];
  trustProxy: boolean;
  /** Max login attempts per client per 15 minutes. */
  loginRateLimit: number;
  /** Membership applications per client per hour (APPLICATION_RATE_LIMIT). */
  applicationRateLimit: number;
  /** Max field telemetry reports per client per minute. */
  telemetryRateLimit: number;
  /** Body limit of JSON requests, in bytes. */
  jsonBodyLimit: number;
  /** Days between a member's leaving and the erasure of their personal data. */
  departureGraceDays: number;
  /** Days a rejected applicant's data is kept after the decision (REJECTED_APPLICATION_RETENTION_DAYS). */
  rejectedApplicationRetentionDays: number;
  storage: StorageConfig;
  /** Second factors and passkeys (core/auth, features/auth). */
  mfa: MfaConfig;
  /**
   * The secret a render service of its own holds (RENDER_SECRET): only a request carrying it in
   * `x-club-ask-viewer` is answered the role and user of its session, and the configs fingerprint.
   * Null: nobody is.
   */
  renderSecret: string | null;
  /** The automatic rollback of canaries (features/releases). */
  canary: CanaryConfig;
}

export interface CanaryConfig {
  /** Canary page loads needed before its error rate is judged. */
  minLoads: number;
  /** Percentage points of error rate above the stable version's that roll a canary back. */
  maxErrorPoints: number;
  /** How often each instance looks at the running canaries. */
  checkMs: number;
}

export interface MfaConfig {
  /**
   * 'required': an administrator without a second factor (TOTP or a passkey) signs in with a
   * password, enrols one, and reaches no admin route until then. 'off': a password alone lets an
   * administrator in (local development and test suites). Either way, a user who has a second
   * factor is asked for it.
   */
  admin: 'required' | 'off';
  /** Base32 TOTP secret the start-up admin gets, enabled (automated tests); null: none. */
  adminTotpSecret: string | null;
  /** 32-byte key sealing TOTP secrets at rest (AES-256-GCM); null: stored as they are. */
  encryptionKey: Buffer | null;
  /** WebAuthn relying party: the host name of SITE_URL. */
  rpId: string;
  /** The name authenticators show for this site. */
  rpName: string;
  /** The one origin passkey ceremonies may come from: SITE_URL's. */
  origin: string;
}

/**
 * The Supabase Storage the avatars go to (the member page uploads them with supabase-js): a real
 * project, or this API's stand-in when STORAGE_URL is on the site's own origin.
 */
export interface StorageConfig {
  /** Base URL the browser's supabase-js client is created with (no trailing slash). */
  url: string;
  /** The public (anon) key the client sends; the stand-in accepts only this one. */
  anonKey: string;
  /** True when STORAGE_URL is on the site's origin: this API serves the storage routes itself. */
  local: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Where the default calendar and map embeds come from (Google Calendar and Maps). */
export const DEFAULT_EMBED_ORIGINS = ['https://calendar.google.com', 'https://www.google.com', 'https://maps.google.com'];

export const DEFAULT_CLUB_EMAIL = 'concierge@chicagosupperclub.com';
export const JSON_BODY_LIMIT = 100 * 1024;
export const DEFAULT_STORAGE_ANON_KEY = 'local-anon-key';
export const DEFAULT_BRAND_NAME = 'The Chicago Supper Society';
export const DEFAULT_DEPARTURE_GRACE_DAYS = 30;
/** A rejected applicant's data is kept a year after the decision, then erased. */
export const DEFAULT_REJECTED_APPLICATION_RETENTION_DAYS = 365;
/** Field telemetry reports per client per minute (a page sends one when it is hidden). */
export const DEFAULT_TELEMETRY_RATE_LIMIT = 60;
export const DEFAULT_CANARY_MIN_LOADS = 20;
export const DEFAULT_CANARY_MAX_ERROR_POINTS = 5;
export const DEFAULT_CANARY_CHECK_MS = 10_000;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

/** A number from the environment written as `pattern` allows (else `message`), then `range`'s checks. */
const numberText = (pattern: RegExp, message: string, range: z.ZodNumber) =>
  z.string().trim().regex(pattern, message).transform(Number).pipe(range);
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** A whole number: digits only. */
const wholeNumber = (message: string, range: z.ZodNumber, fallback: number) =>
  z.preprocess(blankToUndefined, numberText(WHOLE, message, range).default(fallback));

/** A number, decimals allowed. */
const decimal = (message: string, range: z.ZodNumber, fallback: number) =>
  z.preprocess(blankToUndefined, numberText(DECIMAL, message, range).default(fallback));

const PORT_TEXT = 'must be a whole number between 0 and 65535';
const portRange = () => z.number().int().min(0, 'must be between 0 and 65535').max(65535, 'must be between 0 and 65535');

const port = (fallback: number) => wholeNumber(PORT_TEXT, portRange(), fallback);

const flag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), {
        message: 'must be one of 1, 0, true, false, yes, no, on, off',
      })
      .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
      .optional(),
  ).transform((v) => v ?? fallback);

const email = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address'));

const httpUrl = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'must be an http(s) URL' },
  );

const optionalHttpUrl = z.preprocess(blankToUndefined, httpUrl.optional());

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.preprocess(blankToUndefined, z.string().trim().default('127.0.0.1')),
  CDN_PORT: port(3001),
  DATA_DIR: optionalText,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^postgres(ql)?:\/\//i.test(v), {
        message: 'must be a postgres:// URL (leave it unset to use SQLite in DATA_DIR)',
      })
      .optional(),
  ),
  MAIL_TRANSPORT: z.preprocess(
    blankToUndefined,
    z.enum(['outbox', 'smtp'], { message: "must be 'outbox' or 'smtp'" }).default('outbox'),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\//i.test(v), { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_POLL_MS: wholeNumber('must be a whole number of milliseconds', z.number().int().min(10, 'must be at least 10').max(60_000, 'must be at most 60000'), 1000),
  MAIL_GIVE_UP_HOURS: decimal('must be a number of hours', z.number().positive('must be more than 0').max(24 * 30, 'must be at most 720'), 24),
  METRICS_PORT: z.preprocess(blankToUndefined, numberText(WHOLE, PORT_TEXT, portRange()).optional()),
  SITE_URL: optionalHttpUrl,
  ADMIN_EMAIL: z.preprocess(blankToUndefined, email.optional()),
  ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z.string().min(8, 'must be at least 8 characters').max(256, 'must be at most 256 characters').optional(),
  ),
  SEED_DEMO: flag(true),
  DEMO_PASSWORD: z.preprocess(
    blankToUndefined,
    z.string().min(8, 'must be at least 8 characters').max(256, 'must be at most 256 characters').optional(),
  ),
  CLUB_EMAIL: z.preprocess(blankToUndefined, email.default(DEFAULT_CLUB_EMAIL)),
  SHELL_DIR: optionalText,
  RENDER_URL: optionalHttpUrl,
  SCRIPTLESS_COPIES: flag(false),
  CDN_URL: optionalHttpUrl,
  CDN_INTERNAL_URL: optionalHttpUrl,
  SITE_CONFIG_FILE: optionalText,
  CDN_ORIGINS: optionalText,
  CALENDAR_EMBED_URL: optionalHttpUrl,
  MAP_EMBED_URL: optionalHttpUrl,
  TRUST_PROXY: flag(false),
  STORAGE_URL: z.preprocess(
    blankToUndefined,
    httpUrl
      .refine((v) => !/[?#]/.test(v), { message: 'must not have a query or a fragment' })
      .optional(),
  ),
  STORAGE_ANON_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(4096, 'must be at most 4096 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .default(DEFAULT_STORAGE_ANON_KEY),
  ),
  LOGIN_RATE_LIMIT: wholeNumber('must be a positive whole number', z.number().int().min(1, 'must be at least 1'), 20),
  APPLICATION_RATE_LIMIT: wholeNumber('must be a positive whole number', z.number().int().min(1, 'must be at least 1'), 5),
  TELEMETRY_RATE_LIMIT: wholeNumber('must be a positive whole number', z.number().int().min(1, 'must be at least 1'), DEFAULT_TELEMETRY_RATE_LIMIT),
  ADMIN_MFA: z.preprocess(
    blankToUndefined,
    z.string().trim().toLowerCase().pipe(z.enum(['required', 'off'], { message: "must be 'required' or 'off'" })).default('required'),
  ),
  ADMIN_TOTP_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s=]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z2-7]{16,128}$/, 'must be a base32 secret of 16 to 128 characters (80 bits or more)'))
      .optional(),
  ),
  RENDER_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces (e.g. `openssl rand -hex 32`)').optional(),
  ),
  MFA_ENCRYPTION_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^[A-Za-z0-9+/_-]+=*$/.test(v) && Buffer.from(v, 'base64').length === 32, {
        message: 'must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)',
      })
      .optional(),
  ),
  BRAND_NAME: z.preprocess(blankToUndefined, z.string().trim().max(100, 'must be at most 100 characters').default(DEFAULT_BRAND_NAME)),
  DEPARTURE_GRACE_DAYS: wholeNumber('must be a whole number of days', z.number().int().max(3650, 'must be at most 3650'), DEFAULT_DEPARTURE_GRACE_DAYS),
  REJECTED_APPLICATION_RETENTION_DAYS: wholeNumber(
    'must be a whole number of days',
    z.number().int().min(1, 'must be at least 1').max(3650, 'must be at most 3650'),
    DEFAULT_REJECTED_APPLICATION_RETENTION_DAYS,
  ),
  CANARY_MIN_LOADS: wholeNumber('must be a whole number of page loads', z.number().int().min(1, 'must be at least 1').max(1_000_000, 'must be at most 1000000'), DEFAULT_CANARY_MIN_LOADS),
  CANARY_MAX_ERROR_POINTS: decimal('must be a number of percentage points', z.number().positive('must be more than 0').max(100, 'must be at most 100'), DEFAULT_CANARY_MAX_ERROR_POINTS),
  CANARY_CHECK_MS: wholeNumber('must be a whole number of milliseconds', z.number().int().min(10, 'must be at least 10').max(60_000, 'must be at most 60000'), DEFAULT_CANARY_CHECK_MS),
});

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    .join('\n');
}

function toOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${name}: '${value}' is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`Invalid configuration:\n  ${name}: '${value}' must be http(s)`);
  }
  return url.origin;
}

/** Reads and validates the API configuration. Throws a ConfigError with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) problems.push('  SMTP_URL: is required when MAIL_TRANSPORT=smtp');
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) problems.push('  ADMIN_PASSWORD: is required when ADMIN_EMAIL is set');
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) problems.push('  ADMIN_EMAIL: is required when ADMIN_PASSWORD is set');
  if (e.CDN_INTERNAL_URL && !e.CDN_URL) problems.push('  CDN_URL: is required when CDN_INTERNAL_URL is set (the public URL it stands for)');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push('  METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const dataDir = path.resolve(process.cwd(), e.DATA_DIR ?? '.data');
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const siteOrigin = toOrigin(siteUrl, 'SITE_URL');
  const cdnOrigins = (e.CDN_ORIGINS ?? `http://localhost:${e.CDN_PORT},http://127.0.0.1:${e.CDN_PORT}`)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => toOrigin(v, 'CDN_ORIGINS'));
  // The site config (scripts/lib/site-config.ts) defaults it to the site URL too.
  const storageUrl = (e.STORAGE_URL ?? siteOrigin).replace(/\/+$/, '');
  const storageOrigin = toOrigin(storageUrl, 'STORAGE_URL');

  return {
    port: e.PORT,
    host: e.HOST,
    cdnPort: e.CDN_PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { engine: 'postgres', url: e.DATABASE_URL }
      : { engine: 'sqlite', file: path.join(dataDir, 'club.sqlite') },
    mail: e.MAIL_TRANSPORT === 'smtp' ? { transport: 'smtp', smtpUrl: e.SMTP_URL ?? '' } : { transport: 'outbox' },
    mailDelivery: { pollMs: e.MAIL_POLL_MS, giveUpMs: Math.round(e.MAIL_GIVE_UP_HOURS * 60 * 60 * 1000) },
    metricsPort: e.METRICS_PORT ?? null,
    siteUrl,
    siteOrigin,
    secureCookies: siteOrigin.startsWith('https:'),
    allowedOrigins: [...new Set([siteOrigin, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`])],
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD ?? null,
    clubEmail: e.CLUB_EMAIL,
    shellDir: e.SHELL_DIR ? path.resolve(process.cwd(), e.SHELL_DIR) : null,
    renderUrl: e.RENDER_URL ? e.RENDER_URL.replace(/\/+$/, '') : null,
    scriptlessCopies: e.SCRIPTLESS_COPIES,
    cdnRewrite: e.CDN_URL && e.CDN_INTERNAL_URL
      ? { publicUrl: e.CDN_URL.replace(/\/+$/, ''), internalUrl: e.CDN_INTERNAL_URL.replace(/\/+$/, '') }
      : null,
    siteConfigFile: e.SITE_CONFIG_FILE ? path.resolve(process.cwd(), e.SITE_CONFIG_FILE) : null,
    cdnOrigins: [...new Set(cdnOrigins)],
    embedOrigins: [...new Set([
      ...DEFAULT_EMBED_ORIGINS,
      ...[e.CALENDAR_EMBED_URL, e.MAP_EMBED_URL].flatMap((url) => (url ? [new URL(url).origin] : [])),
    ])],
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    applicationRateLimit: e.APPLICATION_RATE_LIMIT,
    telemetryRateLimit: e.TELEMETRY_RATE_LIMIT,
    jsonBodyLimit: JSON_BODY_LIMIT,
    departureGraceDays: e.DEPARTURE_GRACE_DAYS,
    rejectedApplicationRetentionDays: e.REJECTED_APPLICATION_RETENTION_DAYS,
    storage: { url: storageUrl, anonKey: e.STORAGE_ANON_KEY, local: storageOrigin === siteOrigin },
    mfa: {
      admin: e.ADMIN_MFA,
      adminTotpSecret: e.ADMIN_TOTP_SECRET ?? null,
      encryptionKey: e.MFA_ENCRYPTION_KEY ? Buffer.from(e.MFA_ENCRYPTION_KEY, 'base64') : null,
      rpId: new URL(siteOrigin).hostname,
      rpName: e.BRAND_NAME,
      origin: siteOrigin,
    },
    renderSecret: e.RENDER_SECRET ?? null,
    canary: { minLoads: e.CANARY_MIN_LOADS, maxErrorPoints: e.CANARY_MAX_ERROR_POINTS, checkMs: e.CANARY_CHECK_MS },
  };
}
