import { logo_alt as brandEn } from '../../../locales/en/navbar.json';
import { logo_alt as brandFr } from '../../../locales/fr/navbar.json';
// Named imports: the first screen's chunk keeps these texts only (vite.config.ts isolateFirstPaint).
import {
  disclaimer as disclaimerEn,
  disclaimer_title as disclaimerTitleEn,
  export_png as exportEn,
  intro as introEn,
  layer as layerEn,
  layer_score as layerScoreEn,
  map_label as mapLabelEn,
  title as titleEn,
} from '../locales/en.json';
import {
  disclaimer as disclaimerFr,
  disclaimer_title as disclaimerTitleFr,
  export_png as exportFr,
  intro as introFr,
  layer as layerFr,
  layer_score as layerScoreFr,
  map_label as mapLabelFr,
  title as titleFr,
} from '../locales/fr.json';

/** The hazard page's texts its first screen shows, from the app's own message files. */
export const FIRST_TEXTS = {
  fr: {
    brand: brandFr,
    title: titleFr,
    intro: introFr,
    disclaimer_title: disclaimerTitleFr,
    disclaimer: disclaimerFr,
    layer: layerFr,
    layer_score: layerScoreFr,
    export_png: exportFr,
    map_label: mapLabelFr,
  },
  en: {
    brand: brandEn,
    title: titleEn,
    intro: introEn,
    disclaimer_title: disclaimerTitleEn,
    disclaimer: disclaimerEn,
    layer: layerEn,
    layer_score: layerScoreEn,
    export_png: exportEn,
    map_label: mapLabelEn,
  },
};
export type FirstTexts = (typeof FIRST_TEXTS)['fr'];
