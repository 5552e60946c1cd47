import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts';

/**
 * Journeys against the real server, started as `npm start` starts it, on a fresh data folder.
 * Debian's Chromium (Playwright cannot download browsers here). No retries: a flaky test is a bug.
 */
const port = Number(process.env.E2E_PORT ?? 8600);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sfp-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;
/** A stand-in for the external flood-mapping app, served by the journeys themselves (geodata.spec.ts). */
export const floodMappingPort = port + 9;
/** Low, so the journeys reach the question limit (429) in a few questions. */
export const E2E_QUESTION_LIMIT = 4;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // WebGL for the hazard map (MapLibre) without a GPU: ANGLE on SwiftShader, which recent
        // Chromium only allows as a fallback when asked.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.ts`,
    cwd: resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      QUESTION_LIMIT: String(E2E_QUESTION_LIMIT),
      FLOOD_MAPPING_URL_FR: `http://127.0.0.1:${floodMappingPort}/flood/fr/`,
      FLOOD_MAPPING_URL_EN: `http://127.0.0.1:${floodMappingPort}/flood/en/`,
    },
  },
});
