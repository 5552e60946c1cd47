import {
  CloudOutlined,
  ExperimentOutlined,
  InfoCircleOutlined,
  LeftOutlined,
  RightOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ClientConfig } from '@sfp/contracts';
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../components/Markdown.tsx';
import { PanelToggle, panelWidth } from '../../components/PanelToggle.tsx';
import { FLOOD_PANEL_WIDTH_COLLAPSED, FLOOD_PANEL_WIDTH_EXPANDED } from '../../config/constants.ts';
import { ROUTES } from '../../config/routes.ts';
import { fetchClientConfig, floodMappingUrl } from './api/client-config.ts';
import { HelperBanner } from './components/HelperBanner.tsx';
import './geodata.css';
import './i18n.ts';

/** The applications menu (spec §2): 200 px / 25 px, starts collapsed. */
function AppsMenu() {
  const { t } = useTranslation('geo');
  const [collapsed, setCollapsed] = useState(true);
  return (
    <nav
      className={`sfp-flood-menu${collapsed ? ' sfp-flood-menu-collapsed' : ''}`}
      aria-label={t('apps_menu')}
      style={panelWidth(collapsed, FLOOD_PANEL_WIDTH_EXPANDED, FLOOD_PANEL_WIDTH_COLLAPSED)}
    >
      <PanelToggle
        className="sfp-flood-menu-toggle"
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
        expandLabel={t('menu_expand')}
        collapseLabel={t('menu_collapse')}
      >
        {collapsed ? <RightOutlined /> : <LeftOutlined />}
        <span className="sfp-flood-menu-label">{t('apps_menu')}</span>
      </PanelToggle>
      {!collapsed && (
        <ul>
          <li>
            <Link to={ROUTES.floodAnalysis} className="sfp-flood-app" aria-current="page">
              <CloudOutlined aria-hidden /> {t('mapping_app')}
            </Link>
          </li>
          <li>
            <Link to={ROUTES.hazardScoring} className="sfp-flood-app">
              <ExperimentOutlined aria-hidden /> {t('hazard_app')}
            </Link>
          </li>
        </ul>
      )}
    </nav>
  );
}

/**
 * Without a configured mapping app: what users can use instead (the configuration hint is for the
 * operator: the server logs it at start-up and the README documents it).
 */
function NotAvailable() {
  const { t } = useTranslation('geo');
  return (
    <Alert
      type="info"
      showIcon
      className="sfp-flood-unavailable"
      title={t('not_configured_title')}
      description={
        <>
          <p>{t('not_configured_text')}</p>
          <div className="sfp-flood-unavailable-actions">
            <Link className="sfp-link-button" to={ROUTES.responseAdvisor}>
              <WechatOutlined aria-hidden /> {t('helper_button')}
            </Link>
            <Link className="sfp-link-button sfp-link-button-secondary" to={ROUTES.geodataExplorer}>
              <CloudOutlined aria-hidden /> {t('open_explorer')}
            </Link>
          </div>
        </>
      }
    />
  );
}

/**
 * Flood analysis (spec §2): the external flood-mapping app filling the page, in the stored
 * language (its URLs come from the server at run time), with the parameters' explanation, the
 * applications menu and the helper banner.
 */
export default function FloodAnalysisPage() {
  const { t, i18n } = useTranslation('geo');
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [info, setInfo] = useState(false);

  useEffect(() => {
    fetchClientConfig()
      .then(setConfig)
      .catch((error: Error) => {
        console.warn('fetching the client config failed', error.message);
        setFailed(true);
      });
  }, []);

  const url = config ? floodMappingUrl(config, i18n.resolvedLanguage) : null;

  return (
    <div className="sfp-flood">
      <AppsMenu />
      <div className="sfp-page-column">
        <header className="sfp-page-header">
          <h1>{t('flood_title')}</h1>
          <Button icon={<InfoCircleOutlined />} onClick={() => setInfo(true)}>
            <span className="sfp-btn-text">{t('info_button')}</span>
          </Button>
        </header>
        <div className="sfp-flood-frame">
          {failed ? (
            <Alert type="error" showIcon title={t('config_error')} />
          ) : !config ? (
            <Spin />
          ) : url ? (
            <iframe src={url} title={t('iframe_title')} referrerPolicy="no-referrer" allow="fullscreen; geolocation" />
          ) : (
            <NotAvailable />
          )}
        </div>
        <HelperBanner />
      </div>
      <Modal
        open={info}
        title={t('info_title')}
        onCancel={() => setInfo(false)}
        width={720}
        footer={[
          <Button key="close" type="primary" onClick={() => setInfo(false)}>
            {t('common:close')}
          </Button>,
        ]}
      >
        <Markdown>{t('info_markdown')}</Markdown>
      </Modal>
    </div>
  );
}
