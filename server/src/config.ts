import path from 'node:path';
import { z } from 'zod';
import {
  mailConfig,
  MailSettingsError,
  mailSettingsShape,
  type MailConfig,
} from './platform/mail/mail-settings';
import { machineAddresses, signInBases } from './platform/http/sign-in-bases';
import {
  payConfig,
  PaySettingsError,
  paySettingsShape,
  type PayConfig,
} from './platform/pay/pay-settings';

/**
 * Every setting of the server, read from the environment once at start-up. The README's settings
 * table mirrors this schema; keep the two together.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An extra application allowed to sign users in through the built-in passport. */
const passportClientSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(16),
  redirect_uris: z.array(z.url()).min(1),
});
export type PassportClient = z.output<typeof passportClientSchema>;

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
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('qiao-web'),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPE: z.string().min(1).optional(),
  PASSPORT_CLIENTS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(passportClientSchema))
    .optional(),
  TRUSTED_ORIGINS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()))
    .optional(),
  OFFICE_CONVERTER: z.string().optional(),
  OFFICE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  SHARE_CODE_POW_ITERATIONS: z.coerce.number().int().min(1).max(100_000).default(1000),
  DRIVE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 1024 ** 3),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 of a-z 0-9 . -')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  ONLYOFFICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ONLYOFFICE_JWT_SECRET: z.string().min(16).optional(),
  EXAM_SITE_URL: z.url({ protocol: /^https?$/ }).default('https://www.chinesetest.cn/'),
  LIVE_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  ...mailSettingsShape,
  ...paySettingsShape,
});

/** Names of every environment variable the server reads (the README's table lists each). */
export const SETTING_NAMES = Object.keys(configSchema.shape);

