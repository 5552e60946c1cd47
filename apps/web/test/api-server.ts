import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { WEB_TEST_QUESTION_LIMIT } from './limits.ts';

/**
 * The web tests talk to the REAL API: this global setup (run in Node, not jsdom) starts it on the
 * origin jsdom pages use (vitest.config.ts), on in-memory-like fresh data, with no mail check.
 */
export const WEB_TEST_PORT = Number(process.env.WEB_TEST_PORT ?? 8651);

export default async function setup(_project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfp-web-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(WEB_TEST_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    ACCESS_TOKEN_LIFETIME: '5m',
    LOGIN_RATE_PER_CLIENT: 'off',
    LOGIN_RATE_PER_ACCOUNT: 'off',
    REGISTER_RATE_PER_CLIENT: 'off',
    // Low, so the question-limit row (429) is reached in a few questions.
    QUESTION_LIMIT: String(WEB_TEST_QUESTION_LIMIT),
    FLOOD_MAPPING_URL_EN: 'https://maps.example.org/flood/en/',
    FLOOD_MAPPING_URL_FR: 'https://maps.example.org/flood/fr/',
  });
  const app = await buildApp(config, { serveWeb: false });
  await app.listen({ port: WEB_TEST_PORT, host: '127.0.0.1' });
  return async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
