import { addTexts } from '../../lib/i18n.ts';
import en from '../../locales/en/auth.json';
import fr from '../../locales/fr/auth.json';

/** The account pages' texts (`auth`), added when their modules are first imported. */
addTexts('auth', { fr, en });
