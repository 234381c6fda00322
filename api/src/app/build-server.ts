// Composes the API: database (migrated), admin and demo data, plugins, hooks and feature routes.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { roleOf } from 'shared/types';
import { authenticateOnce } from '../core/auth/authenticate';
import { registerRouteAuth } from '../core/auth/route-auth';
import { createMailOutbox } from '../core/mail/mail-outbox';
import { DEFAULT_MAIL_DELIVERY } from '../core/mail/mail-outbox-worker';
import { createMailer } from '../core/mail/mailer';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrations';
import { withStartLock } from '../db/start-lock';
import { registerActivityRoutes } from '../features/admin-activity/activity-routes';
import { registerAdmissionsMemberData } from '../features/admissions/admissions-member-data';
import { registerAdmissionsRoutes } from '../features/admissions/admissions-routes';
import { registerAuthMemberData } from '../features/auth/auth-member-data';
import { registerAuthRoutes } from '../features/auth/auth-routes';
import { registerPasskeyRoutes } from '../features/auth/passkey-routes';
import { signedInUser } from '../features/auth/signed-in-user';
import { registerSessionRoutes } from '../features/auth/session-routes';
import { registerTotpRoutes } from '../features/auth/totp-routes';
import { registerContactRoutes } from '../features/contact/contact-routes';
import type { DinnerReminders } from '../features/dinners/dinner-reminders';
import { registerDinners, startReminders } from '../features/dinners/register-dinners';
import { registerHealthRoutes } from '../features/health/health-routes';
import { registerOutboxRoutes } from '../features/mail/outbox-routes';
import { registerDepartureRoutes } from '../features/member-data/departures-routes';
import { registerMemberDataRoutes } from '../features/member-data/member-data-routes';
import { registerMemberPrivacyRoutes } from '../features/members/member-privacy-routes';
import { registerVerifiedMemberRoutes } from '../features/members/verified-members-routes';
import { registerApplicationNoteRoutes } from '../features/membership-admin/application-notes-routes';
import { registerMembershipAdminRoutes } from '../features/membership-admin/membership-admin-routes';
import { registerMembershipApplicationRoutes } from '../features/membership/membership-application-routes';
import { registerPasswordResetRoutes } from '../features/password-reset/password-reset-routes';
import { registerReleases } from '../features/releases/register-releases';
import { createReleaseStateCache } from '../features/releases/effective-config';
import { adminOverrides } from '../features/releases/version-override';
import { seedReleasesFromSiteConfig } from '../features/releases/site-config-versions';
import { ensureAdmin } from '../features/seed/ensure-admin';
import { seedDemoMembers } from '../features/seed/seed-demo-members';
import { registerOutboxErasure } from '../features/mail/outbox-erasure';
import { registerAvatarErasure } from '../features/storage/avatar-erasure';
import { importObjectFiles } from '../features/storage/import-object-files';
import { registerStorageRoutes } from '../features/storage/storage-routes';
import { registerEditProfileRoutes } from '../features/users/edit-profile-routes';
import type { AppContext, Print } from './app-context';
import { createBackgroundTasks } from './background-tasks';
import type { ApiConfig } from './config';
import { registerCsrfGuard } from './csrf-guard';
import { answerFrameworkError, registerErrorHandling } from './error-handling';
import { registerJsonBodies } from './json-body';
import { createMemberLifecycle } from './member-lifecycle';
import { startMetrics, type MetricsServer } from './metrics';
import { registerRateLimiting } from './rate-limit';
import { registerRequestIdHeader, requestIdOf } from './request-id';
import { registerSecurityHeaders } from './security-headers';
import { createHtmlFallback, registerStaticShell } from './static-shell';
import { createWindowCounters, startSweeping, type WindowCounters } from './window-counters';

/** How long closing waits for background work, then for the mails being sent. */
const CLOSE_GRACE_MS = 10_000;

export interface BuildServerOptions {
  /**
   * Fastify's logger: JSON lines, each with the request id (`reqId`) of the request it is about.
   * true logs at level info (a line per request and per mail sent); a level name logs at that
   * level. Off by default.
   */
  logger?: boolean | 'info' | 'warn' | 'error';
  /** Where log lines go; stdout by default. */
  logStream?: { write(line: string): void };
  /** Where operator notices go (generated credentials, outbox mails). Defaults to stdout. */
  print?: Print;
  /**
   * The store of every rate limit and lock: the database's, which all instances share, unless
   * given (bench/api-load.ts passes in-memory ones to measure what sharing costs).
   */
  counters?: WindowCounters;
  /**
   * How old the release state an instance serves may be: 1.5 s unless given. A change by another
   * instance reaches this one's visitors within that time; the tests of several instances shorten it.
   */
  releaseStateTtlMs?: number;
}

