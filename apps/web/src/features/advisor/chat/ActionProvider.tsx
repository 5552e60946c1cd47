import { QUESTION_MAX_LENGTH } from '@sfp/contracts/limits';
import { withoutControlCharacters } from '@sfp/contracts/text';
import {
  Children,
  cloneElement,
  type Dispatch,
  isValidElement,
  type ReactNode,
  type SetStateAction,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_MESSAGE_DELAY_MS } from '../../../config/constants.ts';
import { askQuestion } from '../api/advisor-api.ts';
import { useAdvisorChat } from './AdvisorChatContext.ts';
import { type ChatMessage, chatErrorKey, replyOf, untilLoaded } from './messages.ts';
import '../i18n.ts';

interface ChatState {
  messages: ChatMessage[];
}

interface Props {
  createChatBotMessage: (message: string, options: Partial<ChatMessage>) => ChatMessage;
  setState: Dispatch<SetStateAction<ChatState>>;
  /** The kit's current state (it renders the action provider with it). */
  state?: ChatState;
  children?: ReactNode;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The chat kit's action provider (an arrow function, so the kit renders it as a component).
 * Spec §4 "Chat message": a bot placeholder with loading true; the kit marks it loaded after
 * 750 ms plus its delay; on success it holds the final reply; on failure it is removed and an
 * error message with a fresh id is appended.
 */
export const ActionProvider = ({ createChatBotMessage, setState, state, children }: Props) => {
  const { t } = useTranslation('chatbot');
  const { conversationId, onAnswered } = useAdvisorChat();
  // The latest state, for a question still waiting on an older render's closure.
  const latest = useRef(state);
  latest.current = state;

  const append = (message: ChatMessage) => setState((s) => ({ ...s, messages: [...s.messages, message] }));

  const ask = async (typed: string) => {
    // Text pasted from a PDF or a word processor may carry control characters the server refuses.
    const question = withoutControlCharacters(typed);
    if (question.length > QUESTION_MAX_LENGTH) {
      append(createChatBotMessage(t('question_too_long', { max: QUESTION_MAX_LENGTH }), {}));
      return;
    }
    const placeholder = createChatBotMessage(t('loading_response'), {});
    const started = Date.now();
    append(placeholder);
    try {
      const conversation = await askQuestion(conversationId, question);
      const reply = replyOf(conversation) ?? t('internal_error');
      await wait(BOT_MESSAGE_DELAY_MS + (placeholder.delay ?? 0) - (Date.now() - started));
      // Only after the kit has marked the placeholder loaded, or its copy would overwrite the reply.
      await untilLoaded(() => latest.current?.messages, placeholder.id);
      setState((s) => ({
        ...s,
        messages: s.messages.map((m) => (m.id === placeholder.id ? { ...m, message: reply, loading: false } : m)),
      }));
    } catch (error) {
      console.warn('chat call failed', (error as Error).message);
      setState((s) => ({
        ...s,
        messages: [
          ...s.messages.filter((m) => m.id !== placeholder.id),
          createChatBotMessage(t(chatErrorKey(error)), {}),
        ],
      }));
    }
    onAnswered();
  };

  return (
    <>
      {Children.map(children, (child) =>
        isValidElement(child)
          ? cloneElement(child as React.ReactElement<{ actions: unknown }>, { actions: { ask } })
          : child,
      )}
    </>
  );
};

export interface AdvisorActions {
  ask: (question: string) => Promise<void>;
}
