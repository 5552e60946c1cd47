import { LeftOutlined, MessageOutlined, RightOutlined } from '@ant-design/icons';
import { conversationLabel } from '@sfp/contracts/conversation-id';
import { useTranslation } from 'react-i18next';
import { PanelToggle, panelWidth } from '../../../components/PanelToggle.tsx';
import { CONVERSATION_PANEL_WIDTH_COLLAPSED, CONVERSATION_PANEL_WIDTH_EXPANDED } from '../../../config/constants.ts';
import type { ConversationItem } from '../api/advisor-api.ts';
import '../i18n.ts';

/**
 * Past conversations (spec §2): 235 px / 60 px, text hidden when collapsed, the selected item bold
 * with a blue tint, the toggle at the top, the list at most the viewport height minus 180 px.
 * Each item is labelled with what follows the first `LT` of its id.
 */
export function ConversationPanel({
  items,
  current,
  collapsed,
  onToggle,
  onSelect,
}: {
  items: ConversationItem[];
  current: string;
  collapsed: boolean;
  onToggle: () => void;
  onSelect: (conversationId: string) => void;
}) {
  const { t } = useTranslation('chatbot');
  return (
    <aside
      className={`sfp-conv-panel${collapsed ? ' sfp-conv-collapsed' : ''}`}
      aria-label={t('conversations')}
      style={panelWidth(collapsed, CONVERSATION_PANEL_WIDTH_EXPANDED, CONVERSATION_PANEL_WIDTH_COLLAPSED)}
    >
      <PanelToggle
        className="sfp-conv-toggle"
        collapsed={collapsed}
        onToggle={onToggle}
        expandLabel={t('expand_panel')}
        collapseLabel={t('collapse_panel')}
      >
        {collapsed ? <RightOutlined /> : <LeftOutlined />}
        <span className={collapsed ? 'sfp-conv-title-folded' : undefined}>{t('conversations')}</span>
      </PanelToggle>
      <ul className="sfp-conv-list" style={{ maxHeight: 'calc(100vh - 180px)' }}>
        {items.length === 0 && !collapsed && <li className="sfp-conv-empty">{t('no_conversations')}</li>}
        {items.map((item) => {
          const label = conversationLabel(item.conversation_id);
          const selected = item.conversation_id === current;
          return (
            <li key={item.conversation_id}>
              <button
                type="button"
                className={`sfp-conv-item${selected ? ' sfp-conv-selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                aria-label={collapsed ? label : undefined}
                title={label}
                onClick={() => onSelect(item.conversation_id)}
              >
                <MessageOutlined aria-hidden />
                <span className="sfp-conv-label" hidden={collapsed}>
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
