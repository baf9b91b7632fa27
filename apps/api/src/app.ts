import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@maryjane/contract/constants';
import packageJson from '../package.json' with { type: 'json' };
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/accounts/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { loadContent, type ContentStore } from './modules/cms/content-store';
import { cmsRoutes } from './modules/cms/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { environmentRoutes } from './modules/environments/routes';
import { growCycleRoutes } from './modules/grow-cycles/routes';
import { resultsRoutes } from './modules/results/routes';
import { harvestRoutes } from './modules/harvests/routes';
import { healthRoutes } from './modules/health/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { legalRoutes } from './modules/legal/routes';
import { vapidSubject } from './modules/notifications/push';
import { notificationRoutes } from './modules/notifications/routes';
import { photoRoutes } from './modules/photos/routes';
import { placesRoutes } from './modules/places/routes';
import { sensorRoutes } from './modules/sensors/routes';
import { setupWizardRoutes } from './modules/setup-wizard/routes';
import { sharingRoutes } from './modules/sharing/routes';
import { weatherRoutes } from './modules/weather/routes';
import { createAuthenticate, createIdentify } from './platform/auth/authenticate';
import { SessionCache } from './platform/auth/session-cache';
import { startSessionInvalidation } from './platform/auth/session-invalidation';
import type { CaptchaVerifier } from './platform/captcha/captcha';
import { captchaRoutes } from './platform/captcha/captcha-routes';
import { createCaptchaVerifier } from './platform/captcha/create-captcha-verifier';
import { createMailer } from './platform/mail/create-mailer';
import type { Mailer } from './platform/mail/mailer';
import { createRateLimiter } from './platform/rate-limit/create-rate-limiter';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import { createDatabaseStorage } from './platform/storage/database-storage';
import { createDiskStorage, type FileStorage } from './platform/storage/file-storage';
import { chooseUploadStore } from './platform/storage/upload-store';
import { uploadsRoutes } from './platform/storage/uploads-route';
import { clientErrorResponse, errorsPlugin, routerErrorBody } from './platform/errors';
import { checkWrittenJson } from './platform/http/json-answer';
import { publicOriginFor } from './platform/http/public-origin';
import { withTextGuard } from './platform/http/text-guard';
import { requestForLog } from './platform/log-redaction';
import { createResponseSerializer } from './platform/http/response-serializer';
import { openApiPlugin } from './platform/openapi';
import { rawSecurityHeaders, securityHeaders, securityPlugin } from './platform/security';
import { webPlugin } from './platform/web';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replacements for the services built from config (tests use them to simulate failures). */
  services?: Partial<AppServices>;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

export interface AppServices {
  mailer: Mailer;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  storage: FileStorage;
  content: ContentStore;
  /** Verified sessions of the last seconds (tests give one with a longer TTL). */
  sessions: SessionCache;
}

