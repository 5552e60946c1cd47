import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ErrorCode } from '@sfp/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Config, REPO_ROOT } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createBoundedLine } from './lib/bounded-line.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { errSerializer } from './lib/log-safety.ts';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './lib/rate-limiter.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createDeviceCookies } from './modules/auth/device-cookie.ts';
import {
  pgliteTokenVersionChanges,
  postgresTokenVersionChanges,
  TOKEN_VERSION_LISTENER_NAME,
} from './modules/auth/token-version-changes.ts';
import { createJwtService, createLinkTokenService } from './modules/auth/tokens.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { knowledgeVersion, loadKnowledge } from './modules/knowledge/knowledge.loader.ts';
import type { AdvisorEngine } from './modules/advisor/advisor.engine.ts';
import { createAdvisorEngine } from './modules/advisor/advisor.service.ts';
import { conversationRoutes } from './modules/conversations/conversations.routes.ts';
import { createConversationsRepository } from './modules/conversations/conversations.repository.ts';
import { createConversationService } from './modules/conversations/conversations.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { createGeoRepository } from './modules/geo/geo.repository.ts';
import { createGeoService } from './modules/geo/geo.service.ts';
import { hazardRoutes } from './modules/hazard/hazard.routes.ts';
import { loadHazardMethod } from './modules/hazard/hazard.method.ts';
import { createHazardRepository } from './modules/hazard/hazard.repository.ts';
import { createHazardService } from './modules/hazard/hazard.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createPdfRenderPool, type PdfRenderer } from './pdf/render-pool.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createRefusalPacer } from './lib/refusal-pacer.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { LOG_REDACT_PATHS, RequestLogController } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import {
  builtIndex,
  deepLinkPreloads,
  indexEncodings,
  inlineScriptHashes,
  isApiPath,
  registerWebStatic,
} from './plugins/web-static.ts';

export interface AppDeps {
  /** A database the caller owns (tests share one per file); otherwise one is opened and migrated. */
  database?: Database;
  clock?: Clock;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  /** Where log lines go (default stdout); tests read them to check what is redacted. */
  logStream?: { write(line: string): void };
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** The PDF renderer (default: a worker-thread pool sized by PDF_MAX_CONCURRENCY). */
  pdfRenderer?: PdfRenderer;
  /** The Response Advisor's engine (default: chosen from the config, the built-in analyst). */
  advisorEngine?: AdvisorEngine;
}

