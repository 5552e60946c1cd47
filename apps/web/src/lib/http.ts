import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getAccessToken, getRefreshToken, saveAccessToken } from './storage.ts';

/** The API host: the same origin as the web app (served by `npm start`). */
export const API_BASE = '';

/**
 * Call 2, made directly (not through the shared client, spec §7): a fresh access token, or an
 * error passed on.
 */
export async function refreshAccessToken(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new Error('no refresh token');
  const res = await axios.post<{ access: string }>(`${API_BASE}/api/token/refresh/`, { refresh });
  if (res.status !== 200 || !res.data.access) throw new Error('refresh failed');
  saveAccessToken(res.data.access);
  return res.data.access;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

/**
 * The shared client (spec §4 "Request flow", §7): bearer header when a token exists; on a 401, one
 * refresh and one replay; on refresh failure the error is passed on and the session is not
 * cleared here. No timeout.
 */
export function createHttpClient(): AxiosInstance {
  const client = axios.create({ baseURL: API_BASE });
  client.interceptors.request.use((config) => {
    const token = getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !config || config._retried) throw error;
    config._retried = true;
    const access = await refreshAccessToken();
    config.headers.set('Authorization', `Bearer ${access}`);
    return client.request(config);
  });
  return client;
}

export const http = createHttpClient();
