import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { conversationLabel } from '@sfp/contracts/conversation-id';
import axios from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_TEST_QUESTION_LIMIT } from '../../../test/limits.ts';
import { forgeReply } from '../../../test/forge-reply.ts';
import { conversationWith, freshUser } from '../../../test/users.ts';
import { Markdown } from '../../components/Markdown.tsx';
import i18n from '../../lib/i18n.ts';
import { clearTokens, saveTokens } from '../../lib/storage.ts';
import * as api from './api/advisor-api.ts';
import { renderAdvisor } from '../../../test/render-advisor.tsx';

const FR = {
  input: 'Votre question',
  greeting: 'Bonjour, comment puis-je vous aider\u202f?',
  loading: 'Chargement de la réponse, veuillez patienter…',
  report: /Créer un rapport/,
  newConversation: /Nouvelle conversation/,
};

async function signedIn() {
  const user = await freshUser();
  saveTokens(user, false);
  return user;
}

function send(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
}

const historyOf = async (access: string, id: string) =>
  (
    await axios.get<{ conversation: { role: string; content: string }[] }>(
      `/conversation_manager/${encodeURIComponent(id)}`,
      { headers: { Authorization: `Bearer ${access}` } },
    )
  ).data.conversation;

/**
 * With setTimeout faked, jsdom's network events still need their zero-delay timers: run those
 * (and only those: the fake clock does not move) until `done()` holds.
 */
