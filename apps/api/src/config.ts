import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { defaultContentDir } from './paths';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const databaseUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .optional();

/** Every environment variable MaryJane reads, with its default. The README's table mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl,
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  MAIL_TRANSPORT: z.enum(['file', 'smtp']).default('file'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('MaryJane <no-reply@maryjane.local>'),
  CAPTCHA_PROVIDER: z.enum(['none', 'altcha', 'recaptcha']).default('none'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  MQTT_URL: z.url({ protocol: /^mqtts?$/, error: 'must be an mqtt:// or mqtts:// URL' }).optional(),
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _')
    .optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _')
    .optional(),
  PUSH_SERVICES: z.string().optional(),
  HA_DISCOVERY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _')
    .default('homeassistant'),
  WEATHER_URL: z.url().default('https://api.open-meteo.com/v1/forecast'),
  CONTENT_DIR: z.string().min(1).optional(),
  URL_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  UPLOAD_STORE: z.enum(['files', 'database']).optional(),
});

/** Settings that only make sense together: say which one is missing. */
function requirementsOf(vars: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (vars.MAIL_TRANSPORT === 'smtp' && !vars.SMTP_URL) {
    problems.push('SMTP_URL="": is required when MAIL_TRANSPORT=smtp');
  }
  if (vars.CAPTCHA_PROVIDER === 'altcha' && !vars.ALTCHA_HMAC_KEY) {
    problems.push('ALTCHA_HMAC_KEY="": is required when CAPTCHA_PROVIDER=altcha');
  }
  if (vars.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!vars.RECAPTCHA_SECRET) {
      problems.push('RECAPTCHA_SECRET="": is required when CAPTCHA_PROVIDER=recaptcha');
    }
    if (!vars.RECAPTCHA_SITE_KEY) {
      problems.push('RECAPTCHA_SITE_KEY="": is required when CAPTCHA_PROVIDER=recaptcha');
    }
  }
  return problems;
}

export type Env = Record<string, string | undefined>;

export type DatabaseConfig =
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'postgres'; url: string }
  /**
   * The default without DATABASE_URL: a real PostgreSQL run by the server in DATA_DIR/postgres,
   * or PGlite in DATA_DIR/pglite where no binaries exist for the platform, where that directory
   * already holds a PGlite database, or when `prefer` says so (EMBEDDED_DATABASE).
   */
  | { driver: 'embedded'; dataDir: string; prefer: 'postgres' | 'pglite' | null };

/**
 * Where uploaded files (avatars, photos) are kept: `files` in DATA_DIR/uploads, `database` in the
 * database's `stored_files` table, which every instance on that database sees (and `pg_dump`
 * backs up). Unset, the embedded database keeps `files`: it serves one process anyway, and so
 * does everything in DATA_DIR. With DATABASE_URL the default is the database, so that several
 * instances behind a load balancer serve each other's uploads out of the box, unless
 * DATA_DIR/uploads already holds files (an install from before this choice existed): then files
 * stay where they are, with a warning at start naming `npm run uploads:move`
 * (`database-unless-files`, decided at start by platform/storage/upload-store.ts).
 */
export type UploadStoreConfig = 'files' | 'database' | 'database-unless-files';

export type MailConfig =
  | { transport: 'file'; outboxDir: string; from: string }
  | { transport: 'smtp'; url: string; from: string };

export type CaptchaConfig =
  | { provider: 'none' }
  | { provider: 'altcha'; hmacKey: string }
  | {
      provider: 'recaptcha';
      secret: string;
      siteKey: string;
      verifyUrl: string;
      minScore: number;
    };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: (typeof logLevels)[number];
  publicUrl: string;
  /** Whether PUBLIC_URL was given; without it links follow the address MaryJane is reached at. */
  publicUrlSet: boolean;
  trustProxy: boolean;
  /** Built web app to serve, or null to serve the API alone (tests, `npm run dev`). */
  webDistDir: string | null;
  /** The folder of the `files` upload store (avatars under /uploads, private photos). */
  uploadsDir: string;
  /** Which store keeps uploaded files: see UploadStoreConfig. */
  uploadStore: UploadStoreConfig;
  mail: MailConfig;
  captcha: CaptchaConfig;
  /** Shared store for rate-limit counters; null keeps them in this process. */
  redisUrl: string | null;
  /**
   * The counters' key prefix in Redis, `mj:<deployment>:rl:`: the instances of one MaryJane
   * count together, another MaryJane on the same Redis apart (issue 32).
   */
  redisKeyPrefix: string;
  /** Multiplies every rate limit (test servers where all clients share one address). */
  rateLimitScale: number;
  /** Broker whose `maryjane/<deviceKey>/readings` topics carry sensor readings; null: none. */
  mqttUrl: string | null;
  /**
   * This instance's client id at the broker, which keeps its session under it: each instance
   * its own (issue 32), the same across its restarts.
   */
  mqttClientId: string;
  /**
   * The shared subscription's group: the instances of one MaryJane (one database) share it, so
   * each reading is handled by one of them; another MaryJane on the same broker has its own.
   */
  mqttShareGroup: string;
  /** Home Assistant's MQTT discovery prefix (its `discovery_prefix`, issue 31). */
  haDiscoveryPrefix: string;
  /**
   * Origins of push services besides the browsers' own (PUSH_SERVICES, comma-separated): a
   * browser's push address must be on one of them, so that MaryJane posts to no other server.
   */
  pushServices: string[];
  /** Open-Meteo's forecast endpoint (or a fake one in tests). */
  weatherUrl: string;
  /** Guides, recipes, blog posts and pages (content/README.md). */
  contentDir: string;
  /**
   * Signs the expiring addresses of private photos. Random per start when unset: every
   * instance behind one address must share it, and a restart makes old addresses fail.
   */
  urlSigningSecret: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start-up; the only place in the API that looks at process.env. */