/** Where file bytes live: a folder on this machine, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      /** Unset: AWS's own endpoint for the region. */
      endpoint: string | undefined;
      /** The address browsers reach the store at, for presigned links (default: endpoint). */
      publicEndpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Where a browser may sign in and be sent back: PUBLIC_URL when set, else every address the
   * server answers on (see sign-in-bases.ts). The first is `publicUrl`.
   */
  signInBases: string[];
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
  /** Unset: the built-in passport at `<publicUrl>/passport` signs users in. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  /** Required with an external issuer; the built-in passport makes and stores its own. */
  oidcClientSecret: string | undefined;
  /** Scopes asked for at login: the spec's `basic email` (plus `openid`) on the built-in passport. */
  oidcScope: string;
  /** Extra applications registered with the built-in passport. */
  passportClients: PassportClient[];
  sessionTtlHours: number;
  /** Storage allowance of a user until an admin changes it. */
  driveQuotaBytes: number;
  /**
   * LibreOffice for office previews: unset finds `soffice` or `libreoffice` on PATH, `off`
   * turns conversion off (previews render in the browser), anything else is the program's path.
   */
  officeConverterPath: string | undefined;
  /** A conversion that takes longer is stopped and the preview falls back to the browser. */
  officeConvertTimeoutMs: number;
  /**
   * PBKDF2 rounds per number a share-code challenge makes the visitor try: the unit of its work
   * (decision 032). Tests lower it so many challenges solve quickly.
   */
  shareCodePowIterations: number;
  /** Origins allowed to make state-changing calls: Qiao's own, plus these (e.g. a dev server). */
  trustedOrigins: string[];
  /** Session cookies get `Secure` when Qiao is reached over https. */
  secureCookies: boolean;
  storage: StorageConfig;
  /** An OnlyOffice-compatible document server for editing office files; unset: preview only. */
  documentServer: { url: string; jwtSecret: string } | undefined;
  /** The external Chinese-test (HSK, YCT) site the top menu's "Chinese test" opens. */
  examSiteUrl: string;
  /**
   * The live-class provider's room address: `{room}` is replaced by a class's room (else the room
   * is appended as a path segment); unset, live classes show no join link.
   */
  liveProviderUrl: string | undefined;
  /** Where mail goes: an SMTP server, or one `.eml` file per message in `<dataDir>/mail`. */
  mail: MailConfig;
  /** The card (Stripe) and wallet (WeChat Pay) providers, each when all its settings are given. */
  pay: PayConfig;
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
  if (raw.ONLYOFFICE_URL && !raw.ONLYOFFICE_JWT_SECRET) {
    throw new ConfigError(
      'Invalid setting ONLYOFFICE_JWT_SECRET: required when ONLYOFFICE_URL is set',
    );
  }
  if (raw.OIDC_ISSUER && !raw.OIDC_CLIENT_SECRET) {
    throw new ConfigError('Invalid setting OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set');
  }
  const dataDir = path.resolve(repoRoot, raw.DATA_DIR);
  const storage = storageConfig(raw, dataDir);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const mail = readMailConfig(raw, dataDir, publicUrl);
  const pay = readPayConfig(raw, publicUrl);
  return {
    port: raw.PORT,
    host: raw.HOST,
    publicUrl,
    signInBases: signInBases(raw.PUBLIC_URL, machineAddresses(raw.HOST, raw.PORT)),
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    webDist: path.resolve(repoRoot, raw.WEB_DIST ?? 'web/dist'),
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    jobPollMs: raw.JOB_POLL_MS,
    jobConcurrency: raw.JOB_CONCURRENCY,
    seedDemo: raw.SEED_DEMO,
    oidcIssuer: raw.OIDC_ISSUER?.replace(/\/$/, ''),
    oidcClientId: raw.OIDC_CLIENT_ID,
    oidcClientSecret: raw.OIDC_CLIENT_SECRET,
    oidcScope: raw.OIDC_SCOPE ?? (raw.OIDC_ISSUER ? 'openid profile email' : 'openid basic email'),
    passportClients: raw.PASSPORT_CLIENTS ?? [],
    sessionTtlHours: raw.SESSION_TTL_HOURS,
    driveQuotaBytes: raw.DRIVE_QUOTA_BYTES,
    officeConverterPath: raw.OFFICE_CONVERTER?.trim() || undefined,
    officeConvertTimeoutMs: raw.OFFICE_TIMEOUT_MS,
    shareCodePowIterations: raw.SHARE_CODE_POW_ITERATIONS,
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...(raw.TRUSTED_ORIGINS ?? []).map((url) => new URL(url).origin),
    ],
    secureCookies: publicUrl.startsWith('https://'),
    storage,
    documentServer:
      raw.ONLYOFFICE_URL && raw.ONLYOFFICE_JWT_SECRET
        ? { url: raw.ONLYOFFICE_URL.replace(/\/$/, ''), jwtSecret: raw.ONLYOFFICE_JWT_SECRET }
        : undefined,
    examSiteUrl: raw.EXAM_SITE_URL,
    liveProviderUrl: raw.LIVE_PROVIDER_URL,
    mail,
    pay,
  };
}

function readPayConfig(raw: z.output<typeof configSchema>, publicUrl: string) {
  try {
    return payConfig(raw, publicUrl);
  } catch (error) {
    if (!(error instanceof PaySettingsError)) throw error;
    throw new ConfigError(`Invalid setting ${error.setting}: ${error.message}`);
  }
}

function readMailConfig(raw: z.output<typeof configSchema>, dataDir: string, publicUrl: string) {
  try {
    return mailConfig(raw, dataDir, publicUrl);
  } catch (error) {
    if (!(error instanceof MailSettingsError)) throw error;
    throw new ConfigError(`Invalid setting ${error.setting}: ${error.message}`);
  }
}

/** STORAGE unset means S3 when a bucket is named, else the local folder `<dataDir>/objects`. */
function storageConfig(raw: z.output<typeof configSchema>, dataDir: string): StorageConfig {
  const kind = raw.STORAGE ?? (raw.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind, root: path.join(dataDir, 'objects') };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = raw;
  if (!bucket || !accessKeyId || !secret) {
    const missing = !bucket
      ? 'S3_BUCKET'
      : !accessKeyId
        ? 'S3_ACCESS_KEY_ID'
        : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid setting ${missing}: required when STORAGE is s3`);
  }
  return {
    kind,
    endpoint: raw.S3_ENDPOINT?.replace(/\/$/, ''),
    publicEndpoint: (raw.S3_PUBLIC_ENDPOINT ?? raw.S3_ENDPOINT)?.replace(/\/$/, ''),
    region: raw.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey: secret,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
  };
}
