import { type AxiosAdapter, getAdapter } from 'axios';
import { vi } from 'vitest';
import { http } from '../src/lib/http.ts';

/**
 * Forges a 200 reply of the server for the calls whose URL matches, and lets every other call
 * reach the real API. Only for rows the real server never produces (restored by vi.restoreAllMocks).
 */
export function forgeReply(matches: (url: string) => boolean, data: unknown): void {
  const real = getAdapter(http.defaults.adapter) as AxiosAdapter;
  vi.spyOn(http.defaults, 'adapter', 'get').mockReturnValue((config) =>
    matches(config.url ?? '')
      ? Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config })
      : real(config),
  );
}
