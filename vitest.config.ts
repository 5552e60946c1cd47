import { defineConfig } from 'vitest/config';

/** One run over every workspace's unit, API and web tests (Playwright journeys live in e2e/). */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
