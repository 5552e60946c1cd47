import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: config.ts lives in apps/api/src. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const DURATION = /^(\d+)\s*(ms|s|m|h|d)?$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "5m", "24h", "1d", "300s" or a bare number of seconds. */
export function parseDuration(text: string): number | null {
  const m = DURATION.exec(text.trim());
  if (!m) return null;
  const unit = (m[2] ?? 's') as keyof typeof UNIT_MS;
  return Number(m[1]) * UNIT_MS[unit];
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const ms = parseDuration(text);
      if (ms === null || ms <= 0) {
        ctx.addIssue({ code: 'custom', message: `expected a duration like 5m, 24h or 300s, got "${text}"` });
        return z.NEVER;
      }
      return ms;
    });

export interface RateRule {
  limit: number;
  windowMs: number;
}

/** "30/1h": at most 30 hits per hour. "0" or "off" disables the rule. */
const rate = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx): RateRule | null => {
      if (text === 'off' || text === '0') return null;
      const [count, window] = text.split('/');
      const limit = Number(count);
      const windowMs = window ? parseDuration(window) : null;
      if (!Number.isInteger(limit) || limit <= 0 || !windowMs) {
        ctx.addIssue({ code: 'custom', message: `expected a rate like 30/1h, got "${text}"` });
        return z.NEVER;
      }
      return { limit, windowMs };
    });

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  SECRET_KEY: z.string().optional(),
  WEB_ORIGIN: optionalUrl,
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Plateforme Inondations Sénégal <no-reply@localhost>'),
  REDIS_URL: optionalUrl,
  ACCESS_TOKEN_LIFETIME: duration('5m'),
  REFRESH_TOKEN_LIFETIME: duration('1d'),
  EMAIL_TOKEN_LIFETIME: duration('24h'),
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  TRUST_PROXY: bool(false),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  LOGIN_RATE_PER_CLIENT: rate('100/15m'),
  LOGIN_RATE_PER_ACCOUNT: rate('10/15m'),
  LOGIN_RATE_PER_DEVICE: rate('10/15m'),
  REGISTER_RATE_PER_CLIENT: rate('30/1h'),
  RESET_RATE_PER_ADDRESS: rate('5/1h'),
  RESET_RATE_PER_CLIENT: rate('30/1h'),
  VERIFY_RATE_PER_CLIENT: rate('60/1h'),
  QUESTION_RATE_PER_USER: rate('30/1m'),
  CONVERSATION_RATE_PER_USER: rate('60/1h'),
  PDF_RATE_PER_USER: rate('30/10m'),
  REFUSAL_RATE_PER_CLIENT: rate('10/10s'),
  REFUSAL_PAUSE: duration('1s'),
  KNOWLEDGE_DIR: z.string().default('data/knowledge'),
  QUESTION_LIMIT: z.coerce.number().int().positive().default(20),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT: duration('30s'),
  ADVISOR_SQL_TIMEOUT: duration('5s'),
  ADVISOR_MAX_ROWS: z.coerce.number().int().positive().default(500),
  ADVISOR_MAX_CONCURRENCY: z.coerce.number().int().positive().default(4),
  PDF_MAX_CONCURRENCY: z.coerce.number().int().positive().default(2),
  PDF_TIMEOUT: duration('15s'),
  FLOOD_MAPPING_URL_EN: optionalUrl,
  FLOOD_MAPPING_URL_FR: optionalUrl,
  MAP_BASEMAP_STYLE_URL: optionalUrl,
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string;
  webOrigin: string;
  webDistDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  accessTokenLifetimeMs: number;
  refreshTokenLifetimeMs: number;
  emailTokenLifetimeMs: number;
  requireEmailVerification: boolean;
  trustProxy: boolean;
  corsOrigins: string[];
  logLevel: string;
  /** pretty: one readable line per entry (development default); json: one JSON object per line. */
  logFormat: 'pretty' | 'json';
  bodyLimitBytes: number;
  rateLimits: {
    loginPerClient: RateRule | null;
    /** Sign-in attempts on an account from clients without a valid device cookie for it. */
    loginPerAccount: RateRule | null;
    /** Sign-in attempts with one device cookie (a browser that signed in to the account before). */
    loginPerDevice: RateRule | null;
    registerPerClient: RateRule | null;
    resetPerAddress: RateRule | null;
    resetPerClient: RateRule | null;
    verifyPerClient: RateRule | null;
    /** Questions a user may ask, all conversations together (fair share of the advisor). */
    questionPerUser: RateRule | null;
    /** Conversations a user may register. */
    conversationPerUser: RateRule | null;
    /** PDF renders a user may start (on top of one at a time). */
    pdfPerUser: RateRule | null;
  };
  /** 429s a client gets at once per window; each further one waits `pauseMs` (null: never). */
  refusalPace: (RateRule & { pauseMs: number }) | null;
  knowledgeDir: string;
  questionLimit: number;
  /** Questions answered at once (ADVISOR_MAX_CONCURRENCY); sixteen times as many wait, the next get 503. */
  advisorMaxConcurrency: number;
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  advisorSqlTimeoutMs: number;
  advisorMaxRows: number;
  pdfMaxConcurrency: number;
  pdfTimeoutMs: number;
  floodMappingUrls: { en: string | undefined; fr: string | undefined };
  /** A MapLibre style URL drawn under the hazard map; unset: no basemap (works offline). */
  basemapStyleUrl: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const MIN_PRODUCTION_SECRET_BYTES = 32;
