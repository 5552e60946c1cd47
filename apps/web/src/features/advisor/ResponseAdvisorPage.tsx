import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, NEW_CONVERSATION_RESET_MS, STORAGE } from '../../config/constants.ts';
import { saveConversationId } from '../../lib/storage.ts';
import { type ConversationItem, fetchConversations } from './api/advisor-api.ts';
import { logged } from './api/logged.ts';
import { chatHistory, chatStart, startConversation } from './api/prefetch.ts';
import { AdvisorChat } from './chat/AdvisorChat.tsx';
import { type ChatMessage, historyToChatMessages } from './chat/messages.ts';
import { ConversationPanel } from './components/ConversationPanel.tsx';
import './advisor.css';
import './i18n.ts';

const PANEL_KEY = 'conversationPanelCollapsed';
/** The report dialog (and Ant Design's Modal) load when a report is asked for, not with the page. */
const ReportDialog = lazy(() => import('./components/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

/**
 * The Response Advisor (spec §2 "Response Advisor screen", §4 "Chat load", "New conversation",
 * "Report flow", "Panels").
 */
export default function ResponseAdvisorPage() {
  const { t } = useTranslation('chatbot');
  const [userId, setUserId] = useState<number | null>(null);
  const [conversationId, setConversationId] = useState('');
  const [history, setHistory] = useState<ChatMessage[] | null>(null);
  const [mount, setMount] = useState(0);
  const [hasMessages, setHasMessages] = useState(false);
  // The report toast, until the user closes it: then it stays closed (the report button remains).
  const [toast, setToast] = useState(() => localStorage.getItem(STORAGE.reportToastClosed) === null);
  const [chatHidden, setChatHidden] = useState(false);
  const [conversations, setConversations] = useState<ConversationItem[]>([]);
  // With no stored choice the panel starts folded on a phone, where it sits above the chat.
  const [panelCollapsed, setPanelCollapsed] = useState(() => {
    const stored = localStorage.getItem(PANEL_KEY);
    return stored === null ? window.matchMedia(`(max-width: ${BREAKPOINTS.md - 1}px)`).matches : stored === 'true';
  });
  const [reportOpen, setReportOpen] = useState(false);
  const reveal = useRef<(() => void) | null>(null);
  const closeReport = useCallback(() => setReportOpen(false), []);

  const refreshList = useCallback(async () => {
    const items = await fetchConversations().catch(logged('fetching the conversations'));
    if (items) setConversations(items);
  }, []);

  /** Loads a conversation's history and mounts a fresh chat for it. */
  const open = useCallback(async (id: string, isNew: boolean) => {
    setConversationId(id);
    setHistory(null);
    const stored = isNew ? [] : ((await chatHistory(id).catch(logged('fetching the history'))) ?? []);
    const messages = historyToChatMessages(stored);
    setHasMessages(messages.length > 0);
    // Until it has content, the chat reveals the report button and toast once per sent message.
    reveal.current = messages.length > 0 ? null : () => setHasMessages(true);
    setHistory(messages);
    setMount((n) => n + 1);
  }, []);

  // Chat load (spec §4): user info; the stored conversation, or a new one registered and saved
  // (requested as the app started, on a deep link to this page).
  useEffect(() => {
    void (async () => {
      const start = await chatStart();
      if (!start) return;
      setUserId(start.uid);
      await open(start.id, start.isNew);
      await refreshList();
    })();
  }, [open, refreshList]);

  const newConversation = async () => {
    if (userId === null) return;
    const id = await startConversation(userId);
    setChatHidden(true);
    setTimeout(() => {
      setChatHidden(false);
      void open(id, true);
    }, NEW_CONVERSATION_RESET_MS);
    await refreshList();
  };

  const select = (id: string) => {
    if (id === conversationId) return;
    saveConversationId(id);
    void open(id, false);
  };

  const closeToast = () => {
    localStorage.setItem(STORAGE.reportToastClosed, '1');
    setToast(false);
  };

  const togglePanel = () =>
    setPanelCollapsed((c) => {
      localStorage.setItem(PANEL_KEY, String(!c));
      return !c;
    });

  const chatValue = useMemo(
    () => ({
      conversationId,
      onAnswered: () => {
        const fire = reveal.current;
        reveal.current = null;
        fire?.();
        void refreshList();
      },
    }),
    [conversationId, refreshList],
  );

  return (
    <div className="sfp-advisor">
      <ConversationPanel
        items={conversations}
        current={conversationId}
        collapsed={panelCollapsed}
        onToggle={togglePanel}
        onSelect={select}
      />
      <section className="sfp-page-column">
        <header className="sfp-page-header">
          <h1>{t('title')}</h1>
          {hasMessages && (
            <div className="sfp-advisor-actions">
              <Button type="primary" icon={<FileTextOutlined />} onClick={() => setReportOpen(true)}>
                <span className="sfp-btn-text">{t('report_button')}</span>
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => void newConversation()}>
                <span className="sfp-btn-text">{t('new_conversation')}</span>
              </Button>
            </div>
          )}
        </header>
        {hasMessages && toast && (
          <Alert
            className="sfp-advisor-toast"
            type="info"
            showIcon
            closable={{ 'aria-label': t('close'), onClose: closeToast }}
            title={t('report_toast_title')}
            description={
              // On a phone, one short line: the message list keeps the height (advisor.css).
              <>
                <span className="sfp-toast-long">{t('report_toast')}</span>
                <span className="sfp-toast-short">{t('report_toast_short')}</span>
              </>
            }
          />
        )}
        {!hasMessages && history !== null && !chatHidden && (
          <div className="sfp-advisor-greeting">
            <h2>{t('greeting')}</h2>
            <p>{t('greeting_subtitle')}</p>
          </div>
        )}
        {history === null || chatHidden ? (
          <div className="sfp-advisor-loading">
            <Spin />
          </div>
        ) : (
          <AdvisorChat key={`${conversationId}#${mount}`} history={history} value={chatValue} />
        )}
      </section>
      {reportOpen && (
        <Suspense fallback={<Spin fullscreen />}>
          <ReportDialog conversationId={conversationId} onClose={closeReport} />
        </Suspense>
      )}
    </div>
  );
}
