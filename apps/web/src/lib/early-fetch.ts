/** What shell.js requested with the page (`data-fetch`, vite.config.ts): URL → its response. */
declare global {
  interface Window {
    sfpEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The JSON shell.js requested for `url` as the page arrived (on a deep link with a session, before
 * any of the app had loaded), taken once; when there is none, or it failed (an expired token, a
 * network error), `request()` asks again through the app's client, which refreshes the session.
 */
export async function earlyJson<T>(url: string, request: () => Promise<T>): Promise<T> {
  const early = typeof window === 'undefined' ? undefined : window.sfpEarly?.[url];
  if (!early) return request();
  delete window.sfpEarly![url];
  try {
    const res = await early;
    if (res.ok) return (await res.json()) as T;
  } catch {
    // asked again below
  }
  return request();
}
