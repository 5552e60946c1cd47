import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration, REPO_ROOT } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sfp-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the issue defaults', () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(8000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.webOrigin).toBe('http://localhost:8000');
    expect(c.accessTokenLifetimeMs).toBe(5 * 60_000);
    expect(c.refreshTokenLifetimeMs).toBe(86_400_000);
    expect(c.emailTokenLifetimeMs).toBe(24 * 3_600_000);
    expect(c.requireEmailVerification).toBe(true);
    expect(c.corsOrigins).toEqual([]);
    expect(c.questionLimit).toBe(20);
    expect(c.llm).toBeNull();
    // An office of 30 sharing one address can register within the hour; guessing is stopped per account.
    expect(c.rateLimits.registerPerClient).toEqual({ limit: 30, windowMs: 3_600_000 });
    expect(c.rateLimits.loginPerAccount).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(c.rateLimits.loginPerClient!.limit).toBeGreaterThanOrEqual(30);
    expect(c.rateLimits.resetPerClient!.limit).toBeGreaterThanOrEqual(30);
  });

  it('keeps its data in .data at the repository root by default', () => {
    // SECRET_KEY set, so nothing is written there.
    const c = loadConfig({ SECRET_KEY: 'k'.repeat(40) });
    expect(c.dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(c.knowledgeDir).toBe(join(REPO_ROOT, 'data', 'knowledge'));
  });

  it('follows PORT in the default WEB_ORIGIN and treats empty URLs as unset', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), PORT: '9100', DATABASE_URL: '', SMTP_URL: '' });
    expect(c.webOrigin).toBe('http://localhost:9100');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });

  it('generates the secret once outside production, keeps it in DATA_DIR with mode 0600, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'secret_key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
  });

  it('requires a SECRET_KEY of at least 32 bytes in production', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SECRET_KEY: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SECRET_KEY: 'short' })).toThrow(/32 bytes/);
    const ok = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(32) });
    expect(ok.secretKey).toBe('x'.repeat(32));
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        ACCESS_TOKEN_LIFETIME: 'soon',
        DATABASE_URL: 'not a url',
        LOGIN_RATE_PER_CLIENT: 'many',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'ACCESS_TOKEN_LIFETIME', 'DATABASE_URL', 'LOGIN_RATE_PER_CLIENT']) {
        expect(problems).toContain(key);
      }
    }
  });

  it('reads rates and switches', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      LOGIN_RATE_PER_ACCOUNT: '7/10m',
      RESET_RATE_PER_ADDRESS: 'off',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      CORS_ORIGINS: 'https://a.sn, https://b.sn',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'qwen',
    });
    expect(c.rateLimits.loginPerAccount).toEqual({ limit: 7, windowMs: 600_000 });
    expect(c.rateLimits.resetPerAddress).toBeNull();
    expect(c.requireEmailVerification).toBe(false);
    expect(c.corsOrigins).toEqual(['https://a.sn', 'https://b.sn']);
    expect(c.llm).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen' });
  });
});

describe('parseDuration', () => {
  it.each([
    ['5m', 300_000],
    ['24h', 86_400_000],
    ['1d', 86_400_000],
    ['300', 300_000],
    ['250ms', 250],
  ])('%s → %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));
  it('rejects nonsense', () => expect(parseDuration('five minutes')).toBeNull());
});
