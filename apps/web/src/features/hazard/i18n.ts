import { addTexts } from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The hazard app's texts arrive with its route (the landing page does not carry them): the
 * `hazard` namespace is added when this module is first imported.
 */
export const HAZARD_NS = 'hazard';
addTexts(HAZARD_NS, { fr, en });
