// Composes the API: database (migrated), admin and demo data, plugins, hooks and feature routes.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerRouteAuth } from '../core/auth/route-auth';
import { createMailer } from '../core/mail/mailer';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrations';
import { registerActivityRoutes } from '../features/admin-activity/activity-routes';
import { registerAuthRoutes } from '../features/auth/auth-routes';
import { registerContactRoutes } from '../features/contact/contact-routes';
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
import { ensureAdmin } from '../features/seed/ensure-admin';
import { seedDemoMembers } from '../features/seed/seed-demo-members';
import { registerStorageRoutes } from '../features/storage/storage-routes';
import { registerEditProfileRoutes } from '../features/users/edit-profile-routes';
import type { AppContext, Print } from './app-context';
import { createBackgroundTasks } from './background-tasks';
import type { ApiConfig } from './config';
import { registerCsrfGuard } from './csrf-guard';
import { answerFrameworkError, registerErrorHandling } from './error-handling';
import { registerJsonBodies } from './json-body';
import { registerRateLimiting } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { createHtmlFallback, registerStaticShell } from './static-shell';

/** How long closing waits for background work (e.g. a mail being sent). */
const CLOSE_GRACE_MS = 10_000;

export interface BuildServerOptions {
  /** Fastify's logger at level warn (errors and warnings, no per-request lines). Off by default. */
  logger?: boolean;
  /** Where operator notices go (generated credentials, outbox mails). Defaults to stdout. */
  print?: Print;
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
    await migrateToLatest(database.db);
    await ensureAdmin(database.db, config, print);
    if (config.seedDemo) await seedDemoMembers(database.db, config, print);
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer(config, print);

  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
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
  const ctx: AppContext = { config, db: database.db, engine: database.engine, mailer, background, print };
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('backgroundTasks', background);
  app.addHook('onClose', async () => {
    // Background work (mail) still needs the mailer and the database.
    if (!(await background.idle(CLOSE_GRACE_MS))) app.log.warn('closing with background work still running');
    mailer.close();
    await database.close();
  });

  // Hook order matters: headers first (so every refusal carries them), then cookies, the
  // cross-site check, the JSON-only check, the route's sign-in check (`config.auth`); route rate
  // limits run after these.
  registerErrorHandling(app, { htmlFallback: createHtmlFallback(config) });
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  registerCsrfGuard(app, config);
  registerJsonBodies(app);
  registerRouteAuth(app, database.db);
  await registerRateLimiting(app);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerMembershipApplicationRoutes(app, ctx);
  registerVerifiedMemberRoutes(app, ctx);
  registerMemberPrivacyRoutes(app, ctx);
  registerMembershipAdminRoutes(app, ctx);
  registerApplicationNoteRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerEditProfileRoutes(app, ctx);
  registerMemberDataRoutes(app, ctx);
  registerDepartureRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  await registerStorageRoutes(app, ctx);
  await registerStaticShell(app, config);

  return { app, close: () => app.close() };
}
