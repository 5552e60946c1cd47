import { createContext, useContext } from 'react';

/** What the chat's action provider needs from the page: the conversation and the reveal hook. */
export interface AdvisorChat {
  conversationId: string;
  /** Called once each sent message has produced its answer (or its error). */
  onAnswered: () => void;
}

export const AdvisorChatContext = createContext<AdvisorChat | null>(null);

export function useAdvisorChat(): AdvisorChat {
  const value = useContext(AdvisorChatContext);
  if (!value) throw new Error('AdvisorChatContext is missing');
  return value;
}
