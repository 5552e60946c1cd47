import { DownOutlined, UpOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PanelToggle } from '../../../components/PanelToggle.tsx';
import { ROUTES } from '../../../config/routes.ts';
import question from '../assets/question.svg';
import '../i18n.ts';

/** The helper banner to the Response Advisor (spec §2): collapsible, starts expanded. */
export function HelperBanner() {
  const { t } = useTranslation('geo');
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(true);
  return (
    <section className={`sfp-helper${expanded ? '' : ' sfp-helper-collapsed'}`} aria-label={t('helper_title')}>
      <PanelToggle
        className="sfp-helper-toggle"
        collapsed={!expanded}
        onToggle={() => setExpanded((e) => !e)}
        expandLabel={t('helper_expand')}
        collapseLabel={t('helper_collapse')}
      >
        {expanded ? <DownOutlined /> : <UpOutlined />}
      </PanelToggle>
      {expanded ? (
        <div className="sfp-helper-body">
          <img src={question} alt="" width={72} height={72} />
          <div>
            <h2>{t('helper_title')}</h2>
            <p>{t('helper_text')}</p>
          </div>
          <Button type="primary" icon={<WechatOutlined />} onClick={() => void navigate(ROUTES.responseAdvisor)}>
            {t('helper_button')}
          </Button>
        </div>
      ) : (
        <span className="sfp-helper-short">{t('helper_title')}</span>
      )}
    </section>
  );
}
