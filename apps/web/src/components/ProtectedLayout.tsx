import {
  AppstoreOutlined,
  BarChartOutlined,
  CloudOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SoundOutlined,
  UserOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import {
  BREAKPOINTS,
  EXPIRED_FLAG,
  SIDEBAR_TRANSITION_MS,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  STORAGE,
} from '../config/constants.ts';
import { ROUTES } from '../config/routes.ts';
import { useInactivity } from '../hooks/useInactivity.ts';
import { logout } from '../lib/auth.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { PanelToggle, panelWidth } from './PanelToggle.tsx';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Ant Design's provider (theme, language) for the layout's Ant Design parts, which come lazily:
 * the layout itself paints without Ant Design.
 */
const AntdProvider = lazy(() => import('./AntdProvider.tsx'));
/** The phone's drawer (Ant Design's Drawer) loads the first time it is opened. */
const Drawer = lazy(() => import('antd/es/drawer'));
/**
 * The folded rail's tooltips (Ant Design's Tooltip, with its positioning and form-context code: a
 * fifth of a page's JavaScript) load when the rail is first shown folded, not with every page: a
 * phone, whose menu is a drawer, never needs them. Until then the entry shows without its tooltip.
 */
const Tooltip = lazy(() => import('antd/es/tooltip'));

/** The navbar (spec §2); on a phone, `onMenu` adds the button that opens the sidebar as a drawer. */
export function Navbar({ onMenu, menuOpen = false }: { onMenu?: () => void; menuOpen?: boolean } = {}) {
  const { t } = useTranslation('navbar');
  const { t: ts } = useTranslation('sidebar');
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    void navigate(ROUTES.landing);
  };
  return (
    <header className="sfp-navbar">
      {onMenu && (
        <button
          type="button"
          className="sfp-navbar-menu"
          onClick={onMenu}
          aria-expanded={menuOpen}
          aria-controls="sfp-drawer"
          aria-label={ts('open_menu')}
        >
          <MenuOutlined aria-hidden />
        </button>
      )}
      <Link to={ROUTES.home} className="sfp-navbar-brand" aria-label={t('logo_alt')}>
        <Logo title={t('logo_alt')} />
        <span className="sfp-navbar-name">{t('logo_alt')}</span>
      </Link>
      <div className="sfp-navbar-actions">
        <LanguageSwitcher />
        <UserMenu
          label={t('user_menu')}
          icon={<UserOutlined />}
          items={[{ key: 'signout', icon: <LogoutOutlined />, label: t('sign_out'), onSelect: () => void signOut() }]}
        />
      </div>
    </header>
  );
}

interface Entry {
  key: string;
  to?: string;
  icon: ReactNode;
  label: string;
  disabled?: boolean;
  children?: Entry[];
}

/**
 * The sidebar (spec §2): a fixed rail of 240/75 px from the md breakpoint up; on a phone
 * (`drawer`) the same entries, always labelled, inside the drawer the navbar opens.
 */