export function loadConfig(
  env: Env,
  defaults: { webDistDir?: string | null; contentDir?: string } = {},
): AppConfig {
  // An empty variable means "not set" (a common shape of .env files and compose files).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const vars = parsed.data;
  const missing = requirementsOf(vars);
  if (missing.length > 0) throw new ConfigError(missing);
  const dataDir = path.resolve(vars.DATA_DIR);
  const deployment = deploymentOf(vars.DATABASE_URL ?? `embedded:${dataDir}`);
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'embedded', dataDir, prefer: vars.EMBEDDED_DATABASE ?? null },
    logLevel: vars.LOG_LEVEL,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    publicUrlSet: vars.PUBLIC_URL !== undefined,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(vars.WEB_DIST_DIR) : (defaults.webDistDir ?? null),
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadStore: vars.UPLOAD_STORE ?? (vars.DATABASE_URL ? 'database-unless-files' : 'files'),
    mail:
      vars.MAIL_TRANSPORT === 'smtp' && vars.SMTP_URL
        ? { transport: 'smtp', url: vars.SMTP_URL, from: vars.MAIL_FROM }
        : { transport: 'file', outboxDir: path.join(dataDir, 'outbox'), from: vars.MAIL_FROM },
    captcha: captchaConfig(vars),
    redisUrl: vars.REDIS_URL ?? null,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    mqttUrl: vars.MQTT_URL ?? null,
    mqttClientId: vars.MQTT_CLIENT_ID ?? defaultMqttClientId(vars.PORT),
    mqttShareGroup: vars.MQTT_SHARE_GROUP ?? `maryjane-${deployment}`,
    haDiscoveryPrefix: vars.HA_DISCOVERY_PREFIX,
    pushServices: (vars.PUSH_SERVICES ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisKeyPrefix: `mj:${deployment}:rl:`,
    weatherUrl: vars.WEATHER_URL,
    contentDir: path.resolve(vars.CONTENT_DIR ?? defaults.contentDir ?? defaultContentDir),
    urlSigningSecret: vars.URL_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
  };
}

/** Letters, digits, - and _ only, at most 64 (what the variables allow). */
const clientIdOf = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64);

/** `maryjane-<host>-<port>`: another on every machine and port, the same after a restart. */
export function defaultMqttClientId(port: number, host = os.hostname()): string {
  const name = `maryjane-${host}-${port}`;
  return name.length <= 64 && !/[^A-Za-z0-9_-]/.test(name)
    ? name
    : clientIdOf(
        `maryjane-${createHash('sha256').update(name).digest('hex').slice(0, 16)}-${port}`,
      );
}

/**
 * A hash of the database's address (without user and password): what the instances of one
 * MaryJane have in common without being told, and another MaryJane on the same broker or Redis
 * does not. Where instances reach one database by different addresses, set MQTT_SHARE_GROUP.
 */
export function deploymentOf(database: string): string {
  let identity = database;
  if (URL.canParse(database)) {
    const url = new URL(database);
    identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return createHash('sha256').update(identity).digest('hex').slice(0, 12);
}

/** `maryjane-<deployment>`: the shared subscription group of one MaryJane's instances. */
export const defaultShareGroup = (database: string) => `maryjane-${deploymentOf(database)}`;

function captchaConfig(vars: z.infer<typeof envSchema>): CaptchaConfig {
  if (vars.CAPTCHA_PROVIDER === 'altcha' && vars.ALTCHA_HMAC_KEY) {
    return { provider: 'altcha', hmacKey: vars.ALTCHA_HMAC_KEY };
  }
  if (vars.CAPTCHA_PROVIDER === 'recaptcha' && vars.RECAPTCHA_SECRET && vars.RECAPTCHA_SITE_KEY) {
    return {
      provider: 'recaptcha',
      secret: vars.RECAPTCHA_SECRET,
      siteKey: vars.RECAPTCHA_SITE_KEY,
      verifyUrl: vars.RECAPTCHA_VERIFY_URL,
      minScore: vars.RECAPTCHA_MIN_SCORE,
    };
  }
  return { provider: 'none' };
}
