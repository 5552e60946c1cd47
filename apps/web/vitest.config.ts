import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Same origin as the real API started by the global setup: the app's relative calls reach it.
    environmentOptions: { jsdom: { url: `http://127.0.0.1:${process.env.WEB_TEST_PORT ?? 8651}/` } },
    globalSetup: ['test/api-server.ts'],
    setupFiles: ['test/setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
