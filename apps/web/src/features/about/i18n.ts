import { addTexts } from '../../lib/i18n.ts';
import en from '../../locales/en/readMore.json';
import fr from '../../locales/fr/readMore.json';

/** The About page's texts (`readMore`), added when its module is first imported. */
addTexts('readMore', { fr, en });
