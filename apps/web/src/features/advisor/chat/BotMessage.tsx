import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import i18n from '../../../lib/i18n.ts';
import { replyParts } from './reply-parts.ts';
import '../i18n.ts';

/** The placeholder text in every language: while it shows, the reply is still pending. */
function isPending(message: string): boolean {
  return (i18n.options.supportedLngs || [])
    .filter((l) => l !== 'cimode')
    .some((lng) => i18n.t('chatbot:loading_response', { lng }) === message);
}

/** A reply: the answer, its sources as a compact list, the query folded behind "Show the query". */
function Reply({ message }: { message: string }) {
  const { t } = useTranslation('chatbot');
  const parts = replyParts(message);
  const fold = t('show_query');
  // Each part says its language (the reply may not be in the interface's); in the sources, a
  // title in the other language is marked with its own (titles are mostly English as published).
  return (
    <>
      <Markdown foldCode={fold} lang={parts.language}>
        {parts.answer}
      </Markdown>
      {parts.sources && (
        <Markdown className="sfp-sources" lang={parts.language} quotesIn="en">
          {parts.sources}
        </Markdown>
      )}
      {parts.rest && <Markdown foldCode={fold}>{parts.rest}</Markdown>}
    </>
  );
}

/**
 * A bot reply rendered as markdown (lists, tables, code, links in a new tab; raw HTML never
 * executed). While the reply is pending it shows the kit's loading dots.
 */
export function BotMessage({ message, loader }: { message: string; loader?: ReactNode }) {
  const pending = isPending(message);
  return (
    <div className="react-chatbot-kit-chat-bot-message sfp-bot-message" aria-busy={pending || undefined}>
      {pending ? (
        <div className="sfp-bot-pending">
          {loader}
          <span className="sfp-visually-hidden">{message}</span>
        </div>
      ) : (
        <Reply message={message} />
      )}
    </div>
  );
}

/** The bot avatar: the organisation's symbol. */
export function BotAvatar() {
  const { t } = useTranslation('chatbot');
  return (
    <div className="react-chatbot-kit-chat-bot-avatar-container sfp-bot-avatar">
      <Logo size={36} title={t('title')} />
    </div>
  );
}
