import type { BoundaryFeatureCollection, HazardScores } from '@sfp/contracts';
import { BREAKPOINTS, STORAGE } from '../../config/constants.ts';
import { addStyle } from '../../lib/inline-style.ts';
import { FIRST_MAP_URLS } from './api/urls.ts';
import { mapMarkup, pageMarkup } from './first-paint/markup.ts';
import { FIRST_TEXTS } from './first-paint/texts.ts';
import hazardCss from './hazard.css?inline';
import { markFirstPaint } from './lib/choropleth.ts';

/**
 * The hazard page's first map, drawn before the app has arrived (ADR 057). On a deep link to
 * /hazard_scoring with a session, the page's inline script (src/shell/early.js) requests the first
 * map's data as the page arrives and runs this module (an entry of its own, with no React and no
 * i18n library: a few KB, vite.config.ts). It draws the page's first screen as the app will draw it
 * (first-paint/markup.ts) into the empty root, then tells shell.js, which only then loads the app:
 * on a slow network the map is on screen while the app's JavaScript is on its way. The app's first
 * render replaces it (React empties the root), in the same place. It reads the responses through a
 * clone: the app takes the same ones (lib/early-fetch.ts). Nothing is drawn when the app has
 * already rendered, when the data did not come, or when anything fails: the app then draws all.
 */

declare global {
  interface Window {
    /** Set by src/shell/early.js when this module runs: settled once it has drawn, or given up. */
    sfpFirstPaint?: Promise<unknown>;
  }
}

/** Tells shell.js the first screen is drawn, or will not be: it then loads the app. */
export const FIRST_PAINT_EVENT = 'sfp-first-paint';

async function json<T>(url: string): Promise<T | null> {
  const early = window.sfpEarly?.[url];
  if (!early) return null;
  const res = await early;
  return res.ok ? ((await res.clone().json()) as T) : null;
}

/** Draws the first screen into the root if it is still empty once the data is in. */
export async function drawFirstMap(root: HTMLElement | null = document.getElementById('root')): Promise<boolean> {
  try {
    const [boundaries, scores] = await Promise.all([
      json<BoundaryFeatureCollection>(FIRST_MAP_URLS[0]),
      json<HazardScores>(FIRST_MAP_URLS[1]),
    ]);
    // The app has drawn the page already, or the data did not come: nothing to do.
    if (!root || root.childElementCount > 0 || !boundaries || !scores) return false;
    const lang = (localStorage.getItem(STORAGE.language) ?? '').startsWith('en') ? 'en' : 'fr';
    const t = FIRST_TEXTS[lang];
    document.documentElement.lang = lang;
    const narrow = window.matchMedia(`(max-width: ${BREAKPOINTS.md - 1}px)`).matches;
    const stored = localStorage.getItem(STORAGE.sidebarCollapsed);
    const collapsed = stored === null ? narrow : stored === 'true';
    addStyle('sfp-hazard-css', hazardCss);
    const map = mapMarkup(boundaries, scores, t.map_label.replace('{{layer}}', t.layer_score));
    root.innerHTML = pageMarkup(map, t, { narrow, collapsed });
    markFirstPaint();
    return true;
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined' && window.sfpEarly) {
  void drawFirstMap().then(() => window.dispatchEvent(new Event(FIRST_PAINT_EVENT)));
}
