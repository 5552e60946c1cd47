import { render, screen } from '@testing-library/react';
import { conversationLabel } from '@sfp/contracts/conversation-id';
import { Chatbot } from 'react-chatbot-kit';
import { describe, expect, it } from 'vitest';
import { BotMessage } from './chat/BotMessage.tsx';
import { type ChatMessage, chatErrorKey, historyToChatMessages, replyOf, untilLoaded } from './chat/messages.ts';

/** The chat model and rendering, without the API: messages from history, bot replies, the kit's error panels. */

const FR = { loading: 'Chargement de la réponse, veuillez patienter…' };

describe('the chat message model (spec §3, §4 "Chat load")', () => {
  it('drops system items, makes assistant bot (loaded) and keeps user', () => {
    const messages = historyToChatMessages([
      { role: 'system', content: 'rules' },
      { role: 'user', content: 'Population de Matam ?' },
      { role: 'assistant', content: '**831 632** habitants' },
    ]);
    expect(messages.map(({ type, message, loading }) => ({ type, message, loading }))).toEqual([
      { type: 'user', message: 'Population de Matam ?', loading: undefined },
      { type: 'bot', message: '**831 632** habitants', loading: false },
    ]);
    expect(new Set(messages.map((m) => m.id)).size).toBe(2);
    for (const m of messages) expect(Number.isInteger(m.id)).toBe(true);
  });

  it('takes the reply from the last item, and none from an empty or non-assistant one', () => {
    expect(
      replyOf([
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'r' },
      ]),
    ).toBe('r');
    expect(
      replyOf([
        { role: 'user', content: 'q' },
        { role: 'assistant', content: '  ' },
      ]),
    ).toBeNull();
    expect(replyOf([{ role: 'user', content: 'q' }])).toBeNull();
    expect(replyOf([])).toBeNull();
  });

  it('maps a 429 to the question limit and anything else to the internal error', () => {
    expect(chatErrorKey({ response: { status: 429 } })).toBe('question_limit');
    expect(chatErrorKey({ response: { status: 500 } })).toBe('chat_error');
    expect(chatErrorKey(new Error('network'))).toBe('chat_error');
  });

  it('writes a reply only once the kit has marked its placeholder loaded (the kit writes back its own copy)', async () => {
    const placeholder: ChatMessage = { id: 7, message: 'Loading response, please wait...', type: 'bot', loading: true };
    let messages: ChatMessage[] = [placeholder];
    let done = false;
    const waiting = untilLoaded(() => messages, 7, { pollMs: 5 }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(done).toBe(false);
    messages = [{ ...placeholder, loading: false }];
    await waiting;
    expect(done).toBe(true);

    // A placeholder removed after it was seen (a new conversation) ends the wait too; one never
    // loaded ends it at the limit.
    messages = [placeholder];
    const removedAt = Date.now();
    const removed = untilLoaded(() => messages, 7, { pollMs: 5, limitMs: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    messages = [];
    await removed;
    expect(Date.now() - removedAt).toBeLessThan(1_000);
    const started = Date.now();
    await untilLoaded(() => [placeholder], 7, { pollMs: 5, limitMs: 80 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('labels a conversation with what follows the first LT', () => {
    expect(conversationLabel('42_2026-11-22T09:15:03LT2026-11-22 (10:15:03)')).toBe('2026-11-22 (10:15:03)');
  });
});

describe('a bot reply', () => {
  it('is markdown: lists, tables, code and links opening in a new tab; raw HTML stays text', async () => {
    render(
      <BotMessage
        message={[
          '**Matam** <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
          '',
          '1. first',
          '2. second',
          '',
          '| a | b |',
          '|---|---|',
          '| 1 | 2 |',
          '',
          '[ANSD](https://www.ansd.sn) [bad](javascript:alert(1))',
          '',
          '```sql',
          'select 1;',
          '```',
        ].join('\n')}
      />,
    );
    // The renderer is fetched on demand: the text shows as written until it arrives.
    expect((await screen.findByText('Matam', {}, { timeout: 10_000 })).tagName).toBe('STRONG');
    expect(document.querySelector('.sfp-bot-message img, .sfp-bot-message script')).toBeNull();
    expect(screen.getByText(/<script>window.__pwned=2<\/script>/)).toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(screen.getByRole('table')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: 'ANSD' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'ANSD' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/);
    expect(screen.getByText('select 1;').closest('pre')).toHaveAttribute('tabindex', '0');
    // The query is folded behind a disclosure, closed until the reader opens it.
    const fold = screen.getByText('select 1;').closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(fold.querySelector('summary')).toHaveTextContent('Voir la requête');
  });

  it('shows source titles as published in italics, each marked with its own language', async () => {
    const reply = (answer: string, heading: string, ...titles: string[]) =>
      [answer, '', heading, ...titles.map((t) => `- [*${t}*](https://example.sn) — fiabilité A`)].join('\n');
    const fr = render(
      <BotMessage
        message={reply(
          'La crue de 2024 a touché **55 600** personnes selon le gouvernement.',
          '**Sources** (titres tels que publiés)',
          'UNICEF Senegal Flash Update No.01 (as of 4 Nov 2024)',
          "Leral, 'Crues du Fleuve Sénégal : Au total, 774 ménages impactés'",
        )}
      />,
    );
    const english = await screen.findByText(
      'UNICEF Senegal Flash Update No.01 (as of 4 Nov 2024)',
      {},
      { timeout: 10_000 },
    );
    expect(english.tagName).toBe('EM');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/Crues du Fleuve Sénégal/)).not.toHaveAttribute('lang');
    // The heading keeps its note, in the sources block; the reply says its own language.
    expect(document.querySelector('.sfp-sources')).toHaveTextContent(/^Sources \(titres tels que publiés\)/);
    expect(document.querySelector('.sfp-sources')).toHaveAttribute('lang', 'fr');
    fr.unmount();
    render(
      <BotMessage
        message={reply(
          'The 2024 river flood affected **55,600** people according to the government.',
          '**Sources**',
          "Leral, 'Crues du Fleuve Sénégal : Au total, 774 ménages impactés'",
        )}
      />,
    );
    expect(await screen.findByText(/Crues du Fleuve Sénégal/, {}, { timeout: 10_000 })).toHaveAttribute('lang', 'fr');
  });

  it('shows the loading dots while it is the placeholder, in either language', () => {
    const { unmount } = render(<BotMessage message={FR.loading} loader={<span data-testid="dots" />} />);
    expect(screen.getByTestId('dots')).toBeInTheDocument();
    unmount();
    render(<BotMessage message="Loading response, please wait..." loader={<span data-testid="dots" />} />);
    expect(screen.getByTestId('dots')).toBeInTheDocument();
  });
});

describe('the chat kit error panels (spec §8)', () => {
  it('shows "Ooops. Something is missing." without a config', () => {
    render(<Chatbot config={null as never} actionProvider={null} messageParser={null} />);
    expect(screen.getByRole('heading', { name: 'Ooops. Something is missing.' })).toBeInTheDocument();
    expect(screen.getByText(/I think you forgot to feed me some props/)).toBeInTheDocument();
  });
  it('asks for initialMessages when the config lacks them', () => {
    const Provider = ({ children }: { children: React.ReactNode }) => <>{children}</>;
    render(<Chatbot config={{} as never} actionProvider={Provider} messageParser={Provider} />);
    expect(screen.getByText(/Config must contain property 'initialMessages'/)).toBeInTheDocument();
  });
});
