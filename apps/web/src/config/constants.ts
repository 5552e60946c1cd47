/** The business constants of spec §9 that the web app uses, in one place. */
export const PASSWORD_MIN_LENGTH = 8;
/** Back to the login panel after a reset request; to / after a successful reset confirmation. */
export const RESET_REQUEST_RETURN_MS = 5000;
export const RESET_CONFIRM_REDIRECT_MS = 5000;
/** One retry per request after a 401. */
export const MAX_RETRIES_AFTER_401 = 1;
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
export const SIDEBAR_WIDTH_EXPANDED = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 75;
export const SIDEBAR_TRANSITION_MS = 300;
export const CONVERSATION_PANEL_WIDTH_EXPANDED = 235;
export const CONVERSATION_PANEL_WIDTH_COLLAPSED = 60;
export const FLOOD_PANEL_WIDTH_EXPANDED = 200;
export const FLOOD_PANEL_WIDTH_COLLAPSED = 25;
export const BOT_MESSAGE_DELAY_MS = 750;
export const SCROLL_TO_BOTTOM_DELAY_MS = 50;
export const NEW_CONVERSATION_RESET_MS = 300;
export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export const NAMESPACES = [
  'common',
  'login',
  'readMore',
  'home',
  'auth',
  'navbar',
  'sidebar',
  'chatbot',
  'geo',
] as const;

/** Storage keys (spec §3). */
export const STORAGE = {
  access: 'access',
  refresh: 'refresh',
  language: 'i18nextLng',
  sidebarCollapsed: 'sidebarCollapsed',
  conversationId: 'conversationId',
  /** Set once the report toast is closed: it stays closed for later conversations and visits. */
  reportToastClosed: 'reportToastClosed',
  /** The session marker in session storage (its name is not in the spec). */
  sessionMarker: 'sfpSession',
} as const;

/** Set when the inactivity timer signs the user out: the landing page then shows the alert. */
export const EXPIRED_FLAG = 'sfpSessionExpired';

/** The one typeface of the app: the page's CSS and Ant Design's token use this stack. */
export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