export interface ApiServer {
  app: FastifyInstance;
  /** Stops the server and closes the database and the mailer. Same as `app.close()`. */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, ensures the admin, seeds demo members on a fresh database and
 * registers every plugin and route. Does not listen: call `app.listen()`.
 */
export async function buildServer(config: ApiConfig, options: BuildServerOptions = {}): Promise<ApiServer> {
  const print: Print = options.print ?? ((line) => console.log(line));
  const database = createDatabase(config.database);
  try {
    // One instance at a time: instances started together on a fresh database must all come up,
    // each step done once (see db/start-lock.ts).
    await withStartLock(config.database, database.db, async () => {
      await migrateToLatest(database.db);
      await ensureAdmin(database.db, config, print);
      if (config.seedDemo) await seedDemoMembers(database.db, config, print);
      if (config.storage.local) await importObjectFiles(database.db, config.dataDir, print);
      await seedReleasesFromSiteConfig(database.db, config.siteConfigFile, print);
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer(config, print);

  const app = Fastify({
    logger: options.logger
      ? { level: options.logger === true ? 'info' : options.logger, ...(options.logStream && { stream: options.logStream }) }
      : false,
    genReqId: requestIdOf,
    // One hop: only the peer that connected (our proxy) is trusted, so the client's address is
    // the one it appended to X-Forwarded-For, not the left-most entry, which the client writes
    // itself (trusting every hop would let it reset every per-client limit by prepending a new
    // address to each request). Fastify's numeric hop count fails closed, hence the function.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: config.jsonBodyLimit,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  const background = createBackgroundTasks((error, label) => app.log.error({ err: error }, `${label} failed`));
  const mailOutbox = createMailOutbox({
    db: database.db,
    engine: database.engine,
    mailer,
    from: config.clubEmail,
    options: { ...DEFAULT_MAIL_DELIVERY, ...config.mailDelivery },
    log: app.log.child({ component: 'mail-outbox' }),
  });
  const counters = options.counters ?? createWindowCounters(database.db);
  const sweeper = startSweeping(counters, (error) => app.log.warn({ err: error }, 'sweeping expired rate-limit counters failed'));
  const ctx: AppContext = {
    config, db: database.db, engine: database.engine, mailer, mailOutbox, counters, background, print,
    memberLifecycle: createMemberLifecycle(),
  };
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('mailOutbox', mailOutbox);
  app.decorate('backgroundTasks', background);
  app.decorate('memberLifecycle', ctx.memberLifecycle);
  let metrics: MetricsServer | null = null;
  let reminders: DinnerReminders | null = null;
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await reminders?.stop();
    // Background work (a reset link being issued) may still enqueue mail; the worker's sends
    // under way need the mailer and the database; nothing is sent once it has stopped.
    if (!(await background.idle(CLOSE_GRACE_MS))) app.log.warn('closing with background work still running');
    if (!(await mailOutbox.stop(CLOSE_GRACE_MS))) app.log.warn('closing with mails still being sent');
    mailer.close();
    await metrics?.close();
    await database.close();
  });

  // Before every route, so that its hook counts them all.
  if (config.metricsPort !== null) {
    try {
      metrics = await startMetrics(app, { port: config.metricsPort, host: config.host, mailCounts: () => mailOutbox.counts() });
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  app.decorate('metricsUrl', metrics?.url ?? null);

  // Hook order matters: the request id and headers first (so every refusal carries them), then
  // cookies, the cross-site check, the JSON-only check, the route's sign-in check
  // (`config.auth`); route rate limits run after these.
  registerRequestIdHeader(app);
  // A page is rendered for the browser's config (release state, an admin's try of a version) and
  // for the session its request carries: its role, and its user as /api/auth/me gives it (a
  // guarded page is drawn for that user; static-shell.ts).
  const pages = {
    releases: createReleaseStateCache(database.db, { ttlMs: options.releaseStateTtlMs }),
    overrides: adminOverrides(database.db, { adminMfa: config.mfa.admin }),
    viewerOf: async (request: FastifyRequest, { withUser }: { withUser: boolean }) => {
      const auth = await authenticateOnce(request, database.db);
      if (!auth) return null;
      return { role: roleOf(auth.user), ...(withUser && { user: await signedInUser(database.db, config, auth.user) }) };
    },
  };
  registerErrorHandling(app, { htmlFallback: createHtmlFallback(config) });
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  registerCsrfGuard(app, config);
  registerJsonBodies(app);
  registerRouteAuth(app, database.db, { adminMfa: config.mfa.admin });
  await registerRateLimiting(app, counters);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerTotpRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerAuthMemberData(ctx);
  registerPasswordResetRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerMembershipApplicationRoutes(app, ctx);
  registerVerifiedMemberRoutes(app, ctx);
  registerMemberPrivacyRoutes(app, ctx);
  registerMembershipAdminRoutes(app, ctx);
  registerApplicationNoteRoutes(app, ctx);
  registerAdmissionsRoutes(app, ctx);
  registerAdmissionsMemberData(ctx);
  registerActivityRoutes(app, ctx);
  registerEditProfileRoutes(app, ctx);
  registerDinners(app, ctx);
  registerMemberDataRoutes(app, ctx);
  registerDepartureRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  await registerStorageRoutes(app, ctx);
  registerAvatarErasure(ctx);
  registerOutboxErasure(ctx);
  await registerReleases(app, ctx);
  await registerStaticShell(app, config, pages);

  // Features have registered what follows a sent mail: deliver from now on.
  mailOutbox.start();
  reminders = startReminders(app, ctx);

  return { app, close: () => app.close() };
}
