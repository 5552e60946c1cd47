import axios from 'axios';
import { jwtDecode } from 'jwt-decode';
import { API_BASE, http, refreshAccessToken } from './http.ts';
import {
  clearConversationData,
  clearSessionMarker,
  clearTokens,
  getAccessToken,
  getRefreshToken,
  saveTokens,
} from './storage.ts';

/** Call 1: status 200 is success; tokens stored by the remember-me rule. */
export async function login(email: string, password: string, remember: boolean): Promise<void> {
  const res = await axios.post<{ access: string; refresh: string }>(`${API_BASE}/api/token/`, {
    username: email,
    password,
  });
  saveTokens(res.data, remember);
}

/** Token expiry compared in seconds against now (spec §9). */
export function isExpired(token: string, nowMs = Date.now()): boolean {
  const { exp } = jwtDecode<{ exp?: number }>(token);
  return typeof exp !== 'number' || exp < Math.floor(nowMs / 1000);
}

/** The access guard's decision (spec §4 "Route guard"). */
export async function checkAccess(): Promise<boolean> {
  try {
    const token = getAccessToken();
    if (!token) return false;
    if (!isExpired(token)) return true;
    await refreshAccessToken();
    return true;
  } catch {
    return false;
  }
}

/**
 * Sign out: conversation data from both storages, the refresh token revoked on the server (the
 * "logout helper", call POST /api/token/blacklist/), tokens cleared.
 */
export async function logout(): Promise<void> {
  clearConversationData();
  const refresh = getRefreshToken();
  if (refresh) await http.post('/api/token/blacklist/', { refresh }).catch(() => undefined);
  clearTokens();
  clearSessionMarker();
}
