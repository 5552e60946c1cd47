import { addTexts } from '../../lib/i18n.ts';
import en from '../../locales/en/geo.json';
import fr from '../../locales/fr/geo.json';

/** The GeoData Explorer's texts (`geo`), added when its modules are first imported. */
addTexts('geo', { fr, en });
