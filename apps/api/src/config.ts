import path from 'node:path';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(logLevels).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Env = Record<string, string | undefined>;

export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: (typeof logLevels)[number];
  publicUrl: string;
  trustProxy: boolean;
  /** Built web app to serve, or null to serve the API alone (tests, `npm run dev`). */
  webDistDir: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start-up; the only place in the API that looks at process.env. */
export function loadConfig(env: Env, defaults: { webDistDir?: string | null } = {}): AppConfig {
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
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    logLevel: vars.LOG_LEVEL,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(vars.WEB_DIST_DIR) : (defaults.webDistDir ?? null),
  };
}
