import 'react-chatbot-kit/build/main.css';
import { useEffect, useMemo, useRef } from 'react';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../../../config/constants.ts';
import { Chatbot } from 'react-chatbot-kit';
import { useTranslation } from 'react-i18next';
import { ActionProvider } from './ActionProvider.tsx';
import { type AdvisorChat as AdvisorChatValue, AdvisorChatContext } from './AdvisorChatContext.ts';
import { BotAvatar, BotMessage } from './BotMessage.tsx';
import type { ChatMessage } from './messages.ts';
import { MessageParser } from './MessageParser.tsx';
import '../i18n.ts';

/** Blank questions are not sent (the kit's optional validator, spec §5). */
export const isSendable = (input: string): boolean => input.trim().length > 0;

/**
 * The chat panel on react-chatbot-kit (spec §2): its message model, loading dots and scrolling,
 * with the spec's placeholder, markdown bot replies and the organisation's symbol as avatar.
 * Mounted afresh for each conversation (the kit takes its history only when it mounts).
 */
export function AdvisorChat({ history, value }: { history: ChatMessage[]; value: AdvisorChatValue }) {
  const { t } = useTranslation('chatbot');
  const box = useRef<HTMLDivElement>(null);
  // The kit writes the history into config.initialMessages: one config object per mount.
  const config = useMemo(
    () => ({
      botName: t('bot_name'),
      initialMessages: [],
      customComponents: { botAvatar: () => <BotAvatar />, botChatMessage: BotMessage },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed for the life of this chat
    [],
  );

  // The kit's input and send button carry no accessible name: give them one.
  useEffect(() => {
    const input = box.current?.querySelector('.react-chatbot-kit-chat-input');
    input?.setAttribute('aria-label', t('input_label'));
    input?.setAttribute('name', 'question');
    box.current?.querySelector('.react-chatbot-kit-chat-btn-send')?.setAttribute('aria-label', t('send'));
  }, [t]);

  // The message list scrolls in its own pane: 50 ms after it changes (spec §4), to the bottom, or,
  // when the newest reply is taller than the pane, to that reply's first line, so it reads from the
  // top. The kit's own scrolling (after every render, keystrokes included) is turned off.
  useEffect(() => {
    const pane = box.current?.querySelector<HTMLElement>('.react-chatbot-kit-chat-message-container');
    if (!pane) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      pane.scrollTop = pane.scrollHeight;
      const replies = pane.querySelectorAll<HTMLElement>('.sfp-bot-message');
      const last = replies[replies.length - 1];
      const lastUser = pane.querySelectorAll('.react-chatbot-kit-chat-user-chat-message');
      const newest =
        last && (lastUser.length === 0 || last.compareDocumentPosition(lastUser[lastUser.length - 1]!) & 2);
      if (!last || !newest) return;
      const top = last.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
      if (last.offsetHeight > pane.clientHeight - 16) pane.scrollTop = top - 8;
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_TO_BOTTOM_DELAY_MS);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(pane, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <div className="sfp-chat" ref={box}>
      <AdvisorChatContext.Provider value={value}>
        <Chatbot
          config={config}
          actionProvider={ActionProvider}
          messageParser={MessageParser}
          messageHistory={history}
          headerText={t('header', { bot: t('bot_name') })}
          placeholderText={t('placeholder')}
          validator={isSendable}
          disableScrollToBottom
        />
      </AdvisorChatContext.Provider>
    </div>
  );
}
