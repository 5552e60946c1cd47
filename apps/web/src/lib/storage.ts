import { STORAGE } from '../config/constants.ts';

/**
 * Tokens (spec §4 "Session"): local storage when "remember me" is on, else session storage;
 * reads check both; clearing removes both.
 */
export function saveTokens(tokens: { access: string; refresh: string }, remember: boolean): void {
  clearTokens();
  const store = remember ? localStorage : sessionStorage;
  store.setItem(STORAGE.access, tokens.access);
  store.setItem(STORAGE.refresh, tokens.refresh);
  sessionStorage.setItem(STORAGE.sessionMarker, '1');
}

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE.access) ?? sessionStorage.getItem(STORAGE.access);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE.refresh) ?? sessionStorage.getItem(STORAGE.refresh);
}

/** After a refresh the new access token goes to local storage (spec §4 "Request flow"). */
export function saveAccessToken(access: string): void {
  localStorage.setItem(STORAGE.access, access);
}

export function clearTokens(): void {
  for (const store of [localStorage, sessionStorage]) {
    store.removeItem(STORAGE.access);
    store.removeItem(STORAGE.refresh);
  }
}

/** The current conversation (spec §3 `conversationId`): reads check both storages. */
export function getConversationId(): string | null {
  return localStorage.getItem(STORAGE.conversationId) ?? sessionStorage.getItem(STORAGE.conversationId);
}

/** Kept beside the tokens: in local storage when they are there ("remember me"), else for the tab. */
export function saveConversationId(id: string): void {
  clearConversationData();
  const remembered = localStorage.getItem(STORAGE.refresh) !== null;
  (remembered ? localStorage : sessionStorage).setItem(STORAGE.conversationId, id);
}

/** Sign-out and inactivity: the conversation data goes from both storages. */
export function clearConversationData(): void {
  for (const store of [localStorage, sessionStorage]) store.removeItem(STORAGE.conversationId);
}

export function hasSessionMarker(): boolean {
  return sessionStorage.getItem(STORAGE.sessionMarker) !== null;
}

export function clearSessionMarker(): void {
  sessionStorage.removeItem(STORAGE.sessionMarker);
}