/**
 * Builds the whole server: the process (server.ts) and the tests use this one function.
 * Modules are registered explicitly here, the composition root.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      // Errors without query parameters or secrets (lib/log-safety.ts).
      serializers: { err: errSerializer },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Conversation ids travel URL-encoded and hold spaces, colons and brackets.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
    return503OnClosing: true,
  });
  // Calls without a body (report_writer, spec §7 row 12: "none") may still be sent with a JSON
  // content type and an empty body; that is no body, not malformed JSON. Anything else parses as
  // Fastify's own parser does (prototype poisoning refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      prepareApart: {
        script: fileURLToPath(new URL('./modules/knowledge/prepare-cli.ts', import.meta.url)),
        version: knowledgeVersion(config.knowledgeDir),
        args: [config.knowledgeDir],
      },
    }));
  if (ownsDatabase) {
    await runMigrations(database);
    const knowledge = await loadKnowledge(database, config.knowledgeDir);
    if (knowledge.loaded)
      app.log.info({ version: knowledge.version, counts: knowledge.counts }, 'knowledge data loaded');
  }

  let redis: Redis | undefined;
  const rateLimitStore =
    deps.rateLimitStore ??
    (config.redisUrl
      ? createRedisRateLimitStore((redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })))
      : createMemoryRateLimitStore());
  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
      : createOutboxMailer({
          dir: join(config.dataDir, 'outbox'),
          from: config.mailFrom,
          logger: app.log,
          logLinks: config.env !== 'production',
        }));

  app.addHook('onClose', async () => {
    if (!deps.rateLimitStore) await rateLimitStore.close();
    if (!deps.mailer) await mailer.close();
    if (ownsDatabase) await database.close();
  });

  // Which paths exist, whatever the method: an unknown method on a known path is a 405.
  const knownPaths = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: 200 });
  const methodsByPattern = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    let methods = methodsByPattern.get(route.url);
    if (!methods) {
      methods = new Set();
      methodsByPattern.set(route.url, methods);
      knownPaths.on('GET', route.url, () => {}, methods);
    }
    for (const method of ([] as string[]).concat(route.method)) methods.add(method);
  });

  registerErrorHandler(app, {
    pacer: config.refusalPace
      ? createRefusalPacer({
          freeRefusals: config.refusalPace.limit,
          windowMs: config.refusalPace.windowMs,
          delayMs: config.refusalPace.pauseMs,
        })
      : null,
  });
  await registerSecurity(
    app,
    config,
    inlineScriptHashes(deps.serveWeb === false ? null : builtIndex(config.webDistDir)),
  );
  registerInputHygiene(app);
  await registerOpenApi(app, { transform: jsonSchemaTransform, transformObject: jsonSchemaTransformObject });

  const jwt = createJwtService({
    secret: config.secretKey,
    clock,
    accessLifetimeMs: config.accessTokenLifetimeMs,
    refreshLifetimeMs: config.refreshTokenLifetimeMs,
  });
  const links = createLinkTokenService({ secret: config.secretKey, clock, lifetimeMs: config.emailTokenLifetimeMs });
  const limiter = createRateLimiter(rateLimitStore);
  // Token versions announced by the database (ADR 055): trusted for longer while heard.
  const versionChanges =
    database.kind === 'pglite'
      ? pgliteTokenVersionChanges(database.pglite!)
      : postgresTokenVersionChanges({
          connect: () =>
            new pg.Client({
              ...database.pool!.options,
              keepAlive: true,
              application_name: TOKEN_VERSION_LISTENER_NAME,
            }),
        });
  app.addHook('onClose', () => versionChanges.close());
  const authService = createAuthService({
    repository: createAuthRepository(database.db),
    jwt,
    links,
    devices: createDeviceCookies({ secret: config.secretKey, clock, secure: config.env === 'production' }),
    mailer,
    limiter,
    clock,
    config,
    logger: app.log,
    versionChanges,
  });
  const accountsService = createAccountsService({
    repository: createAccountsRepository(database.db),
    limiter,
    conversationRate: config.rateLimits.conversationPerUser,
  });

  await app.register(authenticatePlugin, { verifyAccessToken: (token: string) => authService.authenticate(token) });
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(clientConfigRoutes, { prefix: '/api', config });
  await app.register(authRoutes, { prefix: '/api', service: authService });
  await app.register(accountsRoutes, { prefix: '/api', service: accountsService });

  const pdfRenderer =
    deps.pdfRenderer ??
    createPdfRenderPool({
      size: config.pdfMaxConcurrency,
      queueLength: config.pdfMaxConcurrency * 2,
      timeoutMs: config.pdfTimeoutMs,
    });
  if (!deps.pdfRenderer) app.addHook('onClose', () => pdfRenderer.close());
  const reportsService = createReportsService({
    renderer: pdfRenderer,
    clock,
    logger: app.log,
    limiter,
    pdfRate: config.rateLimits.pdfPerUser,
  });
  await app.register(reportsRoutes, { prefix: '/api', service: reportsService });

  // The GeoData Explorer's hazard scoring app (issue 15). `hazardService.hazardScores(level, weights)`
  // is also what other modules (the Response Advisor) call for the ranking.
  await app.register(geoRoutes, {
    prefix: '/api',
    service: createGeoService({ repository: createGeoRepository(config.knowledgeDir) }),
  });
  const hazardService = createHazardService({
    repository: createHazardRepository(database),
    method: loadHazardMethod(join(REPO_ROOT, 'data/hazard/inform-method.json')),
  });
  await app.register(hazardRoutes, { prefix: '/api', service: hazardService });

  const advisorEngine =
    deps.advisorEngine ??
    createAdvisorEngine(config, {
      database,
      logger: app.log,
      hazardScores: (level) => hazardService.hazardScores(level),
    });
  if (!deps.advisorEngine) app.addHook('onClose', async () => advisorEngine.close?.());
  const conversationService = createConversationService({
    repository: createConversationsRepository(database.db),
    engine: advisorEngine,
    questionLimit: config.questionLimit,
    limiter,
    questionRate: config.rateLimits.questionPerUser,
    // Sixteen wait per place: a burst (40 questions sent at once to one conversation) waits its
    // turn; only a pile-up beyond it is turned away.
    line: createBoundedLine({
      concurrency: config.advisorMaxConcurrency,
      queueLength: config.advisorMaxConcurrency * 16,
    }),
    logger: app.log,
  });
  await app.register(conversationRoutes, { prefix: '/conversation_manager', service: conversationService });

  const indexHtml = deps.serveWeb === false ? null : await registerWebStatic(app, config.webDistDir);
  const preloadsFor = deepLinkPreloads(indexHtml);
  const indexFor = indexHtml && indexEncodings(indexHtml);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const methods = knownPaths.find('GET', path)?.store as Set<string> | undefined;
    if (methods && !methods.has(request.method)) {
      reply.header('allow', [...methods].join(', '));
      return reply
        .code(405)
        .send({ detail: `Method "${request.method}" not allowed.`, code: ErrorCode.methodNotAllowed });
    }
    if (indexFor && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
      const links = preloadsFor(path);
      if (links) reply.header('link', links);
      const { body, encoding } = indexFor(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(body);
    }
    return reply.code(404).send({ detail: 'Not found.', code: ErrorCode.notFound });
  });

  app.addHook('onClose', async () => {
    if (redis) redis.disconnect();
  });

  return app;
}
