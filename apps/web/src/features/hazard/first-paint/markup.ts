import type { BoundaryFeatureCollection, HazardScores } from '@sfp/contracts';
import CameraOutlined from '@ant-design/icons-svg/es/asn/CameraOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '../../../config/constants.ts';
import { logoMarkup } from '../../../components/logo-shapes.ts';
import { HATCH, HATCH_ID, UNIT_STROKE, unitPaint } from '../lib/choropleth.ts';
import { projectUnits } from '../lib/projection.ts';
import type { FirstTexts } from './texts.ts';

/**
 * The hazard page's first screen as markup (first-map.ts draws it before the app has arrived):
 * what ProtectedLayout and HazardScoringPage draw first, in the same elements and classes (the
 * app's stylesheet and hazard.css style both), so nothing moves when the app replaces it. The
 * controls are there but inert until then (the app's own replace them).
 */

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Ant Design icon as the markup its React component renders (without its runtime styles). */
export function iconMarkup(def: IconDefinition): string {
  const icon = typeof def.icon === 'function' ? def.icon('currentColor', '#e6f4ff') : def.icon;
  const paths = (icon.children ?? [])
    .map(
      (c) =>
        `<${c.tag} ${Object.entries(c.attrs)
          .map(([k, v]) => `${k}="${escape(String(v))}"`)
          .join(' ')}/>`,
    )
    .join('');
  return (
    `<span role="img" aria-hidden="true" class="anticon" style="display:inline-flex;align-items:center;line-height:0">` +
    `<svg viewBox="${icon.attrs.viewBox}" width="1em" height="1em" fill="currentColor" focusable="false">${paths}</svg></span>`
  );
}

/** The choropleth: SvgMap's markup for the score at equal weights. */
export function mapMarkup(boundaries: BoundaryFeatureCollection, scores: HazardScores, label: string): string {
  const { viewBox, units } = projectUnits(boundaries);
  const score = new Map(scores.units.map((u) => [u.pcode, u.score]));
  const paths = units
    .map((u) => {
      const { fill, fillOpacity } = unitPaint(score.get(u.pcode) ?? null);
      return `<path d="${u.d}" fill="${fill}" fill-opacity="${fillOpacity}" vector-effect="non-scaling-stroke"/>`;
    })
    .join('');
  const h = HATCH;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="sfp-hz-map" viewBox="${viewBox}" role="img" aria-label="${escape(label)}">` +
    `<defs><pattern id="${HATCH_ID}" width="${h.size}" height="${h.size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${h.angle})">` +
    `<rect width="${h.size}" height="${h.size}" fill="${h.background}"/><rect width="${h.lineWidth}" height="${h.size}" fill="${h.line}"/></pattern></defs>` +
    `<g stroke="${UNIT_STROKE.colour}" stroke-width="${UNIT_STROKE.width}" stroke-linejoin="round">${paths}</g></svg>`
  );
}

export interface Frame {
  /** Below the md breakpoint: the menu is a drawer opened from the navbar. */
  narrow: boolean;
  /** The sidebar's rail folded (its stored choice). */
  collapsed: boolean;
}

/** The page around the map: the navbar, the sidebar's room, the title, the disclaimer, the toolbar. */
export function pageMarkup(map: string, t: FirstTexts, { narrow, collapsed }: Frame): string {
  const margin = narrow ? 0 : collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
  const menu = narrow ? `<span class="sfp-navbar-menu">${iconMarkup(MenuOutlined)}</span>` : '';
  return (
    `<div class="sfp-shell" aria-busy="true"><header class="sfp-navbar">${menu}<span class="sfp-navbar-brand">` +
    `${logoMarkup()}<span class="sfp-navbar-name">${escape(t.brand)}</span></span></header>` +
    `<main class="sfp-main" style="margin-left:${margin}px"><div class="sfp-hz">` +
    `<header class="sfp-hz-head"><h1>${escape(t.title)}</h1><p>${escape(t.intro)}</p></header>` +
    `<div class="sfp-hz-disclaimer" role="alert"><span class="sfp-hz-disclaimer-icon">${iconMarkup(ExclamationCircleFilled)}</span>` +
    `<div class="sfp-hz-disclaimer-section"><div class="sfp-hz-disclaimer-title">${escape(t.disclaimer_title)}</div>` +
    `<div class="sfp-hz-disclaimer-text">${escape(t.disclaimer)}</div></div></div>` +
    `<div class="sfp-hz-toolbar"><label class="sfp-hz-select"><span>${escape(t.layer)}</span>` +
    `<select disabled><option>${escape(t.layer_score)}</option></select></label>` +
    `<span class="sfp-hz-export-placeholder" aria-hidden="true">${iconMarkup(CameraOutlined)}<span>${escape(t.export_png)}</span></span></div>` +
    `<div class="sfp-hz-body"><div class="sfp-hz-mapcol"><div class="sfp-hz-stage"><div class="sfp-hz-svgmap">${map}</div></div></div></div>` +
    `</div></main></div>`
  );
}
