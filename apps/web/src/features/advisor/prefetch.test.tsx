import { screen, waitFor, within } from '@testing-library/react';
import { buildConversationId, conversationLabel } from '@sfp/contracts/conversation-id';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationWith, freshUser } from '../../../test/users.ts';
import { saveTokens } from '../../lib/storage.ts';
import * as api from './api/advisor-api.ts';
import { prefetchChatLoad } from './api/prefetch.ts';
import { renderAdvisor } from '../../../test/render-advisor.tsx';

const GREETING = 'Bonjour, comment puis-je vous aider\u202f?';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the chat load requested as the app starts on /response_advisor', () => {
  it("asks for the user's id and the stored conversation at once; the page takes both answers", async () => {
    const user = await freshUser();
    saveTokens(user, false);
    const current = await conversationWith(user, ['Population de Podor en 2023']);
    sessionStorage.setItem('conversationId', current);
    const userId = vi.spyOn(api, 'fetchUserId');
    const history = vi.spyOn(api, 'fetchHistory');
    prefetchChatLoad();
    // Both requests left before the page's code runs: neither waits for the other.
    expect(userId).toHaveBeenCalledTimes(1);
    expect(history).toHaveBeenCalledWith(current);
    renderAdvisor();
    expect(await screen.findByText('Population de Podor en 2023')).toBeInTheDocument();
    expect(userId).toHaveBeenCalledTimes(1);
    expect(history).toHaveBeenCalledTimes(1);
  });

  it("starts a new conversation as soon as the user's id is in when none is stored; the page opens it", async () => {
    const user = await freshUser();
    saveTokens(user, false);
    const register = vi.spyOn(api, 'registerConversation');
    const history = vi.spyOn(api, 'fetchHistory');
    prefetchChatLoad();
    // Registered and saved before the page asks (the page's code would still be on its way).
    await waitFor(() => expect(sessionStorage.getItem('conversationId')).not.toBeNull());
    expect(register).toHaveBeenCalledTimes(1);
    const started = sessionStorage.getItem('conversationId')!;
    expect(register).toHaveBeenCalledWith(started);
    renderAdvisor();
    expect(await screen.findByRole('heading', { name: GREETING })).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
    // Opened as the new conversation it is: no history asked for.
    expect(history).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('conversationId')).toBe(started);
    const panel = screen.getByRole('complementary', { name: 'Historique' });
    expect(await within(panel).findByRole('button', { name: conversationLabel(started) })).toBeInTheDocument();
  });

  it("does not ask for a stored conversation that is another account's; a new one is started", async () => {
    const user = await freshUser();
    saveTokens(user, false);
    const foreign = buildConversationId(999_999_999);
    sessionStorage.setItem('conversationId', foreign);
    const history = vi.spyOn(api, 'fetchHistory');
    const register = vi.spyOn(api, 'registerConversation');
    prefetchChatLoad();
    expect(history).not.toHaveBeenCalled();
    renderAdvisor();
    expect(await screen.findByRole('heading', { name: GREETING })).toBeInTheDocument();
    expect(history).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('conversationId')).not.toBe(foreign);
  });
});
