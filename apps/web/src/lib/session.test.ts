import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { expiredToken, freshUser } from '../../test/users.ts';
import { checkAccess, login, logout } from './auth.ts';
import { http } from './http.ts';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './storage.ts';

describe('token storage (spec §4 "Session")', () => {
  it('keeps tokens in local storage with remember me, in session storage without; reads both; clears both', () => {
    saveTokens({ access: 'a1', refresh: 'r1' }, true);
    expect(localStorage.getItem('access')).toBe('a1');
    expect(sessionStorage.getItem('access')).toBeNull();
    saveTokens({ access: 'a2', refresh: 'r2' }, false);
    expect(sessionStorage.getItem('access')).toBe('a2');
    expect(localStorage.getItem('access')).toBeNull();
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBe('r2');
    localStorage.setItem('refresh', 'r3');
    clearTokens();
    expect([localStorage.getItem('refresh'), sessionStorage.getItem('refresh')]).toEqual([null, null]);
  });
});

describe('the shared client against the real API', () => {
  it('signs in (call 1) and stores the tokens by the remember-me rule', async () => {
    const user = await freshUser();
    await login(user.email, user.password, false);
    expect(sessionStorage.getItem('access')).toBeTruthy();
    await expect(login(user.email, 'Wrong-password1', true)).rejects.toMatchObject({ response: { status: 401 } });
  });

  it('on a 401 refreshes once, saves the new access token in local storage and replays the call', async () => {
    const user = await freshUser();
    saveTokens({ access: 'not-a-valid-token', refresh: user.refresh }, false);
    const me = await http.get<{ id: number }>('/api/user/id/');
    expect(me.status).toBe(200);
    expect(typeof me.data.id).toBe('number');
    const fresh = localStorage.getItem('access');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe('not-a-valid-token');
  });

  it('passes the error on when the refresh fails, without clearing the session', async () => {
    saveTokens({ access: 'bad', refresh: 'also-bad' }, true);
    await expect(http.get('/api/user/id/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('refresh')).toBe('also-bad');
  });

  it('the guard: no token → denied; expired token + valid refresh → allowed with a new token; bad refresh → denied', async () => {
    expect(await checkAccess()).toBe(false);
    const user = await freshUser();
    saveTokens({ access: expiredToken(), refresh: user.refresh }, true);
    expect(await checkAccess()).toBe(true);
    expect(getAccessToken()).not.toBe(expiredToken());
    saveTokens({ access: expiredToken(), refresh: 'bad' }, true);
    expect(await checkAccess()).toBe(false);
    saveTokens({ access: user.access, refresh: user.refresh }, true);
    expect(await checkAccess()).toBe(true);
  });

  it('signs out: conversation data gone from both storages, refresh token revoked, tokens cleared', async () => {
    const user = await freshUser();
    saveTokens({ access: user.access, refresh: user.refresh }, true);
    localStorage.setItem('conversationId', 'x');
    sessionStorage.setItem('conversationId', 'y');
    await logout();
    expect([
      localStorage.getItem('conversationId'),
      sessionStorage.getItem('conversationId'),
      getAccessToken(),
    ]).toEqual([null, null, null]);
    const refresh = await axios.post('/api/token/refresh/', { refresh: user.refresh }, { validateStatus: () => true });
    expect(refresh.status).toBe(401);
  });
});