async function pumpUntil(done: () => boolean) {
  const deadline = Date.now() + 15_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('pumpUntil: timed out');
    await act(async () => {
      vi.advanceTimersByTime(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The markdown renderer is fetched the first time markdown shows. The message flow below checks a
// reply's markdown on a fake clock, so it needs the renderer there, as after any earlier reply.
beforeAll(async () => {
  const { unmount } = render(<Markdown>{'**ready**'}</Markdown>);
  await screen.findByText('ready', { selector: 'strong' }, { timeout: 10_000 });
  unmount();
});

describe('the Response Advisor screen, against the real API', () => {
  beforeEach(() => i18n.changeLanguage('fr'));

  it('chat load: a new conversation is built, registered and saved; the greeting shows', async () => {
    const user = await signedIn();
    renderAdvisor();
    expect(await screen.findByRole('heading', { name: FR.greeting })).toBeInTheDocument();
    expect(await screen.findByLabelText(FR.input)).toHaveAttribute('placeholder', 'Écrivez un message…');
    const id = sessionStorage.getItem('conversationId')!;
    const { data } = await axios.get<{ id: number }>('/api/user/id/', {
      headers: { Authorization: `Bearer ${user.access}` },
    });
    expect(id.startsWith(`${data.id}_`)).toBe(true);
    const panel = screen.getByRole('complementary', { name: 'Historique' });
    expect(await within(panel).findByRole('button', { name: conversationLabel(id) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('button', { name: FR.report })).toBeNull();
  });

  it('message flow: user message, input cleared, loading dots, the reply after 750 ms, scroll after 50 ms, then the report button and toast', async () => {
    const user = await signedIn();
    const ask = vi.spyOn(api, 'askQuestion');
    renderAdvisor();
    const input = await screen.findByLabelText(FR.input);
    const box = document.querySelector<HTMLElement>('.react-chatbot-kit-chat-message-container')!;
    const scrolls: number[] = [];
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 900 });
    Object.defineProperty(box, 'scrollTop', { configurable: true, get: () => 0, set: (v: number) => scrolls.push(v) });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    send(input, 'Quelle est la population de Matam en 2023 ?');
    expect(screen.getByText('Quelle est la population de Matam en 2023 ?')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const pending = screen.getByText(FR.loading).closest('[aria-busy]')!;
    expect(pending.querySelector('#chatbot-loader')).not.toBeNull();
    expect(scrolls).toEqual([]);
    act(() => vi.advanceTimersByTime(50));
    expect(scrolls).toContain(900);

    let answered = false;
    void (ask.mock.results[0]!.value as Promise<unknown>).finally(() => (answered = true));
    await pumpUntil(() => answered); // the real answer is back; it shows only once the kit's 750 ms have passed
    expect(screen.getByText(FR.loading)).toBeInTheDocument();
    expect(screen.queryByText(/831\s632/)).toBeNull();
    act(() => vi.advanceTimersByTime(750));
    await pumpUntil(() => screen.queryAllByText(/831\s632/).length > 0);
    expect(screen.queryByText(FR.loading)).toBeNull();
    // Rendered as markdown: the sources heading and the SQL code block.
    expect(document.querySelector('.sfp-bot-message pre code')).not.toBeNull();

    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: FR.report })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FR.newConversation })).toBeInTheDocument();
    expect(screen.getByText(/Vous pouvez générer un rapport final à tout moment/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FR.greeting })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByText(/Vous pouvez générer un rapport final/)).toBeNull());
    expect((await historyOf(user.access, sessionStorage.getItem('conversationId')!)).length).toBe(3);
  });

  it('chat load with history: assistant shown as bot, the header and toast; another conversation loads when chosen', async () => {
    const user = await signedIn();
    const older = await conversationWith(user, ['Combien de structures de santé à Kolda ?'], 10);
    const current = await conversationWith(user, ['Population de Podor en 2023'], 1);
    sessionStorage.setItem('conversationId', current);
    renderAdvisor();
    expect(await screen.findByText('Population de Podor en 2023')).toBeInTheDocument();
    expect(document.querySelectorAll('.react-chatbot-kit-chat-bot-message').length).toBe(1);
    expect(await screen.findByRole('button', { name: FR.report })).toBeInTheDocument();
    expect(screen.getByText(/Vous pouvez générer un rapport final/)).toBeInTheDocument();

    const panel = screen.getByRole('complementary', { name: 'Historique' });
    const items = await within(panel).findAllByRole('button', { name: /^\d{4}-\d{2}-\d{2} \(/ });
    expect(items.map((b) => b.textContent)).toEqual([conversationLabel(current), conversationLabel(older)]);
    fireEvent.click(items[1]!);
    expect(await screen.findByText('Combien de structures de santé à Kolda ?')).toBeInTheDocument();
    expect(screen.queryByText('Population de Podor en 2023')).toBeNull();
    expect(sessionStorage.getItem('conversationId')).toBe(older);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: conversationLabel(older) })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });

  it('new conversation: a fresh id saved and registered, the chat hidden for 300 ms, reloaded, the list refreshed', async () => {
    const user = await signedIn();
    const first = await conversationWith(user, ['Population de Matam en 2023'], 5);
    sessionStorage.setItem('conversationId', first);
    renderAdvisor();
    await screen.findByText('Population de Matam en 2023');
    const newButton = await screen.findByRole('button', { name: FR.newConversation });
    // No findBy/waitFor while setTimeout is faked: Testing Library drains with a setTimeout(0).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(newButton);
    await pumpUntil(() => screen.queryByLabelText(FR.input) === null); // registered (call 9), then hidden
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByLabelText(FR.input)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: FR.greeting })).toBeInTheDocument();

    expect(await screen.findByLabelText(FR.input)).toBeInTheDocument();
    const second = sessionStorage.getItem('conversationId')!;
    expect(second).not.toBe(first);
    const panel = screen.getByRole('complementary', { name: 'Historique' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('button', { name: /^\d{4}-/ })
          .map((b) => b.textContent),
      ).toEqual([conversationLabel(second), conversationLabel(first)]),
    );
  });

  it('the report toast, once closed, stays closed on the next visit', async () => {
    const user = await signedIn();
    const id = await conversationWith(user, ['Population de Matam en 2023'], 2);
    sessionStorage.setItem('conversationId', id);
    const first = renderAdvisor();
    expect(await screen.findByText(/Vous pouvez générer un rapport final/)).toBeInTheDocument();
    // The phone's short text is there too (advisor.css shows one of the two).
    expect(screen.getByText(/Astuce\s: demandez un résumé de la conversation/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByText(/Vous pouvez générer un rapport final/)).toBeNull());
    first.unmount();
    renderAdvisor();
    expect(await screen.findByRole('button', { name: FR.report })).toBeInTheDocument();
    expect(screen.queryByText(/Vous pouvez générer un rapport final/)).toBeNull();
  });

  it('the panel: 235 px, 60 px collapsed with its text hidden, persisted', async () => {
    await signedIn();
    renderAdvisor();
    const panel = await screen.findByRole('complementary', { name: 'Historique' });
    expect(panel).toHaveStyle({ width: '235px' });
    expect(panel.querySelector('.sfp-conv-list')).toHaveStyle({ maxHeight: 'calc(100vh - 180px)' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Masquer les conversations précédentes' }));
    expect(panel).toHaveStyle({ width: '60px' });
    for (const label of panel.querySelectorAll('.sfp-conv-label')) expect(label).not.toBeVisible();
    expect(localStorage.getItem('conversationPanelCollapsed')).toBe('true');
  });

  it('429: the question-limit message, the placeholder removed', async () => {
    const user = await signedIn();
    const questions = Array.from({ length: WEB_TEST_QUESTION_LIMIT }, (_, i) => `Population de Dakar en ${2024 + i}`);
    sessionStorage.setItem('conversationId', await conversationWith(user, questions));
    renderAdvisor();
    send(await screen.findByLabelText(FR.input), 'Et à Thiès ?');
    expect(
      await screen.findByText('Vous avez atteint la limite de questions. Veuillez démarrer une nouvelle conversation.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FR.loading)).toBeNull();
  });

  it('other failure: the internal error message (a conversation the server does not know)', async () => {
    const user = await signedIn();
    const { data } = await axios.get<{ id: number }>('/api/user/id/', {
      headers: { Authorization: `Bearer ${user.access}` },
    });
    sessionStorage.setItem('conversationId', `${data.id}_2020-01-01T00:00:00LT2020-01-01 (00:00:00)`);
    renderAdvisor();
    send(await screen.findByLabelText(FR.input), 'Population de Kaffrine');
    expect(
      await screen.findByText('Une erreur interne s’est produite. Veuillez réessayer plus tard.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FR.loading)).toBeNull();
  });

  it('a success without content: "Something went wrong. Internal Error" (in English too)', async () => {
    await signedIn();
    await i18n.changeLanguage('en');
    // The server never answers without content; the network reply is forged for this row only.
    forgeReply((url) => url.includes('/sql_agent_chat/'), { conversation: [] });
    renderAdvisor();
    expect(await screen.findByRole('heading', { name: 'Hi, how can I help you?' })).toBeInTheDocument();
    const input = await screen.findByLabelText('Your question');
    expect(input).toHaveAttribute('placeholder', 'Write a message...');
    send(input, 'Population of Fatick');
    expect(await screen.findByText('Something went wrong. Internal Error', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('a blank question is not sent; an over-long one is refused before the call', async () => {
    await signedIn();
    const ask = vi.spyOn(api, 'askQuestion');
    renderAdvisor();
    const input = await screen.findByLabelText(FR.input);
    send(input, '   ');
    expect(document.querySelectorAll('.react-chatbot-kit-user-chat-message')).toHaveLength(0);
    send(input, 'x'.repeat(2001));
    expect(await screen.findByText(/Cette question est trop longue : 2000 caractères au maximum/)).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('the report dialog (spec §2 "Report dialog", §4 "Report flow")', () => {
  beforeEach(() => i18n.changeLanguage('fr'));

  it('generates the report, downloads it as report.pdf (call 13) and confirms', async () => {
    const user = await signedIn();
    sessionStorage.setItem(
      'conversationId',
      await conversationWith(user, ['Quels sont les besoins pour 1000 sinistrés ?']),
    );
    const saved: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const renderPdf = vi.spyOn(api, 'renderReportPdf');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0]![0] });
    });
    renderAdvisor();
    fireEvent.click(await screen.findByRole('button', { name: FR.report }));
    const loading = await screen.findByRole('dialog', { name: 'Rapport de situation' });
    expect(within(loading).getByText(/Téléchargez ce rapport maintenant/)).toBeInTheDocument();
    expect(within(loading).getByRole('status')).toHaveTextContent('Rédaction du rapport…');
    // Once written, the report's title is the dialog's, and is not repeated in its body.
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Rapport de situation — inondations au Sénégal/ },
      { timeout: 5000 },
    );
    expect((await within(dialog).findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('heading', { name: /Rapport de situation — inondations/ })).toBeNull();
    // Typeset the French way, as the chat and the PDF are: no colon can start a line.
    const places = within(dialog).getByText('Lieux').closest('li')!;
    expect(places.textContent).toMatch(/^Lieux\u202f: /);

    fireEvent.click(within(dialog).getByRole('button', { name: /Télécharger en PDF/ }));
    const confirm = (await screen.findByText('Le rapport a été téléchargé.', {}, { timeout: 10_000 })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(confirm).getByText('Rapport téléchargé')).toBeInTheDocument();
    expect(saved.map((s) => s.name)).toEqual(['report.pdf']);
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(saved[0]!.blob.size).toBeGreaterThan(1000);
    expect(renderPdf.mock.calls[0]![0]).toMatch(/^# Rapport de situation/);
    expect(renderPdf.mock.calls[0]![1]).toBe('fr');
  });

  it('a failed generation shows report_generation_error; a failed download shows report_download_error in a dialog', async () => {
    const user = await signedIn();
    sessionStorage.setItem('conversationId', await conversationWith(user, ['Population de Matam en 2023']));
    renderAdvisor();
    const button = await screen.findByRole('button', { name: FR.report });
    clearTokens(); // every call now fails with 401, and no refresh token can save it
    fireEvent.click(button);
    const failed = (
      await screen.findByText('Échec de la génération du rapport. Veuillez réessayer plus tard.')
    ).closest('[role="dialog"]') as HTMLElement;
    expect(within(failed).getByRole('button', { name: /Télécharger en PDF/ })).toBeDisabled();
    fireEvent.click(within(failed).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText(/Échec de la génération/)).toBeNull());

    saveTokens(user, false);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /Rapport de situation — inondations/ }, { timeout: 5000 });
    clearTokens();
    fireEvent.click(within(dialog).getByRole('button', { name: /Télécharger en PDF/ }));
    const error = (
      await screen.findByText(
        'Échec du téléchargement du rapport. Veuillez réessayer plus tard.',
        {},
        { timeout: 10_000 },
      )
    ).closest('[role="dialog"]') as HTMLElement;
    expect(within(error).getByText('Erreur')).toBeInTheDocument();
  });
});