const SECRET_FILE = 'secret_key';

/** Outside production an unset SECRET_KEY is generated once and kept in DATA_DIR (mode 0600). */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs, so both sign with the same key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The only reader of process.env. Fails with every problem listed at once, so an operator fixes
 * a deployment in one pass.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  if (e.NODE_ENV === 'production') {
    if (!e.SECRET_KEY) problems.push('SECRET_KEY: required when NODE_ENV=production');
    else if (Buffer.byteLength(e.SECRET_KEY) < MIN_PRODUCTION_SECRET_BYTES) {
      problems.push(`SECRET_KEY: must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes in production`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const secretKey = e.SECRET_KEY ?? loadOrCreateSecret(dataDir);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    secretKey,
    webOrigin: (e.WEB_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDistDir: e.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    accessTokenLifetimeMs: e.ACCESS_TOKEN_LIFETIME,
    refreshTokenLifetimeMs: e.REFRESH_TOKEN_LIFETIME,
    emailTokenLifetimeMs: e.EMAIL_TOKEN_LIFETIME,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimits: {
      loginPerClient: e.LOGIN_RATE_PER_CLIENT,
      loginPerAccount: e.LOGIN_RATE_PER_ACCOUNT,
      loginPerDevice: e.LOGIN_RATE_PER_DEVICE,
      registerPerClient: e.REGISTER_RATE_PER_CLIENT,
      resetPerAddress: e.RESET_RATE_PER_ADDRESS,
      resetPerClient: e.RESET_RATE_PER_CLIENT,
      verifyPerClient: e.VERIFY_RATE_PER_CLIENT,
      questionPerUser: e.QUESTION_RATE_PER_USER,
      conversationPerUser: e.CONVERSATION_RATE_PER_USER,
      pdfPerUser: e.PDF_RATE_PER_USER,
    },
    refusalPace: e.REFUSAL_RATE_PER_CLIENT ? { ...e.REFUSAL_RATE_PER_CLIENT, pauseMs: e.REFUSAL_PAUSE } : null,
    knowledgeDir: isAbsolute(e.KNOWLEDGE_DIR) ? e.KNOWLEDGE_DIR : resolve(REPO_ROOT, e.KNOWLEDGE_DIR),
    questionLimit: e.QUESTION_LIMIT,
    advisorMaxConcurrency: e.ADVISOR_MAX_CONCURRENCY,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT }
        : null,
    advisorSqlTimeoutMs: e.ADVISOR_SQL_TIMEOUT,
    advisorMaxRows: e.ADVISOR_MAX_ROWS,
    pdfMaxConcurrency: e.PDF_MAX_CONCURRENCY,
    pdfTimeoutMs: e.PDF_TIMEOUT,
    floodMappingUrls: { en: e.FLOOD_MAPPING_URL_EN, fr: e.FLOOD_MAPPING_URL_FR },
    basemapStyleUrl: e.MAP_BASEMAP_STYLE_URL,
  };
}