export function Sidebar({
  collapsed,
  onToggle,
  drawer = false,
}: {
  collapsed: boolean;
  onToggle: () => void;
  drawer?: boolean;
}) {
  const { t } = useTranslation('sidebar');
  const { pathname } = useLocation();
  const dev = t('in_development');
  const entries: Entry[] = [
    { key: 'home', to: ROUTES.home, icon: <HomeOutlined />, label: t('home') },
    {
      key: 'geodata',
      to: ROUTES.geodataExplorer,
      icon: <CloudOutlined />,
      label: t('geodata'),
      children: [
        { key: 'flood', to: ROUTES.floodAnalysis, icon: <BarChartOutlined />, label: t('flood_analysis') },
        { key: 'hazard', to: ROUTES.hazardScoring, icon: <AppstoreOutlined />, label: t('hazard_scoring') },
      ],
    },
    { key: 'advisor', to: ROUTES.responseAdvisor, icon: <WechatOutlined />, label: t('response_advisor') },
    { key: 'reports', icon: <BarChartOutlined />, label: t('reports'), disabled: true },
    { key: 'messages', icon: <SoundOutlined />, label: t('messages'), disabled: true },
  ];
  const bottom: Entry[] = [
    { key: 'settings', icon: <SettingOutlined />, label: t('settings'), disabled: true },
    { key: 'help', icon: <QuestionCircleOutlined />, label: t('help'), disabled: true },
  ];
  const item = (e: Entry, nested = false) => {
    const active = !!e.to && pathname === e.to;
    const content = (
      <>
        <span className="sfp-side-icon" aria-hidden>
          {e.icon}
        </span>
        <span className="sfp-side-label" hidden={collapsed}>
          {e.label}
          {e.disabled && <small className="sfp-side-dev"> ({dev})</small>}
        </span>
      </>
    );
    const cls = `sfp-side-item${active ? ' sfp-side-active' : ''}${nested ? ' sfp-side-nested' : ''}`;
    const node =
      e.disabled || !e.to ? (
        <span className={`${cls} sfp-side-disabled`} aria-disabled="true" title={`${e.label} — ${dev}`}>
          {content}
        </span>
      ) : (
        <Link
          className={cls}
          to={e.to}
          aria-current={active ? 'page' : undefined}
          aria-label={collapsed ? e.label : undefined}
        >
          {content}
        </Link>
      );
    return (
      <li key={e.key}>
        {collapsed ? (
          <Suspense fallback={node}>
            <AntdProvider>
              <Tooltip placement="right" title={e.disabled ? `${e.label} — ${dev}` : e.label}>
                {node}
              </Tooltip>
            </AntdProvider>
          </Suspense>
        ) : (
          node
        )}
        {e.children && !collapsed && <ul className="sfp-side-list">{e.children.map((c) => item(c, true))}</ul>}
      </li>
    );
  };
  const lists = (
    <>
      <ul className="sfp-side-list">{entries.map((e) => item(e))}</ul>
      <hr className="sfp-side-divider" />
      <ul className="sfp-side-list">{bottom.map((e) => item(e))}</ul>
    </>
  );
  if (drawer) {
    return (
      <nav className="sfp-sidebar-drawer" aria-label={t('menu')}>
        {lists}
      </nav>
    );
  }
  return (
    <nav
      className="sfp-sidebar"
      aria-label={t('menu')}
      style={panelWidth(collapsed, SIDEBAR_WIDTH_EXPANDED, SIDEBAR_WIDTH_COLLAPSED)}
    >
      <PanelToggle
        className="sfp-side-toggle"
        collapsed={collapsed}
        onToggle={onToggle}
        expandLabel={t('expand')}
        collapseLabel={t('collapse')}
      >
        <MenuOutlined />
      </PanelToggle>
      {lists}
    </nav>
  );
}

/** The protected layout (spec §2): top header, left sidebar, main area. */
export default function ProtectedLayout() {
  // With no stored choice, a phone starts with the menu folded: expanded, it would cover the page.
  const [collapsed, setCollapsed] = useState(() => {
    const stored = localStorage.getItem(STORAGE.sidebarCollapsed);
    return stored === null ? window.matchMedia(`(max-width: ${BREAKPOINTS.md - 1}px)`).matches : stored === 'true';
  });
  const navigate = useNavigate();
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(STORAGE.sidebarCollapsed, String(!c));
      return !c;
    });
  const expire = useCallback(() => {
    void logout().then(() => {
      sessionStorage.setItem(EXPIRED_FLAG, '1');
      void navigate(ROUTES.landing);
    });
  }, [navigate]);
  useInactivity(expire);
  // Below the md breakpoint the sidebar is a drawer opened from the navbar; the page takes the width.
  const [narrow, setNarrow] = useState(() => window.matchMedia(`(max-width: ${BREAKPOINTS.md - 1}px)`).matches);
  useEffect(() => {
    const mq = window.matchMedia(`(max-width: ${BREAKPOINTS.md - 1}px)`);
    const on = () => setNarrow(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const { t } = useTranslation('sidebar');
  // Choosing an entry closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);
  return (
    <div className="sfp-shell">
      {narrow ? (
        <Navbar
          onMenu={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          menuOpen={drawerOpen}
        />
      ) : (
        <Navbar />
      )}
      {narrow ? (
        drawerUsed && (
          <Suspense fallback={null}>
            <AntdProvider>
              <Drawer
                id="sfp-drawer"
                placement="left"
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                title={t('menu')}
                closable={{ 'aria-label': t('close_menu') }}
                size={Math.min(SIDEBAR_WIDTH_EXPANDED + 40, window.innerWidth - 40)}
                className="sfp-drawer"
              >
                <Sidebar collapsed={false} onToggle={() => setDrawerOpen(false)} drawer />
              </Drawer>
            </AntdProvider>
          </Suspense>
        )
      ) : (
        <Sidebar collapsed={collapsed} onToggle={toggle} />
      )}
      <main
        id="main"
        className="sfp-main"
        style={{
          marginLeft: narrow ? 0 : collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
          transition: `margin-left ${SIDEBAR_TRANSITION_MS}ms`,
        }}
      >
        <Outlet />
      </main>
    </div>
  );
}
