import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server, read from the environment once at start-up. The README's settings
 * table mirrors this schema; keep the two together.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  SEED_DEMO: booleanFlag.default(true),
});

/** Names of every environment variable the server reads (the README's table lists each). */
export const SETTING_NAMES = Object.keys(configSchema.shape);

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  webDist: string;
  logLevel: z.output<typeof configSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  jobPollMs: number;
  jobConcurrency: number;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set": shells and .env files often leave `NAME=` behind.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'config');
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(env[name])}: ${issue.message}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(repoRoot, raw.DATA_DIR);
  return {
    port: raw.PORT,
    host: raw.HOST,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    webDist: path.resolve(repoRoot, raw.WEB_DIST ?? 'web/dist'),
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    jobPollMs: raw.JOB_POLL_MS,
    jobConcurrency: raw.JOB_CONCURRENCY,
    seedDemo: raw.SEED_DEMO,
  };
}