type CompilerFactories = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** Builds the server without listening or touching anything outside; tests call it directly. */
export async function buildApp({
  config,
  database,
  services = {},
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  // The security headers, worked out once: for what the router and the HTTP parser refuse.
  const headers = securityHeaders(config.captcha.provider);
  const setSecurityHeaders = rawSecurityHeaders(headers);
  const serializerCompiler = createResponseSerializer(config.env === 'test');
  const validateRequest = withTextGuard(validatorCompiler);
  const app = Fastify({
    // Zod validates and the response serializer writes: given as the factories, they spare
    // Fastify loading Ajv and its own serializer compiler at every start (Fastify types the
    // factories for Ajv's compilers, hence the casts; the compilers are set again below, typed).
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validateRequest) as unknown as CompilerFactories['buildValidator'],
        buildSerializer: (() =>
          serializerCompiler) as unknown as CompilerFactories['buildSerializer'],
      },
    },
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-device-key"]'],
      // Keys in addresses (a calendar feed's token, a mailed code) are not written either.
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // The router refuses a malformed or overlong address before any hook runs, so the error
    // shape and the security headers the hooks would add are given here.
    // What Node's HTTP parser refuses never reaches the router: answered here in the same shape.
    clientErrorHandler(this: FastifyInstance, error, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const requestId = randomUUID();
      this.log.info({ reqId: requestId, code: error.code }, 'request refused by the HTTP parser');
      if (socket.writable) {
        socket.write(clientErrorResponse(error, { ...headers, 'X-Request-Id': requestId }));
      }
      socket.destroy(error);
    },
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      const body = routerErrorBody(error);
      request.log.info({ code: error.code }, body.message);
      void (reply as FastifyReply)
        .header('X-Request-Id', request.id)
        .status(body.statusCode)
        .send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validateRequest);
  app.setSerializerCompiler(serializerCompiler);

  if (config.env === 'test') app.addHook('onSend', checkWrittenJson);
  // Once shutdown begins, responses close their connection: a keep-alive socket that was busy
  // when Fastify swept the idle ones would otherwise hold server.close() for its whole timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (closing) reply.header('Connection', 'close');
  });

  const mailer = services.mailer ?? createMailer(config.mail, app.log);
  const captcha = services.captcha ?? createCaptchaVerifier(config.captcha);
  const limiter =
    services.limiter ??
    createRateLimiter({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  // Uploads in DATA_DIR/uploads or in the database (UPLOAD_STORE; config.ts says the default).
  const uploadStore = await chooseUploadStore(config, database.db);
  if (uploadStore.warning) app.log.warn(uploadStore.warning);
  const databaseFiles =
    uploadStore.store === 'database' ? createDatabaseStorage(database.db) : null;
  const storage = services.storage ?? databaseFiles ?? createDiskStorage(config.uploadsDir);
  const content =
    services.content ??
    loadContent(config.contentDir, {
      cacheFile: path.join(config.dataDir, 'cache', 'content.json'),
      operatorFiles: [path.join(config.dataDir, 'operator.yml')],
    });
  if (!content.hasOperator()) {
    app.log.warn(
      `No Impressum: /legal-disclosure says this instance has none. Copy content/operator.example.yml ` +
        `to ${path.join(config.dataDir, 'operator.yml')} and fill in who runs it (§ 5 DDG).`,
    );
  }
  const sessions = services.sessions ?? new SessionCache();
  const originOf = publicOriginFor(config);
  const invalidation = startSessionInvalidation({
    cache: sessions,
    database: config.database,
    redisUrl: config.redisUrl,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await Promise.all([mailer.close(), captcha.close(), limiter.close(), invalidation.close()]);
  });
  app.decorateRequest('session', null);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { captchaProvider: config.captcha.provider });
  await app.register(openApiPlugin, { version: packageJson.version });

  await app.register(multipart);
  const authenticate = createAuthenticate(database.db, sessions);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: packageJson.version });
      await api.register(placesRoutes);
      await api.register(captchaRoutes, { verifier: captcha, config: config.captcha });
      await api.register(accountRoutes, {
        deps: {
          db: database.db,
          mailer,
          storage,
          publicUrl: config.publicUrl,
          log: app.log,
          sessions,
        },
        originOf,
        captcha,
        limiter,
        authenticate,
        rateLimitScale: config.rateLimitScale,
      });
      await api.register(catalogueRoutes, {
        db: database.db,
        authenticate,
        identify: createIdentify(database.db, sessions),
      });
      const mine = { db: database.db, authenticate };
      await api.register(inventoryRoutes, mine);
      await api.register(environmentRoutes, mine);
      await api.register(growCycleRoutes, { ...mine, storage });
      await api.register(photoRoutes, { ...mine, storage, secret: config.urlSigningSecret });
      await api.register(legalRoutes, mine);
      await api.register(resultsRoutes, { ...mine, secret: config.urlSigningSecret });
      await api.register(harvestRoutes, mine);
      await api.register(calendarRoutes, { ...mine, publicUrl: config.publicUrl, originOf });
      await api.register(setupWizardRoutes, mine);
      await api.register(sharingRoutes, {
        ...mine,
        secret: config.urlSigningSecret,
        limiter,
        rateLimitScale: config.rateLimitScale,
      });
      await api.register(dataExportRoutes, {
        ...mine,
        storage,
        limiter,
        rateLimitScale: config.rateLimitScale,
        spoolDir: path.join(config.dataDir, 'tmp'),
        tryLock: (key) => database.tryLock(key),
      });
      await api.register(sensorRoutes, {
        haPrefix: config.haDiscoveryPrefix,
        db: database.db,
        authenticate,
        mqtt: config.mqttUrl
          ? {
              url: config.mqttUrl,
              clientId: config.mqttClientId,
              shareGroup: config.mqttShareGroup,
              haPrefix: config.haDiscoveryPrefix,
            }
          : null,
      });
      await api.register(notificationRoutes, {
        ...mine,
        mailer,
        publicUrl: config.publicUrl,
        push: { subject: vapidSubject(config.mail.from), pushServices: config.pushServices },
      });
      await api.register(weatherRoutes, {
        db: database.db,
        authenticate,
        weatherUrl: config.weatherUrl,
      });
    },
    { prefix: API_BASE },
  );
  await app.register(cmsRoutes, { prefix: '/cms', store: content });

  // Public uploads under /uploads/, from the store in use (platform/storage/uploads-route.ts).
  if (databaseFiles) {
    await app.register(uploadsRoutes, { database: databaseFiles });
  } else {
    mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(uploadsRoutes, { disk: config.uploadsDir });
  }

  await app.register(webPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    // Built beside dist by the web workspace (vite build --ssr).
    rendererFile:
      config.webDistDir && path.join(config.webDistDir, '..', 'dist-server', 'render-page.js'),
  });
  return app;
}
